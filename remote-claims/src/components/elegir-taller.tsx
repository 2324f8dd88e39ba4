import { api, isApiError } from '@area-cliente/shared';
import { CALLS, type TallerCercano } from '@area-cliente/shared/contract';
import {
  CODIGO_POSTAL,
  CODIGO_POSTAL_NO_VALIDO,
  TALLER_PROPIO_MAX,
  textoDistancia,
} from '@area-cliente/shared/domain';
import { Mapa } from '@area-cliente/shared/mapa';
import { Alert, Button, PhoneLink, RadioGroup, Spinner, TextField } from '@area-cliente/shared/ui';
import { useCallback, useEffect, useRef, useState, type KeyboardEvent } from 'react';
import { TALLER_PROPIO, type EleccionTaller } from './eleccion-taller';
import './elegir-taller.css';

const NO_BUSCADO = 'No hemos podido buscar talleres. Vuelve a intentarlo.';
const MAPA_TALLERES_NO_DISPONIBLE =
  'No hemos podido cargar el mapa. En la lista tienes la dirección y la distancia de cada taller.';

type Busqueda =
  | { estado: 'INICIAL' }
  | { estado: 'BUSCANDO' }
  | { estado: 'LISTA'; talleres: TallerCercano[]; mapa?: { teselas: string; atribucion: string } }
  | { estado: 'ERROR'; mensaje: string };

function OpcionTaller({ t, numero }: { t: TallerCercano; numero: number }) {
  return (
    <span className="elegir-taller__opcion">
      <span className="elegir-taller__cabecera">
        <span className="elegir-taller__nombre">
          {/* The number the map labels this workshop with. */}
          <span className="elegir-taller__numero">{numero}.</span> {t.nombre}
        </span>
        <span className="elegir-taller__distancia">a {textoDistancia(t.distanciaM)}</span>
      </span>
      <span className="elegir-taller__detalle">
        {t.direccion}, {t.codPostal} {t.poblacion}
      </span>
      <span className="elegir-taller__detalle">{t.horario}</span>
      <span className="elegir-taller__detalle">
        Teléfono: <PhoneLink numero={t.telefono} />
      </span>
      {t.especialidades.length > 0 && (
        <span className="elegir-taller__detalle">{t.especialidades.join(' · ')}</span>
      )}
    </span>
  );
}

/**
 * Where to repair the car: the partner workshops nearest a postcode (searched at once when it is
 * known) as choices, and the customer's own workshop by its name. Controlled: the caller keeps the
 * choice (a draft, or the claim's change form).
 */
export function ElegirTaller({
  eleccion,
  cambia,
  errores,
}: {
  eleccion: EleccionTaller;
  cambia: (e: EleccionTaller) => void;
  errores: { taller?: string; tallerPropio?: string };
}) {
  const [busqueda, setBusqueda] = useState<Busqueda>({ estado: 'INICIAL' });
  const [errorCp, setErrorCp] = useState<string | null>(null);
  const ultima = useRef(0);

  const buscar = useCallback(async (cp: string) => {
    if (!CODIGO_POSTAL.test(cp)) return setErrorCp(CODIGO_POSTAL_NO_VALIDO);
    setErrorCp(null);
    // Only the last search's answer is shown, whichever arrives first.
    const esta = ++ultima.current;
    setBusqueda({ estado: 'BUSCANDO' });
    try {
      const { talleres, mapa } = await api.call(CALLS.talleresCercanos, { params: { codPostal: cp } });
      if (esta === ultima.current) setBusqueda({ estado: 'LISTA', talleres, ...(mapa ? { mapa } : {}) });
    } catch (error) {
      if (esta === ultima.current)
        setBusqueda({ estado: 'ERROR', mensaje: isApiError(error) ? error.mensaje : NO_BUSCADO });
    }
  }, []);

  // The postcode the step opens with (the claim's place) is searched at once.
  const cpInicial = useRef(eleccion.cp);
  useEffect(() => {
    if (CODIGO_POSTAL.test(cpInicial.current)) void buscar(cpInicial.current);
  }, [buscar]);

  const enter = (event: KeyboardEvent<HTMLInputElement>) => {
    // Enter searches here, rather than sending the form around it.
    if (event.key !== 'Enter') return;
    event.preventDefault();
    void buscar(eleccion.cp.trim());
  };

  const talleres = busqueda.estado === 'LISTA' ? busqueda.talleres : [];
  // A workshop chosen before (a restored draft) stays offered even before its list is searched again.
  const opciones = [
    ...talleres.map((t, i) => ({ value: String(t.id), label: <OpcionTaller t={t} numero={i + 1} /> })),
    ...(eleccion.taller &&
    eleccion.taller !== TALLER_PROPIO &&
    !talleres.some((t) => String(t.id) === eleccion.taller)
      ? [
          {
            value: eleccion.taller,
            label: <span className="elegir-taller__nombre">{eleccion.nombreTaller}</span>,
          },
        ]
      : []),
    { value: TALLER_PROPIO, label: <span className="elegir-taller__nombre">Prefiero mi propio taller</span> },
  ];
  return (
    <div className="elegir-taller">
      <div className="elegir-taller__buscador">
        <TextField
          label="Código postal"
          hint="Te mostramos los talleres concertados más cercanos."
          inputMode="numeric"
          autoComplete="postal-code"
          maxLength={5}
          value={eleccion.cp}
          onValueChange={(cp) => cambia({ ...eleccion, cp })}
          onKeyDown={enter}
          error={errorCp}
        />
        <Button variant="secondary" onClick={() => void buscar(eleccion.cp.trim())}>
          Buscar talleres
        </Button>
      </div>
      {busqueda.estado === 'BUSCANDO' && <Spinner label="Buscando talleres" />}
      {busqueda.estado === 'ERROR' && <Alert kind="error">{busqueda.mensaje}</Alert>}
      {busqueda.estado === 'LISTA' && busqueda.mapa && talleres.length > 0 && (
        <Mapa
          teselas={busqueda.mapa}
          puntos={talleres.map((t, i) => ({
            clave: String(t.id),
            coordenadas: { latitud: t.latitud, longitud: t.longitud },
            etiqueta: String(i + 1),
            tono: String(t.id) === eleccion.taller ? 'destacado' : 'otro',
          }))}
          descripcion="Mapa con los talleres concertados más cercanos, numerados como en la lista"
          sinMapa={MAPA_TALLERES_NO_DISPONIBLE}
        />
      )}
      <RadioGroup
        legend="¿Dónde quieres reparar tu vehículo?"
        className="elegir-taller__lista"
        options={opciones}
        value={eleccion.taller || null}
        onValueChange={(taller) =>
          cambia({
            ...eleccion,
            taller,
            nombreTaller: talleres.find((t) => String(t.id) === taller)?.nombre ?? eleccion.nombreTaller,
          })
        }
        error={errores.taller}
      />
      {eleccion.taller === TALLER_PROPIO && (
        <TextField
          label="Nombre de tu taller"
          maxLength={TALLER_PROPIO_MAX}
          autoComplete="off"
          value={eleccion.propio}
          onValueChange={(propio) => cambia({ ...eleccion, propio })}
          error={errores.tallerPropio}
        />
      )}
    </div>
  );
}
