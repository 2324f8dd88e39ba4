import {
  Alert,
  api,
  bancoDeIban,
  Button,
  CALLS,
  Checkbox,
  DOWNLOADS,
  IBAN_MAX_LENGTH,
  isApiError,
  type Mandato,
  normalizeIban,
  normalizePassword,
  openDownload,
  PasswordField,
  polizaEntries,
  Popup,
  RadioGroup,
  TextField,
  useForm,
  validateIban,
} from '@area-cliente/shared';
import { invalidatePortfolio, usePortfolio } from '@area-cliente/shared/query';
import { useState } from 'react';
import { polizaPropia } from './seleccion-polizas';
import { showRefusal } from '../../components/refusal';

type Confirmacion = 'password' | 'pin';
type Valores = { iban: string; confirmacion: Confirmacion; passwordActual: string; pin: string };

const ELIGE_POLIZA = 'Elige al menos una póliza';
const ESCRIBE_CLAVE = 'Escribe tu contraseña actual';
const ESCRIBE_PIN = 'Escribe el PIN de 6 cifras que te hemos enviado';

/** The IBAN's check as the customer types: only once it is complete (or submitted), not at each key. */
const completo = (typed: string) => normalizeIban(typed).length >= 24;

/** Opens the customer's copy of a signed SEPA mandate in a new tab. */
export const descargarMandato = (referencia: string) =>
  openDownload('MANDATO_SEPA', referencia, DOWNLOADS.mandatoSepa, { referencia });

/**
 * 'Cambiar cuenta de cobro' (issue 31): the new IBAN, checked as typed with the bank's name, the
 * in-force policies it applies to, and the confirmation with the current password or an SMS PIN.
 */
export function CuentaCobroPopup({ onClose }: { onClose: (cambiada: boolean) => void }) {
  const portfolio = usePortfolio();
  const polizas = portfolio ? polizaEntries(portfolio).filter(polizaPropia) : [];
  const [marcadas, setMarcadas] = useState<Set<number>>(() => new Set(polizas.map((e) => e.poliza.idPoliza)));
  const [pinEnviado, setPinEnviado] = useState<string | null>(null);
  const [enviandoPin, setEnviandoPin] = useState(false);
  const [errorPolizas, setErrorPolizas] = useState<string | null>(null);
  const [hecho, setHecho] = useState<Mandato | null>(null);
  const form = useForm<Valores>({
    initialValues: { iban: '', confirmacion: 'password', passwordActual: '', pin: '' },
    validate: ({ iban, confirmacion, passwordActual, pin }) => ({
      iban: validateIban(iban),
      passwordActual:
        confirmacion === 'password' && !normalizePassword(passwordActual) ? ESCRIBE_CLAVE : null,
      pin: confirmacion === 'pin' && !/^\d{6}$/.test(pin.trim()) ? ESCRIBE_PIN : null,
    }),
  });
  const { iban, confirmacion } = form.values;
  const errorIban = form.errors.iban ?? (completo(iban) ? validateIban(iban) : null);
  const banco = !errorIban && completo(iban) ? bancoDeIban(iban) : null;

  async function pedirPin() {
    setEnviandoPin(true);
    try {
      const { telefono } = await api.call(CALLS.pinCuentaCobro, { body: {} });
      setPinEnviado(telefono);
    } catch (error) {
      if (isApiError(error)) form.setFieldError('pin', error.mensaje);
    } finally {
      setEnviandoPin(false);
    }
  }

  const enviar = form.handleSubmit(async (values) => {
    if (marcadas.size === 0) return setErrorPolizas(ELIGE_POLIZA);
    try {
      const { mandato } = await api.call(CALLS.cambiaCuentaCobro, {
        body: {
          iban: values.iban,
          polizas: [...marcadas],
          ...(values.confirmacion === 'password'
            ? { passwordActual: normalizePassword(values.passwordActual) }
            : { pin: values.pin.trim() }),
        },
      });
      void invalidatePortfolio();
      setHecho(mandato);
    } catch (error) {
      showRefusal(form, error);
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
      ) : (
        <form onSubmit={(event) => void enviar(event)} noValidate>
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
          <RadioGroup<Confirmacion>
            legend="Confirma el cambio con"
            value={confirmacion}
            onValueChange={(value) => form.setValue('confirmacion', value)}
            options={[
              { value: 'password', label: 'Tu contraseña' },
              { value: 'pin', label: 'Un PIN por SMS a tu móvil' },
            ]}
          />
          {confirmacion === 'password' ? (
            <PasswordField
              label="Contraseña actual"
              name="passwordActual"
              value={form.values.passwordActual}
              onValueChange={(value) => form.setValue('passwordActual', value)}
              error={form.errors.passwordActual}
            />
          ) : (
            <>
              <Button variant="secondary" busy={enviandoPin} onClick={() => void pedirPin()}>
                {pinEnviado ? 'Enviarme otro PIN' : 'Enviarme un PIN'}
              </Button>
              <TextField
                label="PIN recibido por SMS"
                name="pin"
                inputMode="numeric"
                autoComplete="one-time-code"
                maxLength={6}
                value={form.values.pin}
                onValueChange={(value) => form.setValue('pin', value.replace(/\D/g, ''))}
                hint={pinEnviado ? `Te lo hemos enviado al ${pinEnviado}.` : undefined}
                error={form.errors.pin}
              />
            </>
          )}
          {form.formError && <Alert kind="error">{form.formError}</Alert>}
          <Button type="submit" busy={form.submitting} block>
            Cambiar cuenta de cobro
          </Button>
        </form>
      )}
    </Popup>
  );
}
