import { avisoActivo, EVENTOS_AVISO, type EventoAviso } from '@area-cliente/shared/domain';
import type { FastifyInstance } from 'fastify';
import { isoDay } from '../lib/clock';
import {
  contactoCliente,
  encolarRenovaciones,
  falloAviso,
  preferenciasGuardadas,
  purgarAvisos,
  reclamarAvisos,
  terminarAviso,
  type AvisoReclamado,
} from '../repositories/avisos';
import { mensajeAviso } from './plantillas';
import { esperaTrasFallo, REINTENTOS } from './reintentos';

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

export const ENVIO = {
  /**
   * A claimed row is due again after this long if its instance never marks it (it died). Longer than
   * a whole batch's sends can take (10 × the SMTP and SMS timeouts), so a slow instance's row is not
   * sent twice.
   */
  leaseMs: 10 * MINUTE,
  /** Rows one claim takes. */
  lote: 10,
  /** Claims per round at most (then the next tick goes on). */
  lotesPorRonda: 10,
  /** The renewal notice: this many days before the policy falls due. */
  diasRenovacion: 30,
  /** Sent, skipped and failed rows are kept this long (what was sent when, for the customer's questions). */
  retencionMs: 90 * DAY,
  /** The demo e-mail outbox: a day. */
  retencionOutboxMs: DAY,
} as const;

interface RondaAvisos {
  enviadas: number;
  omitidas: number;
  fallidas: number;
}

export interface AvisosSender {
  /** One round: the daily jobs when due, then due rows claimed and sent until none is left. */
  procesar(): Promise<RondaAvisos>;
  /** Something was just enqueued: a round soon rather than at the next tick (when the loop runs). */
  despertar(): void;
}

const esEvento = (e: string): e is EventoAviso => (EVENTOS_AVISO as readonly string[]).includes(e);

/**
 * The sender loop of this instance (every instance runs one): every `config.avisos.intervaloMs` it
 * claims due rows with SELECT … FOR UPDATE SKIP LOCKED, sends each through the e-mail or SMS
 * provider, and marks it; a failure is retried with exponential backoff up to REINTENTOS.maxIntentos.
 * Nothing is held in memory between rounds: a restart finds every unsent row in the table.
 */
export function avisosSender(app: FastifyInstance): AvisosSender {
  let ronda: Promise<RondaAvisos> | null = null;
  let renovacionesDia = '';
  let purgaAt = 0;
  let cerrando = false;

  const enviarUno = async (a: AvisoReclamado): Promise<keyof RondaAvisos> => {
    const now = () => app.clock.now();
    if (!esEvento(a.evento))
      return (await terminarAviso(app.db, a, 'OMITIDA', now())) ? 'omitidas' : 'fallidas';
    const prefs = await preferenciasGuardadas(app.db, a.idCliente);
    const contacto = await contactoCliente(app.db, a.idCliente);
    const destino = a.destino ?? (a.canal === 'EMAIL' ? contacto?.email : contacto?.telefono) ?? null;
    if (!avisoActivo(a.evento, a.canal, prefs.get(`${a.evento}:${a.canal}`)) || !destino) {
      await terminarAviso(app.db, a, 'OMITIDA', now());
      return 'omitidas';
    }
    const m = mensajeAviso(a.evento, a.datos, app.config.avisos.areaUrl);
    try {
      if (a.canal === 'EMAIL')
        await app.email.send({ para: destino, asunto: m.asunto, texto: m.texto, html: m.html });
      else await app.sms.send(destino, m.sms);
    } catch (err) {
      const ultimo = a.intentos >= REINTENTOS.maxIntentos;
      const proximo = new Date(now().getTime() + esperaTrasFallo(a.intentos, Math.random()));
      // The provider's error says its class and status only (providers/email/smtp.ts, sms/http.ts).
      const error = err instanceof Error ? err.message : 'error';
      await falloAviso(app.db, a, error, ultimo, proximo, now());
      app.log.warn(
        { idNotificacion: a.idNotificacion, canal: a.canal, intento: a.intentos, ultimo, error },
        'Notification not sent',
      );
      return 'fallidas';
    }
    if (!(await terminarAviso(app.db, a, 'ENVIADA', now()))) {
      app.log.error({ idNotificacion: a.idNotificacion }, 'Notification sent after its lease ran out');
    }
    return 'enviadas';
  };

  const diarias = async () => {
    const now = app.clock.now();
    const hoy = isoDay(now);
    if (hoy !== renovacionesDia) {
      // Once a day per instance; the key makes it once per policy and renewal across instances.
      const n = await encolarRenovaciones(app.db, hoy, ENVIO.diasRenovacion, now);
      if (n) app.log.info({ renovaciones: n }, 'Renewal notices enqueued');
      renovacionesDia = hoy;
    }
    if (now.getTime() - purgaAt >= HOUR) {
      const n = await purgarAvisos(
        app.db,
        new Date(now.getTime() - ENVIO.retencionMs),
        new Date(now.getTime() - ENVIO.retencionOutboxMs),
      );
      if (n) app.log.info({ purged: { avisos: n } }, 'Retention purge');
      purgaAt = now.getTime();
    }
  };

  const unaRonda = async (): Promise<RondaAvisos> => {
    const cuenta: RondaAvisos = { enviadas: 0, omitidas: 0, fallidas: 0 };
    await diarias();
    for (let i = 0; i < ENVIO.lotesPorRonda && !cerrando; i++) {
      const now = app.clock.now();
      const lote = await reclamarAvisos(app.db, now, new Date(now.getTime() + ENVIO.leaseMs), ENVIO.lote);
      for (const a of lote) {
        // Closing: the rows claimed and not sent come back to any instance when their lease ends.
        if (cerrando) break;
        cuenta[await enviarUno(a)]++;
      }
      if (lote.length < ENVIO.lote) break;
    }
    return cuenta;
  };

  const procesar = () => {
    // One round at a time in an instance; a caller during one waits for it.
    ronda ??= unaRonda().finally(() => {
      ronda = null;
    });
    return ronda;
  };

  const tick = () => {
    procesar().catch((err: unknown) => app.log.error({ err }, 'Notification round failed'));
  };

  const intervalo = app.config.avisos.intervaloMs;
  let pronto: NodeJS.Timeout | undefined;
  const timer = intervalo > 0 ? setInterval(tick, intervalo) : undefined;
  timer?.unref();
  app.addHook('onClose', async () => {
    cerrando = true;
    clearInterval(timer);
    clearTimeout(pronto);
    // A round under way ends after the row it is sending.
    await ronda?.catch(() => undefined);
  });
  return {
    procesar,
    despertar: () => {
      if (intervalo <= 0 || cerrando) return;
      clearTimeout(pronto);
      pronto = setTimeout(tick, 50);
      pronto.unref();
    },
  };
}
