import { api, isApiError } from '@area-cliente/shared';
import { CALLS, type SesionAbierta } from '@area-cliente/shared/contract';
import { formatFechaHoraMadrid } from '@area-cliente/shared/domain';
import { Alert, Button, Card, Loaded, Popup } from '@area-cliente/shared/ui';
import { useCallQuery } from '@area-cliente/shared/query';
import { useState } from 'react';

export const CERRAR_OTRAS = 'Cerrar las demás sesiones';
export const CONFIRMAR_TEXTO =
  'Se cerrará tu sesión en todos los demás dispositivos y navegadores. En este seguirás conectado.';

/** What 'Cerrar las demás sesiones' says once the API has ended them (how many it ended). */
export function sesionesCerradas(cerradas: number): string {
  if (cerradas === 0) return 'No tenías otras sesiones abiertas.';
  if (cerradas === 1) return 'Hemos cerrado 1 sesión en otro dispositivo.';
  return `Hemos cerrado ${cerradas} sesiones en otros dispositivos.`;
}

function Sesion({ sesion }: { sesion: SesionAbierta }) {
  return (
    <li className="pf-sesion">
      <p className="pf-sesion__dispositivo">
        <strong>{sesion.dispositivo ?? 'Dispositivo desconocido'}</strong>
        {sesion.actual && <span className="pf-sesion__actual">Este dispositivo</span>}
      </p>
      <p className="pf-sesion__detalle">
        {sesion.lugar && <>Conexión desde {sesion.lugar} · </>}
        <span className="pf-sesion__uso">Último uso: {formatFechaHoraMadrid(sesion.ultimoUso)}</span>
      </p>
    </li>
  );
}

/**
 * 'Sesiones abiertas' in 'Mis datos' (beyond SPEC): the customer's open sessions, this one
 * marked, and a confirmed 'Cerrar las demás sesiones'. The button stays whether or not there are
 * others, so the keyboard focus returns to it after the confirmation.
 */
export function SesionesCard() {
  const state = useCallQuery(CALLS.sesionesAbiertas);
  const [confirmando, setConfirmando] = useState(false);
  const [cerrando, setCerrando] = useState(false);
  const [resultado, setResultado] = useState<{ ok: boolean; mensaje: string } | null>(null);

  async function cerrarOtras() {
    setCerrando(true);
    try {
      const { cerradas } = await api.call(CALLS.cerrarOtrasSesiones, { body: {} });
      setResultado({ ok: true, mensaje: sesionesCerradas(cerradas) });
      state.reload();
    } catch (error) {
      // Session and communication failures are already on screen through the shell.
      if (isApiError(error)) setResultado({ ok: false, mensaje: error.mensaje });
    } finally {
      setCerrando(false);
      setConfirmando(false);
    }
  }

  return (
    <Card
      title="Sesiones abiertas"
      className="pf-sesiones"
      actions={
        <Button
          variant="secondary"
          onClick={() => {
            setResultado(null);
            setConfirmando(true);
          }}
        >
          {CERRAR_OTRAS}
        </Button>
      }
    >
      <Loaded state={state} loading={<p>Cargando tus sesiones…</p>}>
        {({ sesiones }) => (
          <ul className="pf-sesiones__lista">
            {sesiones.map((sesion, i) => (
              <Sesion key={i} sesion={sesion} />
            ))}
          </ul>
        )}
      </Loaded>
      {resultado && <Alert kind={resultado.ok ? 'success' : 'error'}>{resultado.mensaje}</Alert>}
      <Popup
        open={confirmando}
        onClose={() => setConfirmando(false)}
        title={`¿${CERRAR_OTRAS}?`}
        footer={
          <>
            <Button variant="secondary" onClick={() => setConfirmando(false)}>
              Cancelar
            </Button>
            <Button busy={cerrando} onClick={() => void cerrarOtras()}>
              Cerrar sesiones
            </Button>
          </>
        }
      >
        <p>{CONFIRMAR_TEXTO}</p>
      </Popup>
    </Card>
  );
}
