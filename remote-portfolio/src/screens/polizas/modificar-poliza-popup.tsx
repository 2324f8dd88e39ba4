import { api } from '@area-cliente/shared';
import {
  CALLS,
  DOWNLOADS,
  type OpcionesSuplemento,
  type PresupuestoSuplemento,
  type PresupuestoSuplementoRequest,
  type Suplemento,
} from '@area-cliente/shared/contract';
import {
  ETIQUETA_CAMBIO,
  ETIQUETA_USO,
  errorFechaEfecto,
  erroresConductor,
  erroresVehiculo,
  formatAmount,
  formatDate,
  USOS_VEHICULO,
  type TipoCambio,
  type UsoVehiculo,
} from '@area-cliente/shared/domain';
import { openDownload } from '@area-cliente/shared/downloads';
import { useForm } from '@area-cliente/shared/forms';
import { invalidatePortfolio, queryClient, useCallQuery } from '@area-cliente/shared/query';
import { Alert, Button, DataList, Loaded, Popup, RadioGroup, TextField } from '@area-cliente/shared/ui';
import { useEffect, useRef, useState } from 'react';
import { ConfirmarConPin, showRechazo, useSegundoFactor } from '../../components/confirmar-con-pin';

type Valores = {
  tipo: TipoCambio | null;
  nombre: string;
  numDoc: string;
  fecNacimiento: string;
  fecCarne: string;
  idConductor: string;
  matricula: string;
  marca: string;
  modelo: string;
  version: string;
  uso: UsoVehiculo;
  cobertura: string;
  efecto: string;
  pin: string;
};

export const ELIGE = {
  CAMBIO: 'Elige qué quieres cambiar',
  CONDUCTOR: 'Elige el conductor que quieres quitar',
  COBERTURA: 'Elige la cobertura',
} as const;

/** The change the form describes, as the quote and the confirmation send it. */
function cambioDe(v: Valores): PresupuestoSuplementoRequest['cambio'] | null {
  switch (v.tipo) {
    case 'ALTA_CONDUCTOR':
      return {
        tipo: v.tipo,
        conductor: {
          nombre: v.nombre,
          numDoc: v.numDoc,
          fecNacimiento: v.fecNacimiento,
          fecCarne: v.fecCarne,
        },
      };
    case 'BAJA_CONDUCTOR':
      return { tipo: v.tipo, idConductor: Number(v.idConductor) };
    case 'VEHICULO':
      return {
        tipo: v.tipo,
        vehiculo: {
          matricula: v.matricula,
          marca: v.marca,
          modelo: v.modelo,
          version: v.version,
          uso: v.uso,
        },
      };
    case 'ALTA_COBERTURA':
    case 'BAJA_COBERTURA':
      return { tipo: v.tipo, cobertura: v.cobertura };
    default:
      return null;
  }
}

/** The form's problems, each beside its field: the domain's rules, as the API applies them. */
function errores(v: Valores, o: OpcionesSuplemento): Partial<Record<keyof Valores, string | null>> {
  const efecto = errorFechaEfecto(v.efecto, o.desde);
  switch (v.tipo) {
    case null:
      return { tipo: ELIGE.CAMBIO };
    case 'ALTA_CONDUCTOR':
      return {
        ...erroresConductor(
          { nombre: v.nombre, numDoc: v.numDoc, fecNacimiento: v.fecNacimiento, fecCarne: v.fecCarne },
          o.tipoVehiculo ?? 'TURISMO',
          efecto ? o.desde : v.efecto,
        ),
        efecto,
      };
    case 'BAJA_CONDUCTOR':
      return { idConductor: v.idConductor ? null : ELIGE.CONDUCTOR, efecto };
    case 'VEHICULO':
      return { ...erroresVehiculo(v), efecto };
    default:
      return { cobertura: v.cobertura ? null : ELIGE.COBERTURA, efecto };
  }
}

/** Opens a supplement's document (a contract document of the policy) in a new tab. */
const descargarSuplemento = (idDocumento: number) =>
  openDownload('CCPP', String(idDocumento), DOWNLOADS.ccpp, { id: String(idDocumento) });

/** After the change: the policy, its covers and the portfolio are read again. */
function refrescar() {
  void invalidatePortfolio();
  void queryClient.invalidateQueries({ queryKey: [CALLS.polizaVeh.path] });
  void queryClient.invalidateQueries({ queryKey: [CALLS.polizaHog.path] });
  void queryClient.invalidateQueries({ queryKey: [CALLS.coberturasPoliza.path] });
}

function Importe({ q }: { q: PresupuestoSuplemento }) {
  if (q.importe > 0) return <>{`${formatAmount(q.importe)} a pagar ahora`}</>;
  if (q.importe < 0) return <>{`Te devolveremos ${formatAmount(-q.importe)}`}</>;
  return <>Nada que pagar ni devolver</>;
}

function Formulario({
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

  // Between the steps the keyboard goes to what is read next: the quote, or back to the form.
  useEffect(() => {
    if (presupuesto) region.current?.focus();
    else campos.current?.querySelector<HTMLElement>('input:checked, input')?.focus();
  }, [presupuesto]);

  const calcular = form.handleSubmit(async (values) => {
    const cambio = cambioDe(values);
    if (!cambio) return;
    try {
      const q = await api.call(CALLS.presupuestoSuplemento, {
        params: { idPoliza: String(idPoliza) },
        body: { cambio, efecto: values.efecto },
      });
      clave.current = crypto.randomUUID();
      setPresupuesto(q);
    } catch (error) {
      showRechazo(form, error);
    }
  });

  const confirmar = form.handleSubmit(async (values) => {
    const cambio = cambioDe(values);
    if (!cambio) return;
    try {
      const hecho = await api.call(CALLS.confirmaSuplemento, {
        params: { idPoliza: String(idPoliza) },
        body: { cambio, efecto: values.efecto, clave: clave.current, ...segundoFactor.factor(values.pin) },
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
        <section ref={region} tabIndex={-1} aria-labelledby="pf-suplemento-resumen" className="pf-suplemento">
          <h3 id="pf-suplemento-resumen">Tu cambio</h3>
          <DataList
            items={[
              { label: 'Prima anual actual', value: formatAmount(presupuesto.primaActual) },
              { label: 'Nueva prima anual', value: formatAmount(presupuesto.primaNueva) },
              {
                label: `Por los ${presupuesto.diasRestantes} días hasta la renovación`,
                value: <Importe q={presupuesto} />,
              },
              { label: 'Fecha de efecto', value: formatDate(presupuesto.efecto) },
            ]}
          />
          <p>{presupuesto.texto}</p>
        </section>
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

  const opcionales = v.tipo === 'ALTA_COBERTURA' ? o.coberturasContratables : o.coberturasQuitables;
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
      {v.tipo === 'ALTA_CONDUCTOR' && (
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
      )}
      {v.tipo === 'BAJA_CONDUCTOR' &&
        (o.conductores.some((c) => !c.habitual) ? (
          <RadioGroup
            legend="Conductor que quieres quitar"
            options={o.conductores
              .filter((c) => !c.habitual)
              .map((c) => ({ value: String(c.idConductor), label: c.nombre }))}
            value={v.idConductor || null}
            onValueChange={set('idConductor')}
            hint="El conductor habitual no se puede quitar."
            error={form.errors.idConductor}
          />
        ) : (
          <Alert kind="info">Tu póliza no tiene otros conductores además del habitual.</Alert>
        ))}
      {v.tipo === 'VEHICULO' && (
        <fieldset className="pf-seleccion">
          <legend>
            Nuevo vehículo
            {o.vehiculo
              ? ` (sustituye a ${o.vehiculo.marca} ${o.vehiculo.modelo}, ${o.vehiculo.matricula})`
              : ''}
          </legend>
          <TextField
            label="Matrícula"
            name="matricula"
            autoComplete="off"
            autoCapitalize="characters"
            maxLength={15}
            placeholder="1234 LMN"
            value={v.matricula}
            onValueChange={set('matricula')}
            error={form.errors.matricula}
          />
          <TextField
            label="Marca"
            name="marca"
            value={v.marca}
            onValueChange={set('marca')}
            error={form.errors.marca}
          />
          <TextField
            label="Modelo"
            name="modelo"
            value={v.modelo}
            onValueChange={set('modelo')}
            error={form.errors.modelo}
          />
          <TextField
            label="Versión"
            name="version"
            value={v.version}
            onValueChange={set('version')}
            error={form.errors.version}
          />
          <RadioGroup
            legend="Uso"
            inline
            options={USOS_VEHICULO.map((u) => ({ value: u, label: ETIQUETA_USO[u] }))}
            value={v.uso}
            onValueChange={set('uso')}
          />
        </fieldset>
      )}
      {(v.tipo === 'ALTA_COBERTURA' || v.tipo === 'BAJA_COBERTURA') &&
        (opcionales.length ? (
          <RadioGroup
            legend={
              v.tipo === 'ALTA_COBERTURA' ? 'Cobertura que quieres contratar' : 'Cobertura que quieres quitar'
            }
            options={opcionales.map((c) => ({ value: c, label: c }))}
            value={v.cobertura || null}
            onValueChange={set('cobertura')}
            error={form.errors.cobertura}
          />
        ) : (
          <Alert kind="info">
            {v.tipo === 'ALTA_COBERTURA'
              ? 'Tu póliza ya tiene todas las coberturas que puedes contratar.'
              : 'Tu póliza no tiene coberturas opcionales que puedas quitar.'}
          </Alert>
        ))}
      {v.tipo && (
        <TextField
          label="Fecha de efecto"
          name="efecto"
          type="date"
          min={o.desde}
          max={o.hasta}
          value={v.efecto}
          onValueChange={set('efecto')}
          hint={`Hoy o cualquier día hasta el ${formatDate(o.hasta)}.`}
          error={form.errors.efecto}
        />
      )}
      {form.formError && <Alert kind="error">{form.formError}</Alert>}
      <Button type="submit" busy={form.submitting} block>
        Calcular el precio
      </Button>
    </form>
  );
}

/**
 * 'Modificar la póliza': choose a change (a driver in or out, the vehicle, an optional cover), fill it
 * in, read its quote (the new annual premium, what the days left cost or give back, the effective day
 * and the text of the change) and confirm it with a code by SMS or a passkey.
 */
function ModificarPolizaPopup({ idPoliza, onClose }: { idPoliza: number; onClose: () => void }) {
  const opciones = useCallQuery(CALLS.opcionesSuplemento, { params: { idPoliza: String(idPoliza) } });
  const [hecho, setHecho] = useState<Suplemento | null>(null);
  return (
    <Popup open onClose={onClose} title="Modificar la póliza">
      {hecho ? (
        <>
          <Alert kind="success">
            Hemos modificado tu póliza con el suplemento nº {hecho.numero}, con efecto el{' '}
            {formatDate(hecho.efecto)}. Lo tienes en Mis documentos.
          </Alert>
          <p>{hecho.texto}</p>
          {hecho.recibo && (
            <p>
              Puedes pagar ahora el recibo {hecho.recibo.numRecibo} de {formatAmount(hecho.importe)} desde
              Recibos.
            </p>
          )}
          <div className="pf-acciones">
            <Button variant="secondary" onClick={() => void descargarSuplemento(hecho.idDocumento)}>
              Descargar el suplemento
            </Button>
            <Button onClick={onClose}>Cerrar</Button>
          </div>
        </>
      ) : (
        <Loaded state={opciones}>
          {(o) =>
            o.bloqueo ? (
              <Alert kind="error">{o.bloqueo}</Alert>
            ) : (
              <Formulario opciones={o} idPoliza={idPoliza} onHecho={setHecho} />
            )
          }
        </Loaded>
      )}
    </Popup>
  );
}

/** 'Modificar la póliza' under a policy's title, and its popup; the focus goes back to it on closing. */
export function ModificarPoliza({ idPoliza }: { idPoliza: number }) {
  const [abierto, setAbierto] = useState(false);
  return (
    <>
      <Button variant="secondary" onClick={() => setAbierto(true)}>
        Modificar la póliza
      </Button>
      {abierto && <ModificarPolizaPopup idPoliza={idPoliza} onClose={() => setAbierto(false)} />}
    </>
  );
}
