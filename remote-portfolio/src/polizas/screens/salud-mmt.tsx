import { CALLS, type RemoteProps } from '@area-cliente/shared';
import { fromRoute, useCallQuery } from '@area-cliente/shared/query';
import { AseguradosCard, BancoCard, ContratoCard, TomadorCard } from '../cards';
import { PolizaLayout } from '../poliza-layout';

/** /polizaSaludMMT/:idPoliza: the company's own health policy (SPEC §2). */
export default function PolizaSaludMMTScreen({ params }: RemoteProps) {
  const state = useCallQuery(CALLS.polizaSaludMMT, fromRoute({ idPoliza: params.idPoliza }));
  return (
    <PolizaLayout state={state} titulo={() => 'Póliza de salud'} linea={() => 'salud'}>
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
