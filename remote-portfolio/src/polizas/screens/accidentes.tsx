import { CALLS, type RemoteProps } from '@area-cliente/shared';
import { fromRoute, useCallQuery } from '@area-cliente/shared/query';
import { AseguradosCard, BancoCard, ContratoCard, GarantiasCard, TomadorCard } from '../cards';
import { PolizaLayout } from '../poliza-layout';

/** /polizaAccidentes/:idPoliza (SPEC §2). */
export default function PolizaAccidentesScreen({ params }: RemoteProps) {
  const state = useCallQuery(CALLS.polizaAcc, fromRoute({ idPoliza: params.idPoliza }));
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
          <GarantiasCard garantias={p.garantias} />
          <TomadorCard p={p} />
          <ContratoCard p={p} />
          <BancoCard p={p} />
        </>
      )}
    </PolizaLayout>
  );
}
