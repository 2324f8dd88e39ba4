import { api, type RemoteProps } from '@area-cliente/shared';
import { CALLS } from '@area-cliente/shared/contract';
import { Button } from '@area-cliente/shared/ui';
import { useScreenQuery } from '@area-cliente/shared/query';
import { POLIZA_DATA } from './data';
import { openExternal } from '../../api/open-external';
import { AseguradosCard, BancoCard, ContratoCard, TomadorCard } from '../../components/cards';
import { PolizaLayout } from '../../components/poliza-layout';

/** /polizaDecesos/:idPoliza: funeral, with the interactive contracts link (SPEC §2). */
export default function PolizaDecesosScreen({ params }: RemoteProps) {
  const state = useScreenQuery(POLIZA_DATA.polizaDecesos, params);
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
