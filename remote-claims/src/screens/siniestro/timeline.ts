import type { SiniestroDetalle } from '@area-cliente/shared/contract';

export type EventoTimeline =
  | {
      clase: 'notificacion';
      key: string;
      fecha: string;
      texto: string;
      documentos: SiniestroDetalle['notificaciones'][number]['documentos'];
    }
  | { clase: 'estado'; key: string; fecha: string; estado: string; texto: string };

/**
 * The claim's history as one timeline, newest first: the notifications with their documents and the
 * status changes (opening, closing). At the same instant a status change goes after (below) the
 * notification, as it is what the notification reported.
 */
export function timeline(s: SiniestroDetalle): EventoTimeline[] {
  const eventos: EventoTimeline[] = [
    ...s.notificaciones.map((n) => ({
      clase: 'notificacion' as const,
      key: `n${n.id}`,
      fecha: n.fecha,
      texto: n.texto,
      documentos: n.documentos,
    })),
    ...s.history.map((h, i) => ({
      clase: 'estado' as const,
      key: `h${i}`,
      fecha: h.fecha,
      estado: h.estado,
      texto: h.descripcion,
    })),
  ];
  const instant = (iso: string) => Date.parse(iso);
  return eventos
    .map((e, i) => ({ e, i }))
    .sort(
      (a, b) =>
        instant(b.e.fecha) - instant(a.e.fecha) ||
        (a.e.clase === b.e.clase ? a.i - b.i : a.e.clase === 'notificacion' ? -1 : 1),
    )
    .map(({ e }) => e);
}
