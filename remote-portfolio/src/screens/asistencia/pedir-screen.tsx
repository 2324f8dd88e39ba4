import { api, AppLink, isApiError, type RemoteProps } from '@area-cliente/shared';
import { CALLS, type AsistenciaRequest } from '@area-cliente/shared/contract';
import {
  DIRECCION_ASISTENCIA_MAX,
  DIRECCION_ASISTENCIA_MIN,
  esTextoValido,
  ETIQUETA_SITUACION_ASISTENCIA,
  isTelefono,
  SITUACIONES_ASISTENCIA,
  TELEFONO_MAX_LENGTH,
  TEXTO_CARACTERES_NO_VALIDOS,
  type SituacionAsistencia,
} from '@area-cliente/shared/domain';
import {
  Alert,
  Button,
  Loaded,
  NotFound,
  PhoneLink,
  RadioGroup,
  TextAreaField,
  TextField,
} from '@area-cliente/shared/ui';
import { queryClient, useCallQuery } from '@area-cliente/shared/query';
import { useRef, useState, type FormEvent } from 'react';
import { PeticionesCard } from './peticiones-card';
import { asistenciaRoute } from '@area-cliente/shared/routes';
import { polizaAutosRoute } from './rutas';
import { hayGeolocalizacion, pideUbicacion, SIN_GEOLOCALIZACION } from './ubicacion';
import './asistencia.css';

const NO_ES_TUYA =
  'No encontramos esta póliza de coche o moto en vigor entre las tuyas. Vuelve a la póliza y elígela en el menú.';
const ELIGE_SITUACION = 'Elige qué ha pasado.';
const FALTA_UBICACION = 'Dinos dónde estás: usa tu ubicación o escribe la dirección.';
const DIRECCION_LARGO = `Escribe dónde estás con al menos ${DIRECCION_ASISTENCIA_MIN} caracteres (como mucho ${DIRECCION_ASISTENCIA_MAX}).`;
const TELEFONO_MAL = 'Escribe un teléfono de 9 cifras que empiece por 6, 7 o 9.';
const NO_ENVIADA =
  'No hemos podido enviar tu petición. No se ha perdido nada: vuelve a pulsar «Pedir asistencia».';

const idPolizaDe = (texto: string | undefined) =>
  texto && /^[1-9]\d{0,14}$/.test(texto) ? Number(texto) : null;

/** /asistenciaCarretera/:idPoliza: ask for roadside help for a car or motorbike policy. */
export function PedirAsistenciaScreen({ params, navigate }: RemoteProps) {
  const idPoliza = idPolizaDe(params.idPoliza);
  const state = useCallQuery(CALLS.asistenciaNueva, idPoliza ? { params: { idPoliza } } : null);
  return (
    <article className="asistencia" aria-labelledby="pedir-asistencia-title">
      {idPoliza && (
        <p className="asistencia__volver">
          <AppLink to={polizaAutosRoute(idPoliza)}>Volver a la póliza</AppLink>
        </p>
      )}
      <h1 id="pedir-asistencia-title" className="asistencia__titulo">
        Pedir asistencia en carretera
      </h1>
      <Loaded state={state} notFound={<NotFound message={NO_ES_TUYA} />}>
        {(n) => (
          <>
            <p className="asistencia__vehiculo">{n.vehiculo}</p>
            <Aviso112 telefonoAsistencia={n.telefonoAsistencia} />
            {n.abierta ? (
              <Alert kind="info">
                Ya tienes una petición de asistencia en curso para este vehículo.{' '}
                <AppLink to={asistenciaRoute(n.abierta)}>Seguir mi asistencia</AppLink>
              </Alert>
            ) : (
              <Formulario idPoliza={n.idPoliza} telefono={n.telefono ?? ''} navegar={navigate} />
            )}
            <PeticionesCard idPoliza={n.idPoliza} />
          </>
        )}
      </Loaded>
    </article>
  );
}

/**
 * 112 first; then the line's 24-hour assistance phone (the one on its digital card), never the
 * office's weekday line: a driver stranded at night must not be sent to a closed number.
 */
function Aviso112({ telefonoAsistencia }: { telefonoAsistencia: string }) {
  return (
    <Alert kind="info">
      Si hay heridos o peligro, llama primero al <a href="tel:112">112</a>. Ponte el chaleco y sal del
      vehículo por el lado contrario al tráfico. También puedes pedir asistencia por teléfono, las 24 horas:{' '}
      <PhoneLink numero={telefonoAsistencia} className="asistencia__telefono" />.
    </Alert>
  );
}

type Lugar =
  | { modo: 'gps'; estado: 'pidiendo' }
  | { modo: 'gps'; estado: 'ok'; latitud: number; longitud: number; precisionM: number }
  | { modo: 'direccion'; motivo: string | null }
  | { modo: 'ninguno' };

type Errores = { lugar?: string; direccion?: string; situacion?: string; telefono?: string };

function Formulario({
  idPoliza,
  telefono: telefonoFicha,
  navegar,
}: {
  idPoliza: number;
  telefono: string;
  navegar: (to: string) => void;
}) {
  // One key per form: a double click or a retried send makes one request.
  const [clave] = useState(() => crypto.randomUUID());
  const [lugar, setLugar] = useState<Lugar>(() =>
    hayGeolocalizacion() ? { modo: 'ninguno' } : { modo: 'direccion', motivo: SIN_GEOLOCALIZACION },
  );
  const [direccion, setDireccion] = useState('');
  const [situacion, setSituacion] = useState<SituacionAsistencia | null>(null);
  const [telefono, setTelefono] = useState(telefonoFicha);
  const [error, setError] = useState<Errores>({});
  const [aviso, setAviso] = useState<string | null>(null);
  const [enviando, setEnviando] = useState(false);
  const enviandoRef = useRef(false);
  const direccionRef = useRef<HTMLDivElement>(null);

  const escribirDireccion = (motivo: string | null) => {
    setLugar({ modo: 'direccion', motivo });
    setError((x) => ({ ...x, lugar: undefined }));
    // The field appears where the button was: focus follows so a keyboard or screen reader user lands in it.
    requestAnimationFrame(() => direccionRef.current?.querySelector('textarea')?.focus());
  };

  const usarUbicacion = async () => {
    setLugar({ modo: 'gps', estado: 'pidiendo' });
    setError((x) => ({ ...x, lugar: undefined }));
    const p = await pideUbicacion();
    if (p.ok) setLugar({ modo: 'gps', estado: 'ok', ...p });
    else escribirDireccion(p.mensaje);
  };

  const ubicacion = (): AsistenciaRequest['ubicacion'] | null => {
    if (lugar.modo === 'gps' && lugar.estado === 'ok')
      return { tipo: 'GPS', latitud: lugar.latitud, longitud: lugar.longitud, precisionM: lugar.precisionM };
    if (lugar.modo === 'direccion') return { tipo: 'DIRECCION', direccion: direccion.trim() };
    return null;
  };

  const errores = (): Errores => {
    const texto = direccion.trim();
    return {
      ...(lugar.modo === 'ninguno' || (lugar.modo === 'gps' && lugar.estado === 'pidiendo')
        ? { lugar: FALTA_UBICACION }
        : {}),
      ...(lugar.modo === 'direccion'
        ? !esTextoValido(direccion)
          ? { direccion: TEXTO_CARACTERES_NO_VALIDOS }
          : texto.length < DIRECCION_ASISTENCIA_MIN || texto.length > DIRECCION_ASISTENCIA_MAX
            ? { direccion: DIRECCION_LARGO }
            : {}
        : {}),
      ...(situacion ? {} : { situacion: ELIGE_SITUACION }),
      ...(isTelefono(telefono) ? {} : { telefono: TELEFONO_MAL }),
    };
  };

  const envia = async (event: FormEvent) => {
    event.preventDefault();
    if (enviandoRef.current) return;
    const encontrados = errores();
    setError(encontrados);
    const donde = ubicacion();
    if (Object.keys(encontrados).length > 0 || !donde || !situacion) return;
    enviandoRef.current = true;
    setEnviando(true);
    setAviso(null);
    try {
      const a = await api.call(CALLS.pideAsistencia, {
        body: { claveIdempotencia: clave, idPoliza, situacion, ubicacion: donde, telefono: telefono.trim() },
      });
      queryClient.setQueryData([CALLS.asistencia.path, { codigo: a.codigo }], a);
      void queryClient.invalidateQueries({ queryKey: [CALLS.asistenciaNueva.path] });
      navegar(asistenciaRoute(a.codigo));
    } catch (e) {
      setAviso(isApiError(e) ? e.mensaje : NO_ENVIADA);
      if (isApiError(e) && e.status === 409)
        void queryClient.invalidateQueries({ queryKey: [CALLS.asistenciaNueva.path] });
    } finally {
      enviandoRef.current = false;
      setEnviando(false);
    }
  };

  return (
    <form className="asistencia-form" noValidate onSubmit={(e) => void envia(e)}>
      <fieldset className="asistencia-form__grupo">
        <legend className="asistencia-form__leyenda">¿Dónde estás?</legend>
        {lugar.modo === 'gps' && lugar.estado === 'ok' ? (
          <Alert kind="success">
            Tenemos tu ubicación (precisión de unos {Math.max(1, Math.round(lugar.precisionM))} m).
          </Alert>
        ) : null}
        {lugar.modo === 'direccion' && lugar.motivo && <Alert kind="info">{lugar.motivo}</Alert>}
        <div className="asistencia-form__botones">
          {hayGeolocalizacion() && (
            <Button
              type="button"
              variant={lugar.modo === 'direccion' ? 'secondary' : 'primary'}
              busy={lugar.modo === 'gps' && lugar.estado === 'pidiendo'}
              onClick={() => void usarUbicacion()}
            >
              {lugar.modo === 'gps' && lugar.estado === 'ok'
                ? 'Actualizar mi ubicación'
                : 'Usar mi ubicación'}
            </Button>
          )}
          {lugar.modo !== 'direccion' && (
            <Button type="button" variant="secondary" onClick={() => escribirDireccion(null)}>
              Escribir la dirección
            </Button>
          )}
        </div>
        {error.lugar && (
          <p className="ac-field__error" role="alert">
            {error.lugar}
          </p>
        )}
        {lugar.modo === 'direccion' && (
          <div ref={direccionRef}>
            <TextAreaField
              label="Dirección o punto kilométrico"
              hint="Por ejemplo: A-3, km 127, sentido Valencia, Tarancón. O la calle, el número y la localidad."
              rows={3}
              maxLength={DIRECCION_ASISTENCIA_MAX + 50}
              value={direccion}
              error={error.direccion}
              onValueChange={(v) => {
                setDireccion(v);
                setError((x) => ({ ...x, direccion: undefined }));
              }}
            />
          </div>
        )}
      </fieldset>
      <RadioGroup<SituacionAsistencia>
        legend="¿Qué ha pasado?"
        options={SITUACIONES_ASISTENCIA.map((s) => ({ value: s, label: ETIQUETA_SITUACION_ASISTENCIA[s] }))}
        value={situacion}
        error={error.situacion}
        onValueChange={(s) => {
          setSituacion(s);
          setError((x) => ({ ...x, situacion: undefined }));
        }}
      />
      <TextField
        label="Teléfono en el que te llamamos"
        hint="El profesional que va a ayudarte te llamará a este número."
        type="tel"
        inputMode="tel"
        autoComplete="tel-national"
        maxLength={TELEFONO_MAX_LENGTH}
        value={telefono}
        error={error.telefono}
        onValueChange={(v) => {
          setTelefono(v);
          setError((x) => ({ ...x, telefono: undefined }));
        }}
      />
      {aviso && <Alert kind="error">{aviso}</Alert>}
      <Button type="submit" variant="primary" busy={enviando}>
        Pedir asistencia
      </Button>
    </form>
  );
}
