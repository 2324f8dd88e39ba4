import { appConfigAtom, isApiError, type RemoteProps } from '@area-cliente/shared';
import { useForm, validateConsentimiento } from '@area-cliente/shared/forms';
import { Alert, Button, Card, RadioGroup } from '@area-cliente/shared/ui';
import { useCliente } from '@area-cliente/shared/query';
import { useAtomValue } from 'jotai';
import { guardarConsentimiento } from './consentimiento-api';
import '../../registro/registro.css';

type Respuesta = 'si' | 'no';
type Values = { respuesta: Respuesta | null };

const OPCIONES = [
  { value: 'si', label: 'Sí' },
  { value: 'no', label: 'No' },
] as const;

const validate = ({ respuesta }: Values) => ({
  respuesta: validateConsentimiento(respuesta === null ? null : respuesta === 'si'),
});

const respuestaDe = (gdpr: boolean | undefined): Respuesta | null =>
  gdpr === undefined ? null : gdpr ? 'si' : 'no';

/** /gdpr: an explicit yes or no for promotions from the company and partners, then 'Finalizar'. */
export function GdprScreen({ navigate }: RemoteProps) {
  const config = useAtomValue(appConfigAtom);
  const cliente = useCliente();
  // A pending consent starts with nothing chosen: the customer must answer (SPEC §5).
  const form = useForm<Values>({
    initialValues: { respuesta: respuestaDe(cliente?.gdprEmpresas) },
    validate,
  });

  const submit = form.handleSubmit(async ({ respuesta }) => {
    try {
      await guardarConsentimiento(respuesta === 'si');
    } catch (error) {
      if (isApiError(error)) form.setFormError(error.mensaje);
      return;
    }
    navigate('/inicio', { replace: true });
  });

  return (
    <Card title="Protección de datos" headingLevel={1} className="registro">
      <form onSubmit={(event) => void submit(event)} noValidate>
        <RadioGroup
          legend="¿Quieres recibir ofertas y novedades de la compañía y de sus empresas colaboradoras?"
          options={OPCIONES}
          inline
          value={form.values.respuesta}
          onValueChange={(value) => form.setValue('respuesta', value)}
          error={form.errors.respuesta}
        />
        {config && (
          <p>
            <a href={config.urlPrivacidad} target="_blank" rel="noopener noreferrer">
              Política de privacidad
            </a>
          </p>
        )}
        {form.formError && <Alert kind="error">{form.formError}</Alert>}
        <div className="registro__acciones">
          <Button type="submit" variant="primary" busy={form.submitting}>
            Finalizar
          </Button>
        </div>
      </form>
    </Card>
  );
}
