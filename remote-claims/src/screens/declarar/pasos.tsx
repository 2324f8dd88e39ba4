import { FRANJAS_CONTACTO } from '@area-cliente/shared/contract';
import { DESCRIPCION_MAX, formatDate, TELEFONO_MAX_LENGTH } from '@area-cliente/shared/domain';
import { RadioGroup, TextAreaField, TextField } from '@area-cliente/shared/ui';
import { AvisoSocio, type PolizaDeclarable } from '@area-cliente/shared/declaracion';
import { codigoPostalDe } from '@area-cliente/shared/domain';
import { useEffect } from 'react';
import { ElegirTaller } from '../../components/elegir-taller';
import { resumenTaller } from '../../components/eleccion-taller';
import { esColision, PASOS, pideTaller, type Borrador, type ErroresPaso } from './borrador';

type PasoProps = {
  borrador: Borrador;
  errores: ErroresPaso;
  cambia: <K extends keyof Borrador>(campo: K, valor: Borrador[K]) => void;
};

export function PasoPoliza({
  borrador,
  errores,
  cambia,
  polizas,
}: PasoProps & { polizas: PolizaDeclarable[] }) {
  const elegida = polizas.find((p) => p.idPoliza === borrador.idPoliza);
  return (
    <>
      <RadioGroup
        legend="¿Qué póliza tiene el siniestro?"
        options={polizas.map((p) => ({
          value: String(p.idPoliza),
          label: (
            <>
              <span className="declarar-opcion__titulo">{p.riesgo}</span>
              <span className="declarar-opcion__detalle">
                {p.producto} · Nº {p.numPoliza}
              </span>
            </>
          ),
        }))}
        value={borrador.idPoliza === null ? null : String(borrador.idPoliza)}
        onValueChange={(value) => {
          cambia('idPoliza', Number(value));
          // The kinds differ between lines: what was chosen for another policy no longer applies.
          if (Number(value) !== borrador.idPoliza) cambia('tipo', '');
        }}
        error={elegida?.declarabilidad.clase === 'SOCIO' ? null : errores.idPoliza}
      />
      {elegida?.declarabilidad.clase === 'SOCIO' && <AvisoSocio />}
    </>
  );
}

export function PasoTipo({
  borrador,
  errores,
  cambia,
  poliza,
}: PasoProps & { poliza: PolizaDeclarable | null }) {
  const tipos = poliza?.declarabilidad.clase === 'ONLINE' ? poliza.declarabilidad.tipos : [];
  return (
    <RadioGroup
      legend="¿Qué ha pasado?"
      options={tipos.map((t) => ({ value: t, label: t }))}
      value={borrador.tipo || null}
      onValueChange={(value) => cambia('tipo', value)}
      error={errores.tipo}
    />
  );
}

export function PasoCuando({ borrador, errores, cambia, hoy }: PasoProps & { hoy: string }) {
  return (
    <>
      <TextField
        label="Fecha del siniestro"
        type="date"
        max={hoy}
        value={borrador.fecha}
        onValueChange={(value) => cambia('fecha', value)}
        error={errores.fecha}
      />
      <TextField
        label="Lugar"
        hint="Dirección, población o carretera y punto kilométrico."
        maxLength={200}
        autoComplete="off"
        value={borrador.lugar}
        onValueChange={(value) => cambia('lugar', value)}
        error={errores.lugar}
      />
      {esColision(borrador) && (
        <fieldset className="declarar-contrario">
          <legend className="declarar-contrario__titulo">El otro vehículo</legend>
          <TextField
            label="Matrícula del otro vehículo"
            maxLength={12}
            autoComplete="off"
            autoCapitalize="characters"
            value={borrador.matricula}
            onValueChange={(value) => cambia('matricula', value)}
            error={errores.matricula}
          />
          <TextField
            label="Aseguradora del otro vehículo"
            maxLength={80}
            autoComplete="off"
            value={borrador.aseguradora}
            onValueChange={(value) => cambia('aseguradora', value)}
            error={errores.aseguradora}
          />
          <RadioGroup
            legend="¿Habéis firmado una 'Declaración amistosa'?"
            inline
            options={[
              { value: 'si', label: 'Sí' },
              { value: 'no', label: 'No' },
            ]}
            value={borrador.declaracionAmistosa === null ? null : borrador.declaracionAmistosa ? 'si' : 'no'}
            onValueChange={(value) => cambia('declaracionAmistosa', value === 'si')}
            error={errores.declaracionAmistosa}
          />
        </fieldset>
      )}
    </>
  );
}

export function PasoDescripcion({ borrador, errores, cambia }: PasoProps) {
  return (
    <TextAreaField
      label="Cuéntanos qué ha pasado"
      className="declarar-descripcion"
      rows={8}
      maxLength={DESCRIPCION_MAX}
      value={borrador.descripcion}
      onValueChange={(value) => cambia('descripcion', value)}
      hint={`${borrador.descripcion.trim().length} de ${DESCRIPCION_MAX.toLocaleString('es-ES')} caracteres (mínimo 20).`}
      error={errores.descripcion}
    />
  );
}

export function PasoContacto({ borrador, errores, cambia }: PasoProps) {
  return (
    <>
      <TextField
        label="Teléfono de contacto"
        type="tel"
        inputMode="tel"
        autoComplete="tel"
        maxLength={TELEFONO_MAX_LENGTH}
        value={borrador.telefono}
        onValueChange={(value) => cambia('telefono', value)}
        error={errores.telefono}
      />
      <RadioGroup
        legend="¿Cuándo prefieres que te llamemos?"
        options={FRANJAS_CONTACTO.map((f) => ({ value: f, label: f }))}
        value={borrador.franjaContacto}
        onValueChange={(value) => cambia('franjaContacto', value)}
        error={errores.franjaContacto}
      />
    </>
  );
}

/** Where to repair the car: the postcode starts as the claim's place's, when it names one. */
export function PasoTaller({ borrador, errores, cambia }: PasoProps) {
  const { taller, lugar } = borrador;
  const cpDelLugar = taller.cp === '' && taller.taller === '' ? codigoPostalDe(lugar) : '';
  useEffect(() => {
    if (cpDelLugar) cambia('taller', { ...taller, cp: cpDelLugar });
  }, [cpDelLugar, taller, cambia]);
  // Rendered once the postcode is in, so the list is searched with it.
  if (cpDelLugar) return null;
  return <ElegirTaller eleccion={taller} cambia={(e) => cambia('taller', e)} errores={errores} />;
}

type FilaRevision = { paso: number; label: string; value: string };
const paso = (nombre: (typeof PASOS)[number]) => PASOS.indexOf(nombre);

/** Everything declared, each line with a way back to the step that asks for it. */
export function PasoRevision({
  borrador,
  poliza,
  irA,
}: {
  borrador: Borrador;
  poliza: PolizaDeclarable | null;
  irA: (paso: number) => void;
}) {
  const filas: FilaRevision[] = [
    {
      paso: paso('Póliza'),
      label: 'Póliza',
      value: poliza ? `${poliza.riesgo} · Nº ${poliza.numPoliza}` : '',
    },
    { paso: paso('Qué ha pasado'), label: 'Qué ha pasado', value: borrador.tipo },
    { paso: paso('Cuándo y dónde'), label: 'Fecha', value: borrador.fecha ? formatDate(borrador.fecha) : '' },
    { paso: paso('Cuándo y dónde'), label: 'Lugar', value: borrador.lugar.trim() },
    ...(esColision(borrador)
      ? [
          { paso: paso('Cuándo y dónde'), label: 'Matrícula del otro vehículo', value: borrador.matricula },
          {
            paso: paso('Cuándo y dónde'),
            label: 'Aseguradora del otro vehículo',
            value: borrador.aseguradora.trim(),
          },
          {
            paso: paso('Cuándo y dónde'),
            label: 'Declaración amistosa',
            value: borrador.declaracionAmistosa ? 'Sí' : 'No',
          },
        ]
      : []),
    { paso: paso('Descripción'), label: 'Descripción', value: borrador.descripcion.trim() },
    {
      paso: paso('Fotos'),
      label: 'Fotos',
      value: borrador.fotos.length === 0 ? 'Sin fotos' : `${borrador.fotos.length} de 8`,
    },
    ...(pideTaller(borrador, poliza)
      ? [{ paso: paso('Dónde reparar tu vehículo'), label: 'Taller', value: resumenTaller(borrador.taller) }]
      : []),
    { paso: paso('Contacto'), label: 'Teléfono de contacto', value: borrador.telefono.trim() },
    { paso: paso('Contacto'), label: 'Cuándo llamarte', value: borrador.franjaContacto ?? '' },
  ];
  return (
    <dl className="declarar-revision">
      {filas.map((fila) => (
        <div key={fila.label} className="declarar-revision__fila">
          <dt>{fila.label}</dt>
          <dd>
            <span className="declarar-revision__valor">{fila.value}</span>
            <button
              type="button"
              className="ac-button ac-button--link declarar-revision__cambiar"
              onClick={() => irA(fila.paso)}
            >
              Cambiar<span className="ac-visually-hidden"> {fila.label.toLowerCase()}</span>
            </button>
          </dd>
        </div>
      ))}
    </dl>
  );
}
