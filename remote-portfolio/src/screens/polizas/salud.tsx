import { api, type RemoteProps } from '@area-cliente/shared';
import { CALLS } from '@area-cliente/shared/contract';
import { Button } from '@area-cliente/shared/ui';
import { useCliente, useScreenQuery } from '@area-cliente/shared/query';
import { POLIZA_DATA } from './data';
import { openExternal } from '../../api/open-external';
import { AseguradosCard, ContratoCard, TomadorCard } from '../../components/cards';
import { PolizaLayout } from '../../components/poliza-layout';

/** /polizaSalud/:numPoliza: the partner insurer's health policy and its client area (SPEC §2). */
export default function PolizaSaludScreen({ params }: RemoteProps) {
  const cliente = useCliente();
  const state = useScreenQuery(POLIZA_DATA.polizaSalud, params);
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
