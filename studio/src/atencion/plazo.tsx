import { formatDiaLargo } from '@area-cliente/shared/domain';
import { hoyMadrid } from '../madrid';

/** The answer deadline as customer service reads it; past it (a Madrid day later) it is overdue. */
export function plazoAtencion(plazo: string, now = new Date()): { texto: string; vencido: boolean } {
  return { texto: `Responder antes del ${formatDiaLargo(plazo)}`, vencido: plazo < hoyMadrid(now) };
}

/** The deadline of a conversation; an overdue one says so in words, not only in colour. */
export function Plazo({ plazo }: { plazo: string }) {
  const { texto, vencido } = plazoAtencion(plazo);
  return vencido ? (
    <strong className="estudio-plazo estudio-plazo--vencido">{texto} · Fuera de plazo</strong>
  ) : (
    <span className="estudio-plazo">{texto}</span>
  );
}
