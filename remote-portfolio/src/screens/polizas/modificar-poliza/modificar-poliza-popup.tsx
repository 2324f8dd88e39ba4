import { CALLS, DOWNLOADS, type Suplemento } from '@area-cliente/shared/contract';
import { formatAmount, formatDate } from '@area-cliente/shared/domain';
import { openDownload } from '@area-cliente/shared/downloads';
import { useCallQuery } from '@area-cliente/shared/query';
import { Alert, Button, Loaded, Popup } from '@area-cliente/shared/ui';
import { useState } from 'react';
import { Formulario } from './formulario';

/** Opens a supplement's document (a contract document of the policy) in a new tab. */
const descargarSuplemento = (idDocumento: number) =>
  openDownload('CCPP', String(idDocumento), DOWNLOADS.ccpp, { id: String(idDocumento) });

/**
 * 'Modificar la póliza': choose a change (a driver in or out, the vehicle, an optional cover), fill it
 * in, read its quote (the new annual premium, what the days left cost or give back, the effective day
 * and the text of the change) and confirm it with a code by SMS or a passkey.
 */
function ModificarPolizaPopup({ idPoliza, onClose }: { idPoliza: number; onClose: () => void }) {
  const opciones = useCallQuery(CALLS.opcionesSuplemento, { params: { idPoliza: String(idPoliza) } });
  const [hecho, setHecho] = useState<Suplemento | null>(null);
  return (
    <Popup open onClose={onClose} title="Modificar la póliza">
      {hecho ? (
        <>
          <Alert kind="success">
            Hemos modificado tu póliza con el suplemento nº {hecho.numero}, con efecto el{' '}
            {formatDate(hecho.efecto)}. Lo tienes en Mis documentos.
          </Alert>
          <p>{hecho.texto}</p>
          {hecho.recibo && (
            <p>
              Puedes pagar ahora el recibo {hecho.recibo.numRecibo} de {formatAmount(hecho.importe)} desde
              Recibos.
            </p>
          )}
          <div className="pf-acciones">
            <Button variant="secondary" onClick={() => void descargarSuplemento(hecho.idDocumento)}>
              Descargar el suplemento
            </Button>
            <Button onClick={onClose}>Cerrar</Button>
          </div>
        </>
      ) : (
        <Loaded state={opciones}>
          {(o) =>
            o.bloqueo ? (
              <Alert kind="error">{o.bloqueo}</Alert>
            ) : (
              <Formulario opciones={o} idPoliza={idPoliza} onHecho={setHecho} />
            )
          }
        </Loaded>
      )}
    </Popup>
  );
}

/** 'Modificar la póliza' under a policy's title, and its popup; the focus goes back to it on closing. */
export function ModificarPoliza({ idPoliza }: { idPoliza: number }) {
  const [abierto, setAbierto] = useState(false);
  return (
    <>
      <Button variant="secondary" onClick={() => setAbierto(true)}>
        Modificar la póliza
      </Button>
      {abierto && <ModificarPolizaPopup idPoliza={idPoliza} onClose={() => setAbierto(false)} />}
    </>
  );
}
