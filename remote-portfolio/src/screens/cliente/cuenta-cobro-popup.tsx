import { api } from '@area-cliente/shared';
import { CALLS, DOWNLOADS, type Mandato } from '@area-cliente/shared/contract';
import {
  bancoDeIban,
  IBAN_MAX_LENGTH,
  normalizeIban,
  type TextoAFirmar,
  validateIban,
} from '@area-cliente/shared/domain';
import { openDownload } from '@area-cliente/shared/downloads';
import { useForm } from '@area-cliente/shared/forms';
import { polizasDeContacto } from '@area-cliente/shared/routes';
import { Alert, Button, Checkbox, Popup, TextField, TextoAFirmarRegion } from '@area-cliente/shared/ui';
import { invalidatePortfolio, usePortfolio } from '@area-cliente/shared/query';
import { useEffect, useRef, useState } from 'react';
import { ConfirmarConPin, showRechazo, useSegundoFactor } from '../../components/confirmar-con-pin';

type Valores = { iban: string; pin: string };

const ELIGE_POLIZA = 'Elige al menos una póliza';

/** The IBAN's check as the customer types: only once it is complete (or submitted), not at each key. */
const completo = (typed: string) => normalizeIban(typed).length >= 24;

/** Opens the customer's copy of a signed SEPA mandate in a new tab. */
export const descargarMandato = (referencia: string) =>
  openDownload('MANDATO_SEPA', referencia, DOWNLOADS.mandatoSepa, { referencia });

/**
 * 'Cambiar cuenta de cobro': the new IBAN, checked as typed with the bank's name, and the in-force
 * policies it applies to; then the SEPA mandate it signs, in full as its PDF will carry it, and below
 * it the confirmation with a code sent by SMS or a passkey (never the password).
 */
export function CuentaCobroPopup({ onClose }: { onClose: (cambiada: boolean) => void }) {
  const portfolio = usePortfolio();
  const polizas = portfolio ? polizasDeContacto(portfolio) : [];
  const [marcadas, setMarcadas] = useState<Set<number>>(() => new Set(polizas.map((e) => e.poliza.idPoliza)));
  const segundoFactor = useSegundoFactor();
  const [errorPolizas, setErrorPolizas] = useState<string | null>(null);
  const [hecho, setHecho] = useState<Mandato | null>(null);
  // The mandate to sign: set, the IBAN and policies are fixed and the confirming step shows.
  const [orden, setOrden] = useState<TextoAFirmar | null>(null);
  const region = useRef<HTMLElement>(null);
  const campos = useRef<HTMLFormElement>(null);
  const pasoOrden = useRef<HTMLFormElement>(null);
  const form = useForm<Valores>({
    initialValues: { iban: '', pin: '' },
    validate: ({ iban, pin }) => ({
      iban: validateIban(iban),
      pin: orden ? segundoFactor.errorPin(pin) : null,
    }),
  });
  const { iban } = form.values;
  const errorIban = form.errors.iban ?? (completo(iban) ? validateIban(iban) : null);
  const banco = !errorIban && completo(iban) ? bancoDeIban(iban) : null;

  // Where the keyboard goes between the steps: the mandate to read, or back to the IBAN.
  useEffect(() => {
    if (!orden) {
      campos.current?.querySelector('input')?.focus();
      return;
    }
    // This step reads from its top: the popup's body may still be scrolled down to the last step's button.
    const cuerpo = pasoOrden.current?.parentElement;
    if (cuerpo) cuerpo.scrollTop = 0;
    region.current?.focus({ preventScroll: true });
  }, [orden]);

  const revisar = form.handleSubmit(async (values) => {
    if (marcadas.size === 0) return setErrorPolizas(ELIGE_POLIZA);
    try {
      const respuesta = await api.call(CALLS.ordenCuentaCobro, {
        body: { iban: values.iban, polizas: [...marcadas] },
      });
      setOrden(respuesta.orden);
    } catch (error) {
      showRechazo(form, error);
    }
  });

  const enviar = form.handleSubmit(async (values) => {
    const factor = segundoFactor.factor(values.pin);
    try {
      const { mandato } = await api.call(CALLS.cambiaCuentaCobro, {
        body: { iban: values.iban, polizas: [...marcadas], ...factor },
      });
      void invalidatePortfolio();
      setHecho(mandato);
    } catch (error) {
      showRechazo(form, error);
    }
  });

  const marcar = (id: number, checked: boolean) => {
    setErrorPolizas(null);
    setMarcadas((prev) => {
      const next = new Set(prev);
      if (checked) next.add(id);
      else next.delete(id);
      return next;
    });
  };

  return (
    <Popup open onClose={() => onClose(hecho !== null)} title="Cambiar cuenta de cobro">
      {hecho ? (
        <>
          <Alert kind="success">
            Hemos cambiado la cuenta de cobro a {hecho.iban}
            {hecho.banco ? ` (${hecho.banco})` : ''}. Los recibos pendientes se cobrarán en la nueva cuenta y
            te hemos enviado un SMS de aviso.
          </Alert>
          <p>
            Has firmado electrónicamente la orden de domiciliación SEPA con referencia {hecho.referencia}.
          </p>
          <div className="pf-acciones">
            <Button variant="secondary" onClick={() => void descargarMandato(hecho.referencia)}>
              Descargar mandato SEPA
            </Button>
            <Button onClick={() => onClose(true)}>Cerrar</Button>
          </div>
        </>
      ) : orden ? (
        <form ref={pasoOrden} onSubmit={(event) => void enviar(event)} noValidate>
          <p>
            Revisa la orden de domiciliación que vas a firmar. Al confirmarla la firmas electrónicamente, y
            los recibos pendientes de esas pólizas se cobrarán en la nueva cuenta.
          </p>
          <TextoAFirmarRegion ref={region} texto={orden} />
          <Button
            variant="link"
            className="pf-orden-volver"
            onClick={() => {
              form.setFormError(null);
              setOrden(null);
            }}
          >
            Cambiar la cuenta o las pólizas
          </Button>
          <ConfirmarConPin accion="cuenta-cobro" {...segundoFactor.props(form, enviar)} />
          {form.formError && <Alert kind="error">{form.formError}</Alert>}
          <Button type="submit" busy={form.submitting} block>
            Firmar y cambiar la cuenta
          </Button>
        </form>
      ) : (
        <form ref={campos} onSubmit={(event) => void revisar(event)} noValidate>
          <TextField
            label="Nuevo IBAN"
            name="iban"
            autoComplete="off"
            spellCheck={false}
            autoCapitalize="characters"
            maxLength={IBAN_MAX_LENGTH}
            placeholder="ES00 0000 0000 0000 0000 0000"
            value={iban}
            onValueChange={(typed) => form.setValue('iban', typed)}
            hint={banco ? `Entidad: ${banco.nombre}` : 'Una cuenta española: ES y 22 cifras.'}
            error={errorIban}
          />
          <fieldset className="pf-seleccion">
            <legend>Cobrar en esta cuenta los recibos de:</legend>
            {polizas.map(({ poliza }) => (
              <Checkbox
                key={poliza.idPoliza}
                label={[poliza.producto, poliza.numPoliza, poliza.riesgoAseguradoStr]
                  .filter((t, i, all) => t && all.indexOf(t) === i)
                  .join(' · ')}
                checked={marcadas.has(poliza.idPoliza)}
                onCheckedChange={(checked) => marcar(poliza.idPoliza, checked)}
              />
            ))}
            {errorPolizas && (
              <p className="ac-field__error" role="alert">
                {errorPolizas}
              </p>
            )}
          </fieldset>
          {form.formError && <Alert kind="error">{form.formError}</Alert>}
          <Button type="submit" busy={form.submitting} block>
            Revisar la orden de domiciliación
          </Button>
        </form>
      )}
    </Popup>
  );
}
