import { api, AppLink, type RemoteProps } from '@area-cliente/shared';
import { CALLS, type Asistencia } from '@area-cliente/shared/contract';
import {
  asistenciaAbierta,
  ESTADOS_ASISTENCIA,
  ETIQUETA_ESTADO_ASISTENCIA,
  ETIQUETA_SITUACION_ASISTENCIA,
  formatTelefono,
  horaMadrid,
  normalizaCodigoAsistencia,
  textoLlegada,
  textoPosicionServicio,
} from '@area-cliente/shared/domain';
import { Alert, Card, DataList, Loaded, NotFound, PhoneLink } from '@area-cliente/shared/ui';
import { queryClient, useCallQuery } from '@area-cliente/shared/query';
import { useEffect, useRef, useState } from 'react';
import { CancelarAsistencia } from './cancelar';
import { etiquetaEstado } from './etiqueta';
import { MapaAsistencia } from './mapa-asistencia';
import { pedirAsistenciaRoute, polizaAutosRoute } from './rutas';
import { useSondeo } from './use-sondeo';
import './asistencia.css';

/**
 * Polling, not SSE: a state changes every few minutes, so 10 s is live enough; it goes through the
 * one API client, its envelope and session like every other call, holds no connection open per
 * customer (nor across a deploy's drain), and the API asks the provider at most once per 10 s per
 * request however many tabs watch it.
 */
const SONDEO_MS = 10_000;

const NO_ENCONTRADA =
  'No encontramos esta petición de asistencia entre las tuyas. Vuelve a la póliza de tu vehículo.';

/** /asistencia/:codigo: one roadside request, followed live until it is finished. */
export function SeguimientoAsistenciaScreen({ params }: RemoteProps) {
  const codigo = normalizaCodigoAsistencia(params.codigo ?? '');
  const state = useCallQuery(CALLS.asistencia, codigo ? { params: { codigo } } : null);
  const abierta = state.status === 'ready' && asistenciaAbierta(state.data.estado);
  const [sinRespuesta, setSinRespuesta] = useState(false);
  const leyendo = useRef(false);
  // A failed read keeps the last known state on screen (a stranded customer's signal comes and
  // goes) and says so; the next one tries again. One read at a time.
  const leer = async () => {
    if (!codigo || leyendo.current) return;
    leyendo.current = true;
    try {
      const a = await api.call(CALLS.asistencia, { params: { codigo } });
      queryClient.setQueryData([CALLS.asistencia.path, { codigo }], a);
      setSinRespuesta(false);
    } catch {
      setSinRespuesta(true);
    } finally {
      leyendo.current = false;
    }
  };
  useSondeo(() => void leer(), SONDEO_MS, abierta);
  return (
    <Loaded state={state} notFound={<NotFound message={NO_ENCONTRADA} />}>
      {(a) => <Seguimiento a={a} sinRespuesta={sinRespuesta && asistenciaAbierta(a.estado)} />}
    </Loaded>
  );
}

/** Re-renders every 30 s so 'en unos N min' counts down between answers. */
function useAhora(activo: boolean): Date {
  const [ahora, setAhora] = useState(() => new Date());
  useEffect(() => {
    if (!activo) return;
    const t = setInterval(() => setAhora(new Date()), 30_000);
    return () => clearInterval(t);
  }, [activo]);
  return ahora;
}

function Seguimiento({ a, sinRespuesta }: { a: Asistencia; sinRespuesta: boolean }) {
  const abierta = asistenciaAbierta(a.estado);
  const ahora = useAhora(abierta);
  const llegada = textoLlegada(a.estado, a.llegadaEstimada, ahora);
  const actual = ESTADOS_ASISTENCIA.indexOf(a.estado);
  return (
    <article className="asistencia" aria-labelledby="asistencia-title">
      <p className="asistencia__volver">
        <AppLink to={polizaAutosRoute(a.idPoliza)}>Volver a la póliza</AppLink>
      </p>
      <h1 id="asistencia-title" className="asistencia__titulo">
        Asistencia en carretera
      </h1>
      <p className="asistencia__codigo">
        Código de tu petición: <strong>{a.codigo}</strong>
      </p>
      {/* One polite live region: a screen reader hears each new state and arrival time, once. */}
      <div className="asistencia-estado" role="status" aria-live="polite">
        <p className="asistencia-estado__actual">{etiquetaEstado(a)}</p>
        {llegada && <p className="asistencia-estado__llegada">{llegada}</p>}
      </div>
      {/* Open, finished or cancelled: the line's 24-hour phone (its digital card's), never an office line. */}
      <p>
        ¿Necesitas hablar con nosotros? Asistencia 24 horas:{' '}
        <PhoneLink numero={a.telefonoAsistencia} className="asistencia__telefono" />
      </p>
      {a.canceladaEl === null && (
        <ol className="asistencia-pasos" aria-label="Estado de tu asistencia">
          {ESTADOS_ASISTENCIA.map((e, i) => (
            <li
              key={e}
              className={
                i < actual
                  ? 'asistencia-paso asistencia-paso--hecho'
                  : i === actual
                    ? 'asistencia-paso asistencia-paso--actual'
                    : 'asistencia-paso'
              }
              aria-current={i === actual ? 'step' : undefined}
            >
              {ETIQUETA_ESTADO_ASISTENCIA[e]}
            </li>
          ))}
        </ol>
      )}
      {a.servicio && a.canceladaEl === null && (
        <Card title="Quién va a ayudarte">
          <DataList
            items={[
              { label: 'Vehículo de asistencia', value: a.servicio.vehiculo },
              ...(a.servicio.conductor ? [{ label: 'Conductor', value: a.servicio.conductor }] : []),
              ...(abierta && a.servicio.telefono
                ? [
                    {
                      label: 'Teléfono del conductor',
                      value: <PhoneLink numero={a.servicio.telefono} className="asistencia__telefono" />,
                    },
                  ]
                : []),
            ]}
          />
        </Card>
      )}
      {abierta && a.servicio?.posicion && (
        <Card title="Dónde está la asistencia" className="asistencia-donde">
          {/* The map's text alternative, and all a customer needs when the map cannot load. */}
          <p className="asistencia-donde__texto">
            {textoPosicionServicio(a.servicio.posicion, a.posicionCliente ?? null)}
          </p>
          {a.mapa && (
            <MapaAsistencia
              servicio={a.servicio.posicion}
              cliente={a.posicionCliente ?? null}
              mapa={a.mapa}
            />
          )}
        </Card>
      )}
      <Card title="Tu petición">
        <DataList
          items={[
            { label: 'Vehículo', value: a.vehiculo },
            { label: 'Qué ha pasado', value: ETIQUETA_SITUACION_ASISTENCIA[a.situacion] },
            {
              label: 'Dónde',
              value:
                a.ubicacion ??
                (a.canceladaEl ? 'Borrada al cancelar la asistencia' : 'Borrada al terminar la asistencia'),
            },
            { label: 'Te llamamos al', value: formatTelefono(a.telefono) },
            { label: 'Pedida a las', value: horaMadrid(new Date(a.solicitadaEl)) },
          ]}
        />
      </Card>
      {sinRespuesta && (
        <Alert kind="info">
          No hemos podido actualizar el estado; te mostramos el último que conocemos. Lo intentamos de nuevo
          en unos segundos.
        </Alert>
      )}
      {abierta ? (
        <>
          <p className="asistencia__nota">Esta página se actualiza sola mientras la tienes abierta.</p>
          <CancelarAsistencia a={a} />
        </>
      ) : a.canceladaEl ? (
        <Alert kind="info">
          Has cancelado esta asistencia a las {horaMadrid(new Date(a.canceladaEl))}. Si necesitas ayuda,{' '}
          <AppLink to={pedirAsistenciaRoute(a.idPoliza)}>pide una nueva asistencia</AppLink>.
        </Alert>
      ) : (
        <Alert kind="success">La asistencia ha terminado. Esperamos que todo esté bien.</Alert>
      )}
    </article>
  );
}
