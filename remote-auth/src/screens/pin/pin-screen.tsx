import { api, isApiError, type RemoteProps } from '@area-cliente/shared';
import { CALLS } from '@area-cliente/shared/contract';
import { useForm } from '@area-cliente/shared/forms';
import { Alert, Button, Card, TextField } from '@area-cliente/shared/ui';
import { useEffect, useState } from 'react';
import { nifPath, saveFlow } from '../../registro/flow-state';
import { SmsDemoNota, useSmsDemo } from '../../registro/sms-demo';
import { useRegistroStep } from '../../registro/use-registro-step';
import '../../registro/registro.css';

const PIN_REQUERIDO = 'Escribe el PIN que te hemos enviado por SMS';
const PIN_FORMATO = 'El PIN tiene 6 números';
const PIN_REENVIADO = 'Te hemos enviado un PIN nuevo. El anterior ya no sirve.';

type Values = { pin: string };

const validate = ({ pin }: Values) => {
  const value = pin.trim();
  if (!value) return { pin: PIN_REQUERIDO };
  return { pin: /^\d{6}$/.test(value) ? null : PIN_FORMATO };
};

/** Seconds left until `until` (epoch ms), ticking every second while above zero. */
function useSecondsLeft(until: number | undefined): number {
  const left = () => Math.max(0, Math.ceil(((until ?? 0) - Date.now()) / 1000));
  const [seconds, setSeconds] = useState(left);
  useEffect(() => {
    setSeconds(left());
    if (!until || until <= Date.now()) return;
    const timer = setInterval(() => {
      const s = left();
      setSeconds(s);
      if (s === 0) clearInterval(timer);
    }, 1000);
    return () => clearInterval(timer);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- `left` only reads `until`
  }, [until]);
  return seconds;
}

/**
 * /pin: the 6-digit PIN sent by SMS (one-time-code autofill on phones), with a timed resend. In the
 * demo, a boxed note shows the SMS itself, so registration can be tried without the customer's phone.
 */
export function PinScreen({ navigate }: RemoteProps) {
  const { flow, setFlow } = useRegistroStep(['pin'], navigate);
  const form = useForm<Values>({ initialValues: { pin: '' }, validate });
  const [aviso, setAviso] = useState<string | null>(null);
  const [reenviando, setReenviando] = useState(false);
  const espera = useSecondsLeft(flow?.reenvioHasta);
  const smsDemo = useSmsDemo(flow?.reenvioHasta);
  if (!flow) return null;

  const submit = form.handleSubmit(async ({ pin }) => {
    try {
      await api.call(CALLS.verificarPin, { body: { pin: pin.trim() } });
    } catch (error) {
      if (isApiError(error)) form.setFormError(error.mensaje);
      return;
    }
    saveFlow({ paso: 'claves', recordar: flow.recordar, telefono: flow.telefono });
    navigate('/claves');
  });

  const reenviar = async () => {
    setReenviando(true);
    setAviso(null);
    try {
      const data = await api.call(CALLS.generarPinAcceso);
      const next = { ...flow, reenvioHasta: Date.now() + data.reenvioEnSegundos * 1000 };
      saveFlow(next);
      setFlow(next);
      form.setValue('pin', '');
      setAviso(PIN_REENVIADO);
    } catch (error) {
      if (isApiError(error)) form.setFormError(error.mensaje);
    } finally {
      setReenviando(false);
    }
  };

  return (
    <Card title="Introduce el PIN" headingLevel={1} className="registro">
      <p className="registro__lead">
        Te hemos enviado un SMS con un PIN de 6 números al teléfono {flow.telefono}. Caduca en 10 minutos.
      </p>
      <SmsDemoNota nota={smsDemo} />
      <form onSubmit={(event) => void submit(event)} noValidate>
        <TextField
          label="PIN"
          name="pin"
          className="registro__pin-field"
          inputMode="numeric"
          autoComplete="one-time-code"
          pattern="[0-9]*"
          maxLength={6}
          value={form.values.pin}
          onValueChange={(value) => form.setValue('pin', value.replace(/\D/g, ''))}
          error={form.errors.pin}
        />
        {aviso && <Alert kind="success">{aviso}</Alert>}
        {form.formError && <Alert kind="error">{form.formError}</Alert>}
        <div className="registro__acciones">
          <Button type="submit" variant="primary" busy={form.submitting}>
            Continuar
          </Button>
          <Button variant="secondary" disabled={espera > 0} busy={reenviando} onClick={() => void reenviar()}>
            Reenviar PIN
          </Button>
          <p className="registro__espera">
            {espera > 0
              ? `Podrás pedir otro PIN dentro de ${espera} s.`
              : '¿No te ha llegado? Puedes pedir otro PIN.'}
          </p>
          <Button variant="link" onClick={() => navigate(nifPath(flow.recordar))}>
            Volver a empezar
          </Button>
        </div>
      </form>
    </Card>
  );
}
