import { api, appConfigAtom, isApiError } from '@area-cliente/shared';
import { CALLS, type PreferenciaAviso } from '@area-cliente/shared/contract';
import {
  AVISOS,
  EVENTOS_AVISO,
  formatFechaHoraMadrid,
  type CanalAviso,
  type EventoAviso,
} from '@area-cliente/shared/domain';
import { Alert, Button, Card, Loaded, SwitchInput } from '@area-cliente/shared/ui';
import { useCallQuery } from '@area-cliente/shared/query';
import { useAtomValue } from 'jotai';
import { useState } from 'react';
import { refrescarHistorial } from './historial-card';

export const AVISOS_GUARDADOS = 'Hemos guardado tus preferencias de avisos.';
export const NOTA_OBLIGATORIO = 'Siempre activo: es un aviso de seguridad.';
const CANALES: { canal: CanalAviso; etiqueta: string }[] = [
  { canal: 'EMAIL', etiqueta: 'Por e-mail' },
  { canal: 'SMS', etiqueta: 'Por SMS' },
];

type Elecciones = Record<`${EventoAviso}:${CanalAviso}`, boolean>;
const clave = (evento: EventoAviso, canal: CanalAviso) => `${evento}:${canal}` as const;
const elecciones = (preferencias: readonly PreferenciaAviso[]) =>
  Object.fromEntries(preferencias.map((p) => [`${p.evento}:${p.canal}`, p.activo])) as Elecciones;

function Preferencias({ guardadas, onGuardadas }: { guardadas: Elecciones; onGuardadas: () => void }) {
  const [valores, setValores] = useState(guardadas);
  const [guardando, setGuardando] = useState(false);
  const [resultado, setResultado] = useState<{ ok: boolean; mensaje: string } | null>(null);
  const cambios = EVENTOS_AVISO.flatMap((evento) =>
    CANALES.filter(({ canal }) => valores[clave(evento, canal)] !== guardadas[clave(evento, canal)]).map(
      ({ canal }) => ({ evento, canal, activo: valores[clave(evento, canal)] }),
    ),
  );

  async function guardar() {
    setGuardando(true);
    setResultado(null);
    try {
      const { preferencias } = await api.call(CALLS.guardaPreferenciasAvisos, {
        body: { preferencias: cambios },
      });
      setValores(elecciones(preferencias));
      setResultado({ ok: true, mensaje: AVISOS_GUARDADOS });
      onGuardadas();
      refrescarHistorial();
    } catch (error) {
      // Session and communication failures are already on screen through the shell.
      if (isApiError(error)) setResultado({ ok: false, mensaje: error.mensaje });
    } finally {
      setGuardando(false);
    }
  }

  return (
    <>
      {EVENTOS_AVISO.map((evento) => {
        const regla = AVISOS[evento];
        return (
          <fieldset key={evento} className="pf-avisos__evento">
            <legend className="pf-avisos__legend">{regla.etiqueta}</legend>
            <div className="pf-avisos__canales">
              {CANALES.map(({ canal, etiqueta }) => (
                <SwitchInput
                  key={canal}
                  label={etiqueta}
                  checked={valores[clave(evento, canal)]}
                  disabled={regla.obligatorio}
                  onChange={(activo) => {
                    setResultado(null);
                    setValores((v) => ({ ...v, [clave(evento, canal)]: activo }));
                  }}
                />
              ))}
            </div>
            {regla.obligatorio && <p className="pf-avisos__nota">{NOTA_OBLIGATORIO}</p>}
          </fieldset>
        );
      })}
      <div className="pf-avisos__acciones">
        <Button busy={guardando} disabled={cambios.length === 0} onClick={() => void guardar()}>
          Guardar avisos
        </Button>
      </div>
      {resultado && <Alert kind={resultado.ok ? 'success' : 'error'}>{resultado.mensaje}</Alert>}
    </>
  );
}

/**
 * 'Avisos por e-mail y SMS' in 'Mis datos': a switch per event and channel, saved
 * together; security notices shown on and fixed. The messages carry no personal detail: a link here.
 */
export function AvisosCard() {
  const state = useCallQuery(CALLS.preferenciasAvisos);
  return (
    <Card title="Avisos por e-mail y SMS" className="pf-avisos">
      <p>
        Elige qué te avisamos y por dónde. Los avisos solo dicen qué ha pasado; para ver los detalles entra en
        tu área.
      </p>
      <Loaded state={state} loading={<p>Cargando tus avisos…</p>}>
        {({ preferencias }) => (
          <Preferencias guardadas={elecciones(preferencias)} onGuardadas={state.reload} />
        )}
      </Loaded>
      <CorreosDemo />
    </Card>
  );
}

/**
 * The demo's e-mail outbox (demo-only CALLS.correosDemo: the caller's own address only), asked for
 * only where config.json says this is the demo, and only when the visitor opens it.
 */
function CorreosDemo() {
  const demo = useAtomValue(appConfigAtom)?.demo === true;
  const [correos, setCorreos] = useState<{ asunto: string; texto: string; fecha: string }[] | null>(null);
  const [cargando, setCargando] = useState(false);
  if (!demo) return null;

  async function ver() {
    setCargando(true);
    try {
      setCorreos((await api.call(CALLS.correosDemo)).correos);
    } catch {
      // No outbox here (a real SMTP server is configured): nothing to show.
      setCorreos([]);
    } finally {
      setCargando(false);
    }
  }

  return (
    <aside className="pf-avisos__demo" aria-label="Correo de la demo">
      <h3 className="pf-avisos__demo-titulo">Bandeja de correo de la demo</h3>
      <p>En la demo los e-mails no salen de este equipo: aquí ves los últimos que te habríamos enviado.</p>
      <Button variant="secondary" busy={cargando} onClick={() => void ver()}>
        Ver correos enviados
      </Button>
      {correos && correos.length === 0 && <p>Aún no hay correos para tu dirección.</p>}
      {correos && correos.length > 0 && (
        <ol className="pf-avisos__correos">
          {correos.map((c, i) => (
            <li key={`${c.fecha}-${i}`} className="pf-avisos__correo">
              <p className="pf-avisos__correo-fecha">
                <time dateTime={c.fecha}>{formatFechaHoraMadrid(c.fecha)}</time>
              </p>
              <p className="pf-avisos__correo-asunto">
                <strong>{c.asunto}</strong>
              </p>
              <pre className="pf-avisos__correo-texto">{c.texto}</pre>
            </li>
          ))}
        </ol>
      )}
    </aside>
  );
}
