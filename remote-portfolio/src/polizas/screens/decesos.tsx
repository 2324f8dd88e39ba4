import { api, Button, CALLS, type RemoteProps } from '@area-cliente/shared';
import { openExternal } from '../../common/open-external';
import { AseguradosCard, BancoCard, ContratoCard, TomadorCard } from '../cards';
import { PolizaLayout, usePoliza } from '../poliza-layout';

/** /polizaDecesos/:idPoliza: funeral, with the interactive contracts link (SPEC §2). */
export default function PolizaDecesosScreen({ params }: RemoteProps) {
  const state = usePoliza((id) => api.call(CALLS.polizaDec, { params: { idPoliza: id } }), params.idPoliza);
  return (
    <PolizaLayout
      state={state}
      titulo={() => 'Póliza de decesos'}
      linea={() => 'decesos'}
      acciones={() => (
        <Button
          variant="secondary"
          onClick={() => void openExternal(() => api.call(CALLS.urlContratosInteractivos))}
        >
          Contratos interactivos
        </Button>
      )}
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
