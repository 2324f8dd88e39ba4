import {
  api,
  Button,
  CALLS,
  callPath,
  clienteAtom,
  NUMERO_EN_RUTA,
  PolizaSaludSchema,
  type RemoteProps,
} from '@area-cliente/shared';
import { useAtomValue } from 'jotai';
import { openExternal } from '../../common/open-external';
import { AseguradosCard, ContratoCard, TomadorCard } from '../cards';
import { PolizaLayout, usePoliza } from '../poliza-layout';

/** /polizaSalud/:numPoliza: the partner insurer's health policy and its client area (SPEC §2). */
export default function PolizaSaludScreen({ params }: RemoteProps) {
  const cliente = useAtomValue(clienteAtom);
  const state = usePoliza(
    (num) => api.get(callPath(CALLS.polizaSalud.path, { numPoliza: num }), PolizaSaludSchema),
    params.numPoliza,
    NUMERO_EN_RUTA,
  );
  return (
    <PolizaLayout
      state={state}
      titulo={() => 'Póliza de salud'}
      linea={() => 'salud'}
      acciones={() =>
        cliente && (
          <Button
            onClick={() =>
              void openExternal(callPath(CALLS.urlHnaAreaCliente.path, { idCliente: cliente.idCliente }))
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
