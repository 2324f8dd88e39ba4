import { api } from '@area-cliente/shared';
import {
  CALLS,
  type OpcionesSuplemento,
  type PresupuestoSuplemento,
  type Suplemento,
} from '@area-cliente/shared/contract';
import { ETIQUETA_CAMBIO, errorFechaEfecto, formatDate, type TipoCambio } from '@area-cliente/shared/domain';
import { useForm } from '@area-cliente/shared/forms';
import { invalidatePortfolio, queryClient } from '@area-cliente/shared/query';
import { Alert, Button, RadioGroup, TextField } from '@area-cliente/shared/ui';
import { useEffect, useRef, useState } from 'react';
import { ConfirmarConPin, showRechazo, useSegundoFactor } from '../../../components/confirmar-con-pin';
import { ALTA_CONDUCTOR } from './alta-conductor';
import { BAJA_CONDUCTOR } from './baja-conductor';
import { ELIGE, type CamposProps, type Errores, type ModuloCambio, type Valores } from './cambio';
import { ALTA_COBERTURA, BAJA_COBERTURA } from './cobertura';
import { Presupuesto } from './presupuesto';
import { VEHICULO } from './vehiculo';

const MODULOS: Record<TipoCambio, ModuloCambio> = {
  ALTA_CONDUCTOR,
  BAJA_CONDUCTOR,
  VEHICULO,
  ALTA_COBERTURA,
  BAJA_COBERTURA,
};

/** The form's problems, each beside its field: the domain's rules, as the API applies them. */
function errores(v: Valores, o: OpcionesSuplemento): Errores {
  if (!v.tipo) return { tipo: ELIGE.CAMBIO };
  const efecto = errorFechaEfecto(v.efecto, o.desde);
  return { ...MODULOS[v.tipo].errores(v, o, efecto ? o.desde : v.efecto), efecto };
}

/** After the change: the policy, its covers and the portfolio are read again. */
function refrescar() {
  void invalidatePortfolio();
  void queryClient.invalidateQueries({ queryKey: [CALLS.polizaVeh.path] });
  void queryClient.invalidateQueries({ queryKey: [CALLS.polizaHog.path] });
  void queryClient.invalidateQueries({ queryKey: [CALLS.coberturasPoliza.path] });
}

/**
 * The frame every change kind shares: the choice of kind, its fields (its module's) and the effective
 * day, then the quote and the confirmation with a code by SMS or a passkey.
 */
export function Formulario({
  opciones: o,
  idPoliza,
  onHecho,
}: {
  opciones: OpcionesSuplemento;
  idPoliza: number;
  onHecho: (s: Suplemento) => void;
}) {
  const segundoFactor = useSegundoFactor();
  const [presupuesto, setPresupuesto] = useState<PresupuestoSuplemento | null>(null);
  // One key per quote confirmed: a repeated press (or a lost answer) applies the change once.
  const clave = useRef<string>('');
  const region = useRef<HTMLElement>(null);
  const campos = useRef<HTMLFormElement>(null);
  const form = useForm<Valores>({
    initialValues: {
      tipo: o.cambios.length === 1 ? (o.cambios[0] ?? null) : null,
      nombre: '',
      numDoc: '',
      fecNacimiento: '',
      fecCarne: '',
      idConductor: '',
      matricula: '',
      marca: '',
      modelo: '',
      version: '',
      uso: 'PARTICULAR',
      cobertura: '',
      efecto: o.desde,
      pin: '',
    },
    validate: (v) => (presupuesto ? { pin: segundoFactor.errorPin(v.pin) } : errores(v, o)),
  });
  const v = form.values;
  const set =
    <K extends keyof Valores>(k: K) =>
    (value: Valores[K]) =>
      form.setValue(k, value);
  const campo: CamposProps['campo'] = (name) => ({
    name,
    value: v[name],
    onValueChange: set(name),
    error: form.errors[name],
  });

  // Between the steps the keyboard goes to what is read next: the quote, or back to the form.
  useEffect(() => {
    if (presupuesto) region.current?.focus();
    else campos.current?.querySelector<HTMLElement>('input:checked, input')?.focus();
  }, [presupuesto]);

  const calcular = form.handleSubmit(async (values) => {
    if (!values.tipo) return;
    try {
      const q = await api.call(CALLS.presupuestoSuplemento, {
        params: { idPoliza: String(idPoliza) },
        body: { cambio: MODULOS[values.tipo].cambio(values), efecto: values.efecto },
      });
      clave.current = crypto.randomUUID();
      setPresupuesto(q);
    } catch (error) {
      showRechazo(form, error);
    }
  });

  const confirmar = form.handleSubmit(async (values) => {
    if (!values.tipo) return;
    try {
      const hecho = await api.call(CALLS.confirmaSuplemento, {
        params: { idPoliza: String(idPoliza) },
        body: {
          cambio: MODULOS[values.tipo].cambio(values),
          efecto: values.efecto,
          clave: clave.current,
          ...segundoFactor.factor(values.pin),
        },
      });
      refrescar();
      onHecho(hecho);
    } catch (error) {
      showRechazo(form, error);
    }
  });

  if (presupuesto)
    return (
      <form onSubmit={(event) => void confirmar(event)} noValidate>
        <Presupuesto q={presupuesto} ref={region} />
        <Button
          variant="link"
          onClick={() => {
            form.setFormError(null);
            setPresupuesto(null);
          }}
        >
          Cambiar los datos
        </Button>
        <ConfirmarConPin accion="suplemento" {...segundoFactor.props(form, confirmar)} />
        {form.formError && <Alert kind="error">{form.formError}</Alert>}
        <Button type="submit" busy={form.submitting} block>
          Confirmar el cambio
        </Button>
      </form>
    );

  const Campos = v.tipo && MODULOS[v.tipo].Campos;
  return (
    <form ref={campos} onSubmit={(event) => void calcular(event)} noValidate>
      <RadioGroup
        legend="¿Qué quieres cambiar?"
        options={o.cambios.map((c) => ({ value: c, label: ETIQUETA_CAMBIO[c] }))}
        value={v.tipo}
        onValueChange={(tipo) => {
          form.setValue('tipo', tipo);
          form.setValue('cobertura', '');
        }}
        error={form.errors.tipo}
      />
      {Campos && <Campos form={form} opciones={o} set={set} campo={campo} />}
      {v.tipo && (
        <TextField
          label="Fecha de efecto"
          {...campo('efecto')}
          type="date"
          min={o.desde}
          max={o.hasta}
          hint={`Hoy o cualquier día hasta el ${formatDate(o.hasta)}.`}
        />
      )}
      {form.formError && <Alert kind="error">{form.formError}</Alert>}
      <Button type="submit" busy={form.submitting} block>
        Calcular el precio
      </Button>
    </form>
  );
}
