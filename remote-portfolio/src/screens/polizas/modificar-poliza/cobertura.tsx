import { Alert, RadioGroup } from '@area-cliente/shared/ui';
import { ELIGE, type CamposProps, type ModuloCambio } from './cambio';

// One component for both directions, so switching between them keeps the same group on screen.
function Campos({ form, opciones: o, set }: CamposProps) {
  const alta = form.values.tipo === 'ALTA_COBERTURA';
  const opcionales = alta ? o.coberturasContratables : o.coberturasQuitables;
  return opcionales.length ? (
    <RadioGroup
      legend={alta ? 'Cobertura que quieres contratar' : 'Cobertura que quieres quitar'}
      options={opcionales.map((c) => ({ value: c, label: c }))}
      value={form.values.cobertura || null}
      onValueChange={set('cobertura')}
      error={form.errors.cobertura}
    />
  ) : (
    <Alert kind="info">
      {alta
        ? 'Tu póliza ya tiene todas las coberturas que puedes contratar.'
        : 'Tu póliza no tiene coberturas opcionales que puedas quitar.'}
    </Alert>
  );
}

/** An optional cover in or out: one of those the policy can take, or one of those it has. */
const cobertura = (tipo: 'ALTA_COBERTURA' | 'BAJA_COBERTURA'): ModuloCambio => ({
  cambio: (v) => ({ tipo, cobertura: v.cobertura }),
  errores: (v) => ({ cobertura: v.cobertura ? null : ELIGE.COBERTURA }),
  Campos,
});

export const ALTA_COBERTURA = cobertura('ALTA_COBERTURA');
export const BAJA_COBERTURA = cobertura('BAJA_COBERTURA');
