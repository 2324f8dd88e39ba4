import { marcarLeidosHasta } from '../repositories/documentos-bandeja';
import type { Seeder } from './seeder';

/** Days back from the seed day up to which a demo customer has already opened their documents. */
const YA_VISTOS_HASTA = -30;

/**
 * 'Mis documentos': each demo customer has opened the documents older than a month, so the
 * inbox shows read and unread ones and the header's count is the last month's.
 */
export async function seedDocumentosLeidos(s: Seeder): Promise<void> {
  const clientes = await s.tx.query<{ id: number }>('SELECT id_cliente AS id FROM clientes ORDER BY 1');
  for (const { id } of clientes) {
    await marcarLeidosHasta(s.tx, id, s.today, s.day(YA_VISTOS_HASTA), new Date(s.instant(YA_VISTOS_HASTA)));
  }
}
