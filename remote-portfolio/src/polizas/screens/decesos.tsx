import { api, Button, CALLS, callPath, PolizaDecSchema, type RemoteProps } from '@area-cliente/shared';
import { openExternal } from '../../common/open-external';
import { AseguradosCard, BancoCard, ContratoCard, TomadorCard } from '../cards';
import { PolizaLayout, usePoliza } from '../poliza-layout';

/** /polizaDecesos/:idPoliza: funeral, with the interactive contracts link (SPEC §2). */
export default function PolizaDecesosScreen({ params }: RemoteProps) {
  const state = usePoliza(
    (id) => api.get(callPath(CALLS.polizaDec.path, { idPoliza: id }), PolizaDecSchema),
    params.idPoliza,
  );
  return (
    <PolizaLayout
      state={state}
      titulo={() => 'Póliza de decesos'}
      linea={() => 'decesos'}
      acciones={() => (
        <Button variant="secondary" onClick={() => void openExternal(CALLS.urlContratosInteractivos.path)}>
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
