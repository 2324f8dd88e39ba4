import { erroresConductor } from '@area-cliente/shared/domain';
import { TextField } from '@area-cliente/shared/ui';
import type { CamposProps, ModuloCambio } from './cambio';

function Campos({ form, opciones: o, set }: CamposProps) {
  const v = form.values;
  return (
    <fieldset className="pf-seleccion">
      <legend>Datos del nuevo conductor</legend>
      <TextField
        label="Nombre y apellidos"
        name="nombre"
        autoComplete="off"
        value={v.nombre}
        onValueChange={set('nombre')}
        error={form.errors.nombre}
      />
      <TextField
        label="NIF o NIE"
        name="numDoc"
        autoComplete="off"
        autoCapitalize="characters"
        maxLength={20}
        value={v.numDoc}
        onValueChange={set('numDoc')}
        error={form.errors.numDoc}
      />
      <TextField
        label="Fecha de nacimiento"
        name="fecNacimiento"
        type="date"
        max={o.desde}
        value={v.fecNacimiento}
        onValueChange={set('fecNacimiento')}
        error={form.errors.fecNacimiento}
      />
      <TextField
        label="Fecha del carné de conducir"
        name="fecCarne"
        type="date"
        max={o.desde}
        value={v.fecCarne}
        onValueChange={set('fecCarne')}
        error={form.errors.fecCarne}
      />
    </fieldset>
  );
}

/** A named driver in: their name, ID and dates, checked against the product's age and licence years. */
export const ALTA_CONDUCTOR: ModuloCambio = {
  cambio: (v) => ({
    tipo: 'ALTA_CONDUCTOR',
    conductor: { nombre: v.nombre, numDoc: v.numDoc, fecNacimiento: v.fecNacimiento, fecCarne: v.fecCarne },
  }),
  errores: (v, o, dia) =>
    erroresConductor(
      { nombre: v.nombre, numDoc: v.numDoc, fecNacimiento: v.fecNacimiento, fecCarne: v.fecCarne },
      o.tipoVehiculo ?? 'TURISMO',
      dia,
    ),
  Campos,
};
