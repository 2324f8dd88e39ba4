import { erroresConductor, type ConductorNuevo } from '@area-cliente/shared/domain';
import { TextField } from '@area-cliente/shared/ui';
import type { CamposProps, ModuloCambio, Valores } from './cambio';

function Campos({ opciones: o, campo }: CamposProps) {
  return (
    <fieldset className="pf-seleccion">
      <legend>Datos del nuevo conductor</legend>
      <TextField label="Nombre y apellidos" {...campo('nombre')} autoComplete="off" />
      <TextField
        label="NIF o NIE"
        {...campo('numDoc')}
        autoComplete="off"
        autoCapitalize="characters"
        maxLength={20}
      />
      <TextField label="Fecha de nacimiento" {...campo('fecNacimiento')} type="date" max={o.desde} />
      <TextField label="Fecha del carné de conducir" {...campo('fecCarne')} type="date" max={o.desde} />
    </fieldset>
  );
}

const conductor = (v: Valores): ConductorNuevo => ({
  nombre: v.nombre,
  numDoc: v.numDoc,
  fecNacimiento: v.fecNacimiento,
  fecCarne: v.fecCarne,
});

/** A named driver in: their name, ID and dates, checked against the product's age and licence years. */
export const ALTA_CONDUCTOR: ModuloCambio = {
  cambio: (v) => ({ tipo: 'ALTA_CONDUCTOR', conductor: conductor(v) }),
  errores: (v, o, dia) => erroresConductor(conductor(v), o.tipoVehiculo ?? 'TURISMO', dia),
  Campos,
};
