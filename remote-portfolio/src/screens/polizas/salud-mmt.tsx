import { type RemoteProps } from '@area-cliente/shared';
import { useScreenQuery } from '@area-cliente/shared/query';
import { POLIZA_DATA } from './data';
import { AseguradosCard, BancoCard, ContratoCard, TomadorCard } from '../../components/cards';
import { PolizaLayout } from '../../components/poliza-layout';
import { TarjetaDigital } from '../../components/tarjeta-digital';

/** /polizaSaludMMT/:idPoliza: the company's own health policy (SPEC §2). */
export default function PolizaSaludMMTScreen({ params }: RemoteProps) {
  const state = useScreenQuery(POLIZA_DATA.polizaSaludMMT, params);
  return (
    <PolizaLayout state={state} titulo={() => 'Póliza de salud'} linea={() => 'salud'}>
      {(p, aplica) => (
        <>
          {aplica.certificar && <TarjetaDigital idPoliza={p.idPoliza} />}
          <AseguradosCard asegurados={p.asegurados} />
          <TomadorCard p={p} />
          <ContratoCard p={p} />
          <BancoCard p={p} />
        </>
      )}
    </PolizaLayout>
  );
}
