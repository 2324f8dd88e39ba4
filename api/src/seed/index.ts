import type { Db, Queryable } from '../db';
import { hashPassword } from '../lib/crypto';
import { seedLucia } from './demo-lucia';
import {
  seedConsentimientoPendiente,
  seedEmpresa,
  seedMediado,
  seedSinClave,
  seedSinClaveNiEmail,
  seedSoloHna,
} from './demo-others';
import { Seeder } from './seeder';

export const DEMO_PASSWORD = 'Demo2024';

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
  // Each customer gets their own salt; hashing is slow on purpose, so do it in parallel first.
  const [lucia, mediado, pendiente, hna, empresa] = await Promise.all(
    Array.from({ length: 5 }, () => hashPassword(DEMO_PASSWORD)),
  );
  return db.transaction(async (tx) => {
    await tx.query('SELECT pg_advisory_xact_lock($1)', [SEED_LOCK]);
    if ((await countClients(tx)) > 0) return false;
    const s = new Seeder(tx, today);
    await seedDraws(s);
    await seedLucia(s, lucia as string);
    await seedMediado(s, mediado as string);
    await seedConsentimientoPendiente(s, pendiente as string);
    await seedSinClave(s);
    await seedSoloHna(s, hna as string);
    await seedEmpresa(s, empresa as string);
    await seedSinClaveNiEmail(s);
    return true;
  });
}

async function seedDraws(s: Seeder): Promise<void> {
  // Travel draw open now; the air-fryer draw closed and waiting to be held (its 'finished' card shows).
  await s.insert('sorteos', {
    codigo: 'TV',
    nombre: 'Sorteo de 5 premios de 100 euros para tu viaje',
    fecha_inicio: s.day(-30),
    fecha_fin: s.day(60),
    fecha_celebracion: s.day(75),
  });
  await s.insert('sorteos', {
    codigo: 'FREIDORA_AIRE',
    nombre: 'Sorteo de una freidora de aire',
    fecha_inicio: s.day(-120),
    fecha_fin: s.day(-30),
    fecha_celebracion: s.day(10),
  });
}
