import { api, Button, CALLS, NUMERO_EN_RUTA, type RemoteProps } from '@area-cliente/shared';
import { fromRoute, useCallQuery, useCliente } from '@area-cliente/shared/query';
import { openExternal } from '../../common/open-external';
import { AseguradosCard, ContratoCard, TomadorCard } from '../cards';
import { PolizaLayout } from '../poliza-layout';

/** /polizaSalud/:numPoliza: the partner insurer's health policy and its client area (SPEC §2). */
export default function PolizaSaludScreen({ params }: RemoteProps) {
  const cliente = useCliente();
  const state = useCallQuery(CALLS.polizaSalud, fromRoute({ numPoliza: params.numPoliza }, NUMERO_EN_RUTA));
  return (
    <PolizaLayout
      state={state}
      titulo={() => 'Póliza de salud'}
      linea={() => 'salud'}
      acciones={() =>
        cliente && (
          <Button
            onClick={() =>
              void openExternal(() =>
                api.call(CALLS.urlHnaAreaCliente, { params: { idCliente: cliente.idCliente } }),
              )
            }
          >
            Gestiona tu póliza
          </Button>
        )
      }
    >
      {(p) => (
        <>
          <AseguradosCard asegurados={p.asegurados} />
          <TomadorCard p={p} />
          <ContratoCard p={p} />
        </>
      )}
    </PolizaLayout>
  );
}
