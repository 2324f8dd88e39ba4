import type { Db, Queryable } from '../db';
import { hashPassword } from '../lib/crypto';
import { seedCoberturas } from './demo-coberturas';
import { seedDocumentosLeidos } from './demo-documentos-leidos';
import { seedDistancia } from './demo-distancia';
import { seedLucia } from './demo-lucia';
import { seedMensajes } from './demo-mensajes';
import { seedOficinas } from './demo-oficinas';
import { seedReclamaciones } from './demo-reclamaciones';
import { seedTalleres } from './demo-talleres';
import {
  seedConsentimientoPendiente,
  seedEmpresa,
  seedMediado,
  seedSinClave,
  seedSinClaveNiEmail,
  seedSoloHna,
} from './demo-others';
import { Seeder } from './seeder';

const DEMO_PASSWORD = 'Demo2024';

// Any constant: two instances (or `pnpm db:seed` runs) seeding an empty database at once.
const SEED_LOCK = 7_301_2025;

const countClients = async (db: Queryable) =>
  (await db.one<{ n: number }>('SELECT count(*)::int AS n FROM clientes')).n;

/**
 * Writes the demo data set on first run only (no clients yet); under a lock, so when several run
 * at once exactly one seeds. Dates are relative to `today`, so overdue and future receipts, draws
 * and renewals keep their meaning whenever it is seeded.
 */
export async function seedIfEmpty(db: Db, today: string): Promise<boolean> {
  if ((await countClients(db)) > 0) return false;
  const hashes = await demoHashes();
  return db.transaction(async (tx) => {
    await tx.query('SELECT pg_advisory_xact_lock($1)', [SEED_LOCK]);
    if ((await countClients(tx)) > 0) return false;
    await writeDemoData(tx, today, hashes);
    return true;
  });
}

/**
 * Demo only: every table emptied and the demo data written again, in one transaction, so a demo (or
 * an e2e journey that is retried) starts from the data the README describes.
 */
export async function resetDemoData(db: Db, today: string): Promise<void> {
  const hashes = await demoHashes();
  await db.transaction(async (tx) => {
    await tx.query('SELECT pg_advisory_xact_lock($1)', [SEED_LOCK]);
    const tables = await tx.query<{ name: string }>(
      "SELECT tablename AS name FROM pg_tables WHERE schemaname = current_schema() AND tablename <> 'schema_migrations'",
    );
    const list = tables.map((t) => `"${t.name.replaceAll('"', '""')}"`).join(', ');
    await tx.query(`TRUNCATE ${list} RESTART IDENTITY CASCADE`);
    await writeDemoData(tx, today, hashes);
  });
}

// Each customer gets their own salt; hashing is slow on purpose, so do it in parallel first.
const demoHashes = () => Promise.all(Array.from({ length: 5 }, () => hashPassword(DEMO_PASSWORD)));

async function writeDemoData(tx: Queryable, today: string, hashes: string[]): Promise<void> {
  const [lucia, mediado, pendiente, hna, empresa] = hashes as [string, string, string, string, string];
  // Writing the demo data notifies nobody (the notification triggers, migration 026).
  await tx.query("SELECT set_config('area_cliente.sin_avisos', 'on', true)");
  const s = new Seeder(tx, today);
  await seedDraws(s);
  await seedOficinas(s);
  await seedLucia(s, lucia);
  await seedReclamaciones(s);
  await seedMensajes(s);
  await seedDistancia(s);
  await seedMediado(s, mediado);
  await seedConsentimientoPendiente(s, pendiente);
  await seedSinClave(s);
  await seedSoloHna(s, hna);
  await seedEmpresa(s, empresa);
  await seedSinClaveNiEmail(s);
  await seedCoberturas(s);
  await seedDocumentosLeidos(s);
  await seedTalleres(tx);
}

async function seedDraws(s: Seeder): Promise<void> {
  // The windows campaigns/inicial declares (the API copies the live campaign's over these): the
  // travel draw open now, the air-fryer draw closed and waiting to be held (its 'finished' card shows).
  await s.insert('sorteos', {
    codigo: 'TV',
    nombre: 'Sorteo de 5 premios de 100 euros para tu viaje',
    fecha_inicio: s.day(-30),
    fecha_fin: s.day(90),
    fecha_celebracion: s.day(105),
  });
  await s.insert('sorteos', {
    codigo: 'FREIDORA_AIRE',
    nombre: 'Sorteo de una freidora de aire',
    fecha_inicio: s.day(-120),
    fecha_fin: s.day(-30),
    fecha_celebracion: s.day(30),
  });
}
