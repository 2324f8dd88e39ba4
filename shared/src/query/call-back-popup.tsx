import { api, bus, isApiError } from '@area-cliente/shared';
import { type AsuntoGestion, CALLS, type CreaGestionClienteRequest } from '@area-cliente/shared/contract';
import { normalizeTelefono, TELEFONO_MAX_LENGTH } from '@area-cliente/shared/domain';
import { limitTelefonoInput, useForm, validateTelefono } from '@area-cliente/shared/forms';
import { Button, Popup, TextField } from '@area-cliente/shared/ui';
import { useEffect, useId, useRef, useState } from 'react';
import { useCliente } from './portfolio';

const LLAMADA_TITULO = 'Te llamamos';
/**
 * The confirmation shown as soon as a call-back is requested, without waiting for the answer.
 * @public
 */
export const LLAMADA_ENVIADA = 'Hemos recibido tu solicitud. Te llamaremos lo antes posible.';
const LLAMADA_HORARIO = 'Te llamamos de lunes a viernes de 9:00 a 20:00 horas.';
/**
 * Hint under the phone field while it holds the phone on record, which may be changed for this call.
 * @public
 */
export const LLAMADA_TELEFONO_REGISTRADO =
  'Es el teléfono que tenemos registrado; puedes cambiarlo para esta llamada.';
/**
 * SPEC §8: the call-back's failure text.
 * @public
 */
export const LLAMADA_ERROR = 'Se ha producido un error. Intentelo más tarde';

/**
 * Call-back request (SPEC §4; in the kernel since a rejected claim valuation offers it too, asunto 'S'): the phone is checked as SPEC §5 says, then the confirmation shows at once
 * without waiting for the answer. A failure that arrives while the popup is open replaces the
 * confirmation with the failure text (never both); after it is closed, it is announced as an alert.
 * @public
 */
export function CallBackPopup({
  open,
  onClose,
  asunto,
}: {
  open: boolean;
  onClose: () => void;
  asunto: AsuntoGestion;
}) {
  const cliente = useCliente();
  const formId = useId();
  const [sent, setSent] = useState<'no' | 'sent' | 'failed'>('no');
  const openRef = useRef(open);
  useEffect(() => {
    openRef.current = open;
  }, [open]);
  const form = useForm<{ telefono: string }>({
    initialValues: { telefono: cliente?.telefono ?? '' },
    validate: ({ telefono }) => ({ telefono: validateTelefono(telefono) }),
  });
  // Each opening starts from the phone on record as it is now (loaded late, or changed meanwhile in
  // 'Mis datos'); the customer may still type another one for this call.
  const telefonoRegistrado = cliente?.telefono ?? '';
  const { setValue } = form;
  useEffect(() => {
    if (open) setValue('telefono', telefonoRegistrado);
  }, [open, telefonoRegistrado, setValue]);

  const close = () => {
    openRef.current = false;
    onClose();
    setSent('no');
    form.reset();
  };

  const submit = form.handleSubmit(({ telefono }) => {
    const body: CreaGestionClienteRequest = {
      telefono: normalizeTelefono(telefono),
      asunto,
      idWorkerPropio: cliente?.idWorkerPropioCliente ?? null,
      idOwnerPropio: cliente?.idOwnerPropioCliente ?? null,
    };
    api.call(CALLS.creaGestionCliente, { body }).catch((error: unknown) => {
      if (openRef.current) setSent('failed');
      // Once closed: communication failures are already on screen through the shell.
      else if (isApiError(error)) bus.emit('alert', { message: LLAMADA_ERROR, kind: 'error' });
    });
    setSent('sent');
  });

  return (
    <Popup
      open={open}
      onClose={close}
      title={LLAMADA_TITULO}
      footer={
        sent !== 'no' ? (
          <Button onClick={close}>Aceptar</Button>
        ) : (
          <Button type="submit" form={formId}>
            Solicitar llamada
          </Button>
        )
      }
    >
      {sent === 'sent' && <p role="status">{LLAMADA_ENVIADA}</p>}
      {sent === 'failed' && <p role="alert">{LLAMADA_ERROR}</p>}
      {sent === 'no' && (
        <form id={formId} noValidate onSubmit={(event) => void submit(event)}>
          <p>{LLAMADA_HORARIO}</p>
          <TextField
            label="Teléfono de contacto"
            name="telefonoContacto"
            type="tel"
            inputMode="tel"
            autoComplete="tel"
            maxLength={TELEFONO_MAX_LENGTH}
            value={form.values.telefono}
            onValueChange={(value) => form.setValue('telefono', limitTelefonoInput(value))}
            error={form.errors.telefono}
            hint={telefonoRegistrado ? LLAMADA_TELEFONO_REGISTRADO : undefined}
          />
        </form>
      )}
    </Popup>
  );
}
