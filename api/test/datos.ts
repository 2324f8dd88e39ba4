import { randomUUID } from 'node:crypto';
import type { Ramo } from '@area-cliente/shared/domain';
import type { FastifyInstance } from 'fastify';
import { isoDay } from '../src/lib/clock';
import { hashPassword } from '../src/lib/crypto';
import { Seeder, type PolizaSeed, type SiniestroSeed } from '../src/seed/seeder';
import { login, type TestApp } from './helpers';

/**
 * Test data a test owns: customers with unique documents, phones and e-mails, and
 * what a test asserts on, written with the demo seed's own builders (src/seed/seeder.ts) so the rows
 * look like the ones the product serves. The demo persons stay in the database (the app seeds itself)
 * but a test built on this module never reads them.
 */

type Row = Record<string, unknown>;

/** The password of every customer built here unless the test chooses one. */
export const CLAVE = 'Clave-de-prueba-7';

/** A customer built by `sembrar`, with what a test logs in and asserts with. */
export interface ClientePrueba {
  idCliente: number;
  /** The customer's own person (tomador, propietario, conductor). */
  idPersona: number;
  nif: string;
  nombre: string;
  telefono: string;
  email: string | null;
  /** The web password, or null for a customer who has not registered yet. */
  clave: string | null;
}

export interface PolizaPrueba {
  idPoliza: number;
  numPoliza: string;
}

export interface ReciboPrueba {
  idRecibo: number;
  numRecibo: string;
}

export interface SiniestroPrueba {
  idSiniestro: number;
  numSiniestro: string;
}

const LETRAS_NIF = 'TRWAGMYFPDXBNJZSQVHLCKE';
// Numbers far from the demo persons' (src/seed/demo-*.ts), counted per test file (one database each).
let serie = 0;
const siguiente = () => (serie += 1);

/** A valid NIF (check letter) no demo person has. */
export function nifNuevo(): string {
  const n = 30_000_000 + siguiente();
  return `${n}${LETRAS_NIF[n % 23]}`;
}

/** Hashing is slow on purpose: one hash per password and test file. */
const hashes = new Map<string, Promise<string>>();
const hashDe = (clave: string) => {
  let h = hashes.get(clave);
  if (!h) hashes.set(clave, (h = hashPassword(clave)));
  return h;
};

/** A Seeder whose document uuids never meet the demo seed's counter-made ones. */
class SeederPrueba extends Seeder {
  override uuid(): string {
    return randomUUID();
  }
}

/** Numbers look like the insurer's (AUT-…, HOG-…, SIN-…, REC-…); the demo's never start with 99. */
const PREFIJO: Record<Ramo, string> = {
  VEH: 'AUT',
  HOG: 'HOG',
  DEC: 'DEC',
  SALUD_HNA: 'HNA',
  SALUD_MMT: 'SAL',
  MOV: 'MOV',
  NEG: 'NEG',
  ACC: 'ACC',
  MASC: 'MAS',
};

/** What each line's policy has when the test does not say (line table, drivers, insured people). */
function porDefecto(ramo: Ramo, c: ClientePrueba, n: number): Partial<PolizaSeed> {
  const conductor = {
    rol: 'HABITUAL',
    nombre: c.nombre,
    num_doc: c.nif,
    fec_carnet: '2001-03-15',
    tipo_carnet: 'B',
  };
  const asegurado = { nombre_completo: c.nombre, num_doc: c.nif, fec_nacimiento: '1982-05-20' };
  switch (ramo) {
    case 'VEH':
      return {
        idPropietario: c.idPersona,
        common: { uso: 'PARTICULAR', version_ccgg_veh: 20250101 },
        line: {
          marca: 'SEAT',
          modelo: 'Ibiza 1.0 TSI',
          matricula: `${String(1000 + n).slice(-4)} PRB`,
          tipo_automovil: 'TURISMO',
          vehiculo: 'SEAT Ibiza 1.0 TSI 95 CV',
          clase: 'Turismo',
        },
        conductores: [conductor],
      };
    case 'HOG':
      return {
        idPropietario: c.idPersona,
        common: { version_ccgg: 20240318 },
        line: {
          direccion_corta: `C/ Prueba ${n}, 1º A`,
          direccion: `Calle de Prueba ${n}, 1º A`,
          poblacion: 'Madrid',
          cod_postal: '28010',
          provincia: 'Madrid',
          tipo_vivienda: 'Piso',
          uso_vivienda: 'Vivienda habitual',
          regimen_vivienda: 'Propiedad',
          contenido: 30000,
          continente: 120000,
        },
      };
    case 'NEG':
      return {
        line: {
          nombre_neg: `Comercio de prueba ${n}`,
          actividad_neg: 'Venta al por menor',
          direccion_neg: `Calle de Prueba ${n}, 28010 Madrid`,
          tipo_neg: 'Comercio',
        },
      };
    case 'MASC':
      return { line: { especie: 'PERRO', raza: 'Mestizo', nombre: `Perro ${n}`, sexo: 'MACHO' } };
    case 'MOV':
      return {
        line: {
          es_proyecto_movilidad_personal: true,
          es_proyecto_vmp: false,
          tipo_veh_desc: 'Bicicleta',
          subtipo_veh_desc: 'Bicicleta eléctrica urbana',
        },
        conductores: [{ ...conductor, fec_carnet: null, tipo_carnet: null }],
      };
    default:
      return { asegurados: [asegurado] };
  }
}

/** The builders a test writes its data with, inside one transaction (see `sembrar`). */
export class Datos {
  constructor(readonly s: Seeder) {}

  /** The seed day (today on the test's clock, Madrid). */
  get hoy(): string {
    return this.s.today;
  }

  /**
   * A customer with a unique NIF, mobile and e-mail, registered with `clave` (null: not registered),
   * and their own person; `campos` overrides columns of `clientes` (tipo_doc, email: null, gdpr...).
   */
  async cliente(campos: Row = {}, clave: string | null = CLAVE): Promise<ClientePrueba> {
    const n = siguiente();
    const nif = typeof campos.num_doc === 'string' ? campos.num_doc : nifNuevo();
    const row: Row = {
      num_doc: nif,
      tipo_doc: 'NIF',
      nombre: `Cliente de Prueba ${n}`,
      fec_nacimiento: '1982-05-20',
      direccion: `Calle de Prueba ${n}, 1º A`,
      via: 'Calle de Prueba',
      numero: String(n),
      piso_puerta: '1º A',
      cod_postal: '28010',
      poblacion: 'Madrid',
      provincia: 'Madrid',
      telefono: String(690_000_000 + n),
      email: `cliente.prueba.${n}@example.com`,
      pureza_puro_mmt: true,
      gdpr_empresas: true,
      gdpr_updated_at: this.s.instant(-400),
      ...campos,
    };
    const idCliente = await this.s.cliente(row, clave === null ? undefined : await hashDe(clave));
    const idPersona = await this.s.persona({
      num_doc: nif,
      nombre: row.nombre,
      telefono: row.telefono,
      email: row.email,
      direccion: `${String(row.direccion)}, ${String(row.cod_postal)} ${String(row.poblacion)}`,
    });
    return {
      idCliente,
      idPersona,
      nif,
      nombre: String(row.nombre),
      telefono: String(row.telefono),
      email: typeof row.email === 'string' ? row.email : null,
      clave,
    };
  }

  /**
   * A policy of the line with a unique number; `p` overrides the seed (efecto defaults to 100 days ago,
   * annual). `common` and `line` are merged over the line's defaults.
   */
  async poliza(c: ClientePrueba, ramo: Ramo, p: Partial<PolizaSeed> = {}): Promise<PolizaPrueba> {
    const n = siguiente();
    const base = porDefecto(ramo, c, n);
    const numPoliza = p.numPoliza ?? `${PREFIJO[ramo]}-99${String(n).padStart(6, '0')}`;
    const idPoliza = await this.s.poliza(c.idCliente, c.idPersona, c.nombre, {
      ramo,
      numPoliza,
      producto: `Producto ${ramo}`,
      efecto: -100,
      periodicidad: 'ANUAL',
      ...base,
      ...p,
      common: { ...base.common, ...p.common },
      line: base.line || p.line ? { ...base.line, ...p.line } : undefined,
    });
    return { idPoliza, numPoliza };
  }

  /** A receipt `dias` from today (default: the policy's current period, `s.periodo(idPoliza, 0)`). */
  async recibo(
    poliza: PolizaPrueba,
    estado: 'PENDIENTE' | 'COBRADO' | 'DEVUELTO' | 'ANULADO',
    { importe = 100, dias, extra = {} }: { importe?: number; dias?: number; extra?: Row } = {},
  ): Promise<ReciboPrueba> {
    const numRecibo = `REC-99${String(siguiente()).padStart(5, '0')}`;
    const idRecibo = await this.s.recibo(
      poliza.idPoliza,
      numRecibo,
      dias ?? this.s.periodo(poliza.idPoliza, 0),
      importe,
      estado,
      extra,
    );
    return { idRecibo, numRecibo };
  }

  /** A claim of the policy in `estado`, opened `ocurrencia` days ago (default 10), with no notices unless given. */
  async siniestro(
    poliza: PolizaPrueba,
    estado: SiniestroSeed['estado'],
    sin: Partial<SiniestroSeed> = {},
  ): Promise<SiniestroPrueba> {
    const numSiniestro = sin.numSiniestro ?? `SIN-99${String(siguiente()).padStart(5, '0')}`;
    const idSiniestro = await this.s.siniestro(poliza.idPoliza, {
      numSiniestro,
      estado,
      tipo: 'Daños propios',
      titulo: `Siniestro ${numSiniestro}`,
      ocurrencia: -10,
      notificaciones: [],
      ...sin,
    });
    return { idSiniestro, numSiniestro };
  }
}

/**
 * Runs `build` in one transaction on the test app's database, with a Seeder dated today on the app's
 * clock. Like the demo seed, writing the data notifies nobody unless `avisos` is true.
 */
export function sembrar<T>(
  t: Pick<TestApp, 'db' | 'clock'>,
  build: (d: Datos) => Promise<T>,
  { avisos = false }: { avisos?: boolean } = {},
): Promise<T> {
  return t.db.transaction(async (tx) => {
    if (!avisos) await tx.query("SELECT set_config('area_cliente.sin_avisos', 'on', true)");
    return build(new Datos(new SeederPrueba(tx, isoDay(t.clock.now()))));
  });
}

/** Logs the customer in (with their password) and answers the session token. */
export async function entrar(app: FastifyInstance, c: ClientePrueba): Promise<string> {
  if (c.clave === null) throw new Error(`${c.nif} has no web password`);
  const res = await login(app, c.nif, c.clave);
  const body = res.json<{ codigo: number; data: { token: string } }>();
  if (body.codigo !== 0) throw new Error(`login failed for ${c.nif}: ${res.body}`);
  return body.data.token;
}
