import { api, isApiError, type RemoteProps } from '@area-cliente/shared';
import { CALLS } from '@area-cliente/shared/contract';
import { useForm, validateEmailRegistro } from '@area-cliente/shared/forms';
import { Alert, Button, Card, ScreenSkeleton, TextField } from '@area-cliente/shared/ui';
import { refreshPortfolio } from '@area-cliente/shared/query';
import { pasoTrasEmail, polizasParaEmail } from '../../registro/siguiente-paso';
import { useClaveTrasPlazo } from '../../registro/clave-tras-plazo';
import { useSesionRegistrada } from '../../registro/use-sesion-registrada';
import '../../registro/registro.css';

type Values = { email: string; repetido: string };

// One message for both fields (SPEC §5): it sits under the second one.
const validate = ({ email, repetido }: Values) => ({ repetido: validateEmailRegistro(email, repetido) });

/** /email: the e-mail typed twice, then 'Terminar'. */
export function EmailScreen({ navigate }: RemoteProps) {
  const portfolio = useSesionRegistrada(navigate);
  const clave = useClaveTrasPlazo();
  const form = useForm<Values>({
    initialValues: { email: '', repetido: '' },
    validate,
    clearOnChange: 'all',
  });
  if (!portfolio) return <ScreenSkeleton />;

  const submit = form.handleSubmit(async ({ email }) => {
    try {
      await api.call(CALLS.actualizaEmail, {
        body: {
          email: email.trim(),
          polizas: polizasParaEmail(portfolio),
          idCliente: portfolio.cliente.idCliente,
          ...clave.extra(),
        },
      });
    } catch (error) {
      if (clave.primeraPeticion(error)) return;
      if (isApiError(error)) form.setFormError(error.mensaje);
      return;
    }
    const fresh = (await refreshPortfolio()) ?? portfolio;
    navigate(pasoTrasEmail(fresh.cliente), { replace: true });
  });

  return (
    <Card title="Tu e-mail" headingLevel={1} className="registro">
      <p className="registro__lead">Escribe el e-mail donde quieres recibir nuestras comunicaciones.</p>
      <form onSubmit={(event) => void submit(event)} noValidate>
        <TextField
          label="E-mail"
          name="email"
          type="email"
          autoComplete="email"
          inputMode="email"
          maxLength={254}
          value={form.values.email}
          onValueChange={(value) => form.setValue('email', value)}
          aria-invalid={form.errors.repetido ? true : undefined}
        />
        <TextField
          label="Repite el e-mail"
          name="repetido"
          type="email"
          autoComplete="email"
          inputMode="email"
          maxLength={254}
          value={form.values.repetido}
          onValueChange={(value) => form.setValue('repetido', value)}
          error={form.errors.repetido}
        />
        {clave.campo}
        {form.formError && <Alert kind="error">{form.formError}</Alert>}
        <div className="registro__acciones">
          <Button type="submit" variant="primary" busy={form.submitting}>
            Terminar
          </Button>
        </div>
      </form>
    </Card>
  );
}
