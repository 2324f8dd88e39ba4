import { ETIQUETA_USO, erroresVehiculo, USOS_VEHICULO } from '@area-cliente/shared/domain';
import { RadioGroup, TextField } from '@area-cliente/shared/ui';
import type { CamposProps, ModuloCambio } from './cambio';

function Campos({ form, opciones: o, set, campo }: CamposProps) {
  return (
    <fieldset className="pf-seleccion">
      <legend>
        Nuevo vehículo
        {o.vehiculo ? ` (sustituye a ${o.vehiculo.marca} ${o.vehiculo.modelo}, ${o.vehiculo.matricula})` : ''}
      </legend>
      <TextField
        label="Matrícula"
        {...campo('matricula')}
        autoComplete="off"
        autoCapitalize="characters"
        maxLength={15}
        placeholder="1234 LMN"
      />
      <TextField label="Marca" {...campo('marca')} />
      <TextField label="Modelo" {...campo('modelo')} />
      <TextField label="Versión" {...campo('version')} />
      <RadioGroup
        legend="Uso"
        inline
        options={USOS_VEHICULO.map((u) => ({ value: u, label: ETIQUETA_USO[u] }))}
        value={form.values.uso}
        onValueChange={set('uso')}
      />
    </fieldset>
  );
}

/** The insured vehicle replaced by another: its plate, make, model, version and use. */
export const VEHICULO: ModuloCambio = {
  cambio: (v) => ({
    tipo: 'VEHICULO',
    vehiculo: { matricula: v.matricula, marca: v.marca, modelo: v.modelo, version: v.version, uso: v.uso },
  }),
  errores: (v) => erroresVehiculo(v),
  Campos,
};
