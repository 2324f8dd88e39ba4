import { marcarLeidosHasta } from '../repositories/documentos-bandeja';
import type { Seeder } from './seeder';

/** Days back from the seed day up to which a demo customer has already opened their documents. */
const YA_VISTOS_HASTA = -5;

/**
 * 'Mis documentos': a first visit shows a calm inbox. Each demo customer has opened what is older than
 * five days, and of the newer ones what they already dealt with: a claim document they signed or
 * rejected, the receipt of what they asked for here (a non-renewal, a withdrawal, a complaint, a
 * mandate). What stays unread is what the insurer has just sent (for 12345678Z: the renewal's
 * conditions, today's receipt, the newest claim's report and its mandate waiting to be signed).
 */
export async function seedDocumentosLeidos(s: Seeder): Promise<void> {
  const clientes = await s.tx.query<{ id: number }>('SELECT id_cliente AS id FROM clientes ORDER BY 1');
  const vistoEl = new Date(s.instant(YA_VISTOS_HASTA));
  for (const { id } of clientes) {
    await marcarLeidosHasta(s.tx, id, s.today, s.day(YA_VISTOS_HASTA), vistoEl);
  }
  // Dealt with this morning, before the demo starts.
  await s.tx.query(
    `INSERT INTO documentos_leidos (id_cliente, tipo, referencia, leido_at)
     SELECT p.id_cliente, 'DOCUMENTO', d.uuid::text, $1::timestamptz
       FROM siniestro_documentos d JOIN siniestros x USING (id_siniestro) JOIN polizas p USING (id_poliza)
      WHERE d.aceptado IS NOT NULL
     UNION ALL
     SELECT p.id_cliente, 'JUSTIFICANTE_BAJA', p.id_poliza::text, $1::timestamptz
       FROM poliza_solicitudes_baja b JOIN polizas p USING (id_poliza)
     UNION ALL
     SELECT id_cliente, 'RECLAMACION', codigo, $1::timestamptz FROM reclamaciones
     UNION ALL
     SELECT id_cliente, 'MANDATO_SEPA', referencia, $1::timestamptz FROM mandatos_sepa
     ON CONFLICT (id_cliente, tipo, referencia) DO NOTHING`,
    [new Date(s.instant(0, 8))],
  );
}
