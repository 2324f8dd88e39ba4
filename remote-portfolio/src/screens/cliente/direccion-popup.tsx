import { api, AppLink } from '@area-cliente/shared';
import { CALLS, type DireccionPostal, type PolizaDireccion } from '@area-cliente/shared/contract';
import {
  CODIGOS_PROVINCIA,
  DIRECCION_RIESGO_NO_ONLINE,
  PROVINCIA_REQUERIDA,
  PROVINCIAS,
  provinciaDeCodigoPostal,
  validateCodigoPostal,
} from '@area-cliente/shared/domain';
import { useForm } from '@area-cliente/shared/forms';
import { Alert, Button, Checkbox, Loaded, PhoneLink, Popup, TextField } from '@area-cliente/shared/ui';
import { invalidatePortfolio, queryClient, useCallQuery, useCliente } from '@area-cliente/shared/query';
import { useId, useState } from 'react';
import './mis-datos.css';
import { ConfirmarConPin, showRechazo, useSegundoFactor } from '../../components/confirmar-con-pin';

const DIRECCION_CAMBIADA = 'Hemos actualizado tu dirección.';

type Valores = {
  via: string;
  numero: string;
  pisoPuerta: string;
  codPostal: string;
  poblacion: string;
  provincia: string;
  pin: string;
};

const requerido = (valor: string, mensaje: string) => (valor.trim() ? null : mensaje);

function validar(v: Valores, errorPin: (pin: string) => string | null) {
  return {
    via: requerido(v.via, 'Escribe la calle, plaza o avenida'),
    numero: requerido(v.numero, 'Escribe el número (o «s/n» si no tiene)'),
    codPostal: v.provincia ? validateCodigoPostal(v.codPostal, v.provincia) : null,
    poblacion: requerido(v.poblacion, 'Escribe la población'),
    provincia: v.provincia ? null : PROVINCIA_REQUERIDA,
    pin: errorPin(v.pin),
  };
}

const etiqueta = (p: PolizaDireccion) =>
  [p.producto, p.numPoliza, p.riesgoAseguradoStr]
    .filter((t, i, all) => t && all.indexOf(t) === i)
    .join(' · ');

/** The province list: a native select, so every device offers its own picker and typing a letter jumps. */
function Provincia({
  value,
  error,
  onChange,
}: {
  value: string;
  error: string | null | undefined;
  onChange: (codigo: string) => void;
}) {
  const id = useId();
  const errorId = `${id}-error`;
  return (
    <div className={error ? 'ac-field ac-field--invalid' : 'ac-field'}>
      <label htmlFor={id} className="ac-field__label">
        Provincia
      </label>
      <select
        id={id}
        name="provincia"
        className="ac-input"
        autoComplete="address-level1"
        value={value}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? errorId : undefined}
        onChange={(event) => onChange(event.target.value)}
      >
        <option value="">Elige la provincia</option>
        {CODIGOS_PROVINCIA.map((codigo) => (
          <option key={codigo} value={codigo}>
            {PROVINCIAS[codigo]}
          </option>
        ))}
      </select>
      {error && (
        <p id={errorId} className="ac-field__error" role="alert">
          {error}
        </p>
      )}
    </div>
  );
}

/**
 * Home and business policies: their address is the insured risk, part of the contract, so the change
 * leaves it out and says why and how to ask for it (the office's phone, or a call-back from 'Mi oficina').
 */
function PolizasDeRiesgo({ polizas }: { polizas: PolizaDireccion[] }) {
  const cliente = useCliente();
  const telefono = cliente?.telefonoOwnerPropioCliente;
  return (
    <section className="pf-direccion__riesgo" aria-labelledby="pf-direccion-riesgo">
      <p id="pf-direccion-riesgo">
        <strong>La dirección asegurada no cambia con este formulario</strong>
      </p>
      <ul>
        {polizas.map((p) => (
          <li key={p.idPoliza}>{etiqueta(p)}</li>
        ))}
      </ul>
      <p>{DIRECCION_RIESGO_NO_ONLINE}</p>
      <p>
        {telefono && (
          <>
            Teléfono de tu oficina: <PhoneLink numero={telefono} />.{' '}
          </>
        )}
        <AppLink to="/mioficina">Pedir que te llamemos</AppLink>
      </p>
    </section>
  );
}

function Formulario({ datos, onCambiada }: { datos: DireccionPostal; onCambiada: () => void }) {
  const actual = datos.direccion;
  const cambiables = datos.polizas.filter((p) => !p.direccionEsRiesgo);
  const deRiesgo = datos.polizas.filter((p) => p.direccionEsRiesgo);
  // Every policy whose postal address may change starts checked, as in the phone change.
  const [marcadas, setMarcadas] = useState(() => new Set(cambiables.map((p) => p.idPoliza)));
  const segundoFactor = useSegundoFactor();
  const form = useForm<Valores>({
    initialValues: {
      via: actual?.via ?? '',
      numero: actual?.numero ?? '',
      pisoPuerta: actual?.pisoPuerta ?? '',
      codPostal: actual?.codPostal ?? '',
      poblacion: actual?.poblacion ?? '',
      provincia: actual?.provincia ?? '',
      pin: '',
    },
    validate: (valores) => validar(valores, segundoFactor.errorPin),
  });
  const v = form.values;

  const enviar = form.handleSubmit(async (valores) => {
    const factor = segundoFactor.factor(valores.pin);
    try {
      await api.call(CALLS.cambiaDireccion, {
        body: {
          via: valores.via,
          numero: valores.numero,
          pisoPuerta: valores.pisoPuerta,
          codPostal: valores.codPostal.trim(),
          poblacion: valores.poblacion,
          provincia: valores.provincia,
          polizas: [...marcadas],
          ...factor,
        },
      });
      void invalidatePortfolio();
      onCambiada();
    } catch (error) {
      showRechazo(form, error);
    }
  });

  const provinciaDelCp = provinciaDeCodigoPostal(v.codPostal);
  return (
    <form id="pf-direccion" onSubmit={(event) => void enviar(event)} noValidate>
      <TextField
        label="Calle, plaza o avenida"
        name="via"
        autoComplete="address-line1"
        maxLength={100}
        value={v.via}
        onValueChange={(value) => form.setValue('via', value)}
        error={form.errors.via}
      />
      <div className="pf-direccion__fila">
        <TextField
          label="Número"
          name="numero"
          maxLength={10}
          value={v.numero}
          onValueChange={(value) => form.setValue('numero', value)}
          error={form.errors.numero}
        />
        <TextField
          label="Piso y puerta (opcional)"
          name="pisoPuerta"
          autoComplete="address-line2"
          maxLength={20}
          value={v.pisoPuerta}
          onValueChange={(value) => form.setValue('pisoPuerta', value)}
        />
      </div>
      <div className="pf-direccion__fila">
        <TextField
          label="Población"
          name="poblacion"
          autoComplete="address-level2"
          maxLength={60}
          value={v.poblacion}
          onValueChange={(value) => form.setValue('poblacion', value)}
          error={form.errors.poblacion}
        />
        <TextField
          label="Código postal"
          name="codPostal"
          inputMode="numeric"
          autoComplete="postal-code"
          maxLength={5}
          value={v.codPostal}
          onValueChange={(value) => {
            const cp = value.replace(/\D/g, '').slice(0, 5);
            form.setValue('codPostal', cp);
            // A complete postcode names its province: chosen for the customer when none is yet.
            const deCp = provinciaDeCodigoPostal(cp);
            if (deCp && !v.provincia) form.setValue('provincia', deCp);
          }}
          error={form.errors.codPostal}
        />
      </div>
      <Provincia
        value={v.provincia}
        error={form.errors.provincia}
        onChange={(codigo) => {
          form.setValue('provincia', codigo);
          form.setFieldError('codPostal', null);
        }}
      />
      {provinciaDelCp && v.provincia && provinciaDelCp !== v.provincia && !form.errors.codPostal && (
        <p className="ac-field__hint" role="status">
          El código postal {v.codPostal} es de {PROVINCIAS[provinciaDelCp]}.
        </p>
      )}
      {cambiables.length > 0 && (
        <fieldset className="pf-seleccion">
          <legend>Usar también como dirección postal de estas pólizas:</legend>
          {cambiables.map((p) => (
            <Checkbox
              key={p.idPoliza}
              label={etiqueta(p)}
              checked={marcadas.has(p.idPoliza)}
              onCheckedChange={(checked) =>
                setMarcadas((prev) => {
                  const next = new Set(prev);
                  if (checked) next.add(p.idPoliza);
                  else next.delete(p.idPoliza);
                  return next;
                })
              }
            />
          ))}
        </fieldset>
      )}
      {deRiesgo.length > 0 && <PolizasDeRiesgo polizas={deRiesgo} />}
      <ConfirmarConPin accion="direccion" {...segundoFactor.props(form, enviar)} />
      {/* Beside the button that was pressed: a refused code is read where it was typed. */}
      {form.formError && <Alert kind="error">{form.formError}</Alert>}
      <Button type="submit" busy={form.submitting} block>
        Cambiar dirección
      </Button>
    </form>
  );
}

/**
 * 'Cambiar dirección' (beyond SPEC): the postal address in parts, the postcode checked
 * against the province as the API does (shared/domain), the policies it also applies to, confirmed with
 * the current password. `onCambiada` runs as soon as the API has applied it, so 'Mis datos' shows it.
 */
export function DireccionPopup({ onClose, onCambiada }: { onClose: () => void; onCambiada: () => void }) {
  const state = useCallQuery(CALLS.direccionPostal);
  const [hecho, setHecho] = useState(false);
  return (
    <Popup
      open
      onClose={onClose}
      title="Cambiar dirección"
      footer={
        hecho ? (
          <Button onClick={onClose} block>
            Cerrar
          </Button>
        ) : undefined
      }
    >
      {hecho ? (
        <Alert kind="success">{DIRECCION_CAMBIADA}</Alert>
      ) : (
        <Loaded state={state} loading={<p>Cargando tu dirección…</p>}>
          {(datos) => (
            <Formulario
              datos={datos}
              onCambiada={() => {
                setHecho(true);
                // Read again now, so the next opening starts from the new address.
                void queryClient.invalidateQueries({ queryKey: [CALLS.direccionPostal.path] });
                onCambiada();
              }}
            />
          )}
        </Loaded>
      )}
    </Popup>
  );
}
