import { type RemoteProps } from '@area-cliente/shared';
import { useScreenQuery } from '@area-cliente/shared/query';
import { POLIZA_DATA } from './data';
import { AseguradosCard, BancoCard, ContratoCard, TomadorCard } from '../../components/cards';
import { PolizaLayout } from '../../components/poliza-layout';

/** /polizaAccidentes/:idPoliza (SPEC §2). */
export default function PolizaAccidentesScreen({ params }: RemoteProps) {
  const state = useScreenQuery(POLIZA_DATA.polizaAccidentes, params);
  return (
    <PolizaLayout
      state={state}
      titulo={() => 'Póliza de accidentes'}
      linea={() => 'accidentes'}
      siniestros={(p) => ({ list: 'lstSiniestrosAcc', items: p.lstSiniestrosAcc })}
    >
      {(p) => (
        <>
          <AseguradosCard asegurados={p.asegurados} />
          <TomadorCard p={p} />
          <ContratoCard p={p} />
          <BancoCard p={p} />
        </>
      )}
    </PolizaLayout>
  );
}
