import { api, Button, CALLS, type RemoteProps } from '@area-cliente/shared';
import { fromRoute, useCallQuery } from '@area-cliente/shared/query';
import { openExternal } from '../../common/open-external';
import { AseguradosCard, BancoCard, ContratoCard, TomadorCard } from '../cards';
import { PolizaLayout } from '../poliza-layout';

/** /polizaDecesos/:idPoliza: funeral, with the interactive contracts link (SPEC §2). */
export default function PolizaDecesosScreen({ params }: RemoteProps) {
  const state = useCallQuery(CALLS.polizaDec, fromRoute({ idPoliza: params.idPoliza }));
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
