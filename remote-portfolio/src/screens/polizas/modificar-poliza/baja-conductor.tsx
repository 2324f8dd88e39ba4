import { Alert, RadioGroup } from '@area-cliente/shared/ui';
import { ELIGE, type CamposProps, type ModuloCambio } from './cambio';

function Campos({ form, opciones: o, set }: CamposProps) {
  const ocasionales = o.conductores.filter((c) => !c.habitual);
  return ocasionales.length ? (
    <RadioGroup
      legend="Conductor que quieres quitar"
      options={ocasionales.map((c) => ({ value: String(c.idConductor), label: c.nombre }))}
      value={form.values.idConductor || null}
      onValueChange={set('idConductor')}
      hint="El conductor habitual no se puede quitar."
      error={form.errors.idConductor}
    />
  ) : (
    <Alert kind="info">Tu póliza no tiene otros conductores además del habitual.</Alert>
  );
}

/** An occasional driver out; the usual driver stays. */
export const BAJA_CONDUCTOR: ModuloCambio = {
  cambio: (v) => ({ tipo: 'BAJA_CONDUCTOR', idConductor: Number(v.idConductor) }),
  errores: (v) => ({ idConductor: v.idConductor ? null : ELIGE.CONDUCTOR }),
  Campos,
};
