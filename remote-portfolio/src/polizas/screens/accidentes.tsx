import { api, CALLS, type RemoteProps } from '@area-cliente/shared';
import { AseguradosCard, BancoCard, ContratoCard, GarantiasCard, TomadorCard } from '../cards';
import { PolizaLayout, usePoliza } from '../poliza-layout';

/** /polizaAccidentes/:idPoliza (SPEC §2). */
export default function PolizaAccidentesScreen({ params }: RemoteProps) {
  const state = usePoliza((id) => api.call(CALLS.polizaAcc, { params: { idPoliza: id } }), params.idPoliza);
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
