import { api, appConfigAtom, isApiError, type RemoteProps } from '@area-cliente/shared';
import { CALLS } from '@area-cliente/shared/contract';
import { normalizeDocumento } from '@area-cliente/shared/domain';
import { useForm, validateDocumento, validateTerminos } from '@area-cliente/shared/forms';
import { Alert, Button, Card, Checkbox, TextField } from '@area-cliente/shared/ui';
import { useAtomValue } from 'jotai';
import { useState } from 'react';
import { isModoRecordar, saveFlow } from '../../registro/flow-state';
import '../../registro/registro.css';

type Values = { numDoc: string; terminos: boolean };

const TITULO_NUEVO = 'Nuevo Usuario';
const TITULO_RECORDAR = 'Recordar Contraseña';

const validate = ({ numDoc, terminos }: Values) => ({
  // Empty, malformed or wrong control character: caught here, before any call (SPEC §5 and beyond).
  numDoc: validateDocumento(numDoc),
  terminos: validateTerminos(terminos),
});

const isRecordar = () => isModoRecordar(globalThis.location?.search ?? '');

/**
 * /nif under registroNif ('Nuevo Usuario') and registroNifRecordar ('Recordar Contraseña', reached
 * with ?modo=recordar): the ID and the service terms start a new flow on the server.
 */
export function NifScreen({ navigate }: RemoteProps) {
  const [recordar] = useState(isRecordar);
  const config = useAtomValue(appConfigAtom);
  const form = useForm<Values>({ initialValues: { numDoc: '', terminos: false }, validate });

  const submit = form.handleSubmit(async ({ numDoc }) => {
    try {
      const info = await api.call(CALLS.verificaUsuario, {
        body: { numDoc: normalizeDocumento(numDoc), recordar },
      });
      saveFlow({ paso: 'telefono', recordar, telefono: info.telefono });
    } catch (error) {
      if (isApiError(error)) form.setFormError(error.mensaje);
      return;
    }
    navigate('/telefono');
  });

  const condiciones = config ? (
    <a href={config.urlAvisoLegal} target="_blank" rel="noopener noreferrer">
      condiciones del servicio
    </a>
  ) : (
    'condiciones del servicio'
  );

  return (
    <Card title={recordar ? TITULO_RECORDAR : TITULO_NUEVO} headingLevel={1} className="registro">
      <p className="registro__lead">
        {recordar
          ? 'Escribe tu NIF/CIF/NIE y te enviaremos un PIN por SMS para crear una contraseña nueva.'
          : 'Escribe tu NIF/CIF/NIE y te enviaremos un PIN por SMS para crear tu contraseña.'}
      </p>
      <form onSubmit={(event) => void submit(event)} noValidate>
        <TextField
          label="NIF/CIF/NIE"
          name="numDoc"
          autoComplete="username"
          autoCapitalize="characters"
          spellCheck={false}
          maxLength={20}
          value={form.values.numDoc}
          onValueChange={(value) => form.setValue('numDoc', value)}
          error={form.errors.numDoc}
        />
        <Checkbox
          label={<>He leído y acepto las {condiciones}</>}
          checked={form.values.terminos}
          onCheckedChange={(checked) => form.setValue('terminos', checked)}
          error={form.errors.terminos}
        />
        {form.formError && <Alert kind="error">{form.formError}</Alert>}
        <div className="registro__acciones">
          <Button type="submit" variant="primary" busy={form.submitting}>
            Continuar
          </Button>
          <Button variant="link" onClick={() => navigate('/login')}>
            Volver
          </Button>
        </div>
      </form>
    </Card>
  );
}
