import type { Cliente, Oficina } from '@area-cliente/shared/contract';
import type { Queryable } from '../db';

export interface ClienteRow {
  id_cliente: number;
  nombre: string;
  fec_nacimiento: string | null;
  num_doc: string;
  direccion: string | null;
  cod_postal: string | null;
  poblacion: string | null;
  telefono: string | null;
  email: string | null;
  pureza_puro_mmt: boolean;
  gdpr_empresas: boolean | null;
  telefono_owner_propio_cliente: string | null;
  owner_propio_cliente_canal_telefonico: boolean;
  id_worker_propio_cliente: number | null;
  id_owner_propio_cliente: number | null;
  /** The `oficinas` row of id_owner_propio_cliente, joined by the statements below. */
  oficina: Oficina | null;
}

/** The client's office (`oficinas`) as JSON, for a statement over the client aliased `c`. */
const OFICINA_SQL = `(SELECT jsonb_build_object('nombre', o.nombre, 'direccion', o.direccion,
                                                'email', o.email, 'horario', o.horario)
                        FROM oficinas o WHERE o.id_owner = c.id_owner_propio_cliente) AS oficina`;

/** Whole years between a birth date and today (both YYYY-MM-DD). */
function edad(fecNacimiento: string, today: string): number {
  const years = Number(today.slice(0, 4)) - Number(fecNacimiento.slice(0, 4));
  return today.slice(5) < fecNacimiento.slice(5) ? years - 1 : years;
}

/** The `clientes` row of one client (`c`, an SQL expression) as JSON, for statements that read it with other data (the portfolio). */
export const clienteJsonSql = (c: string) =>
  `(SELECT row_to_json(x) FROM (SELECT c.*, ${OFICINA_SQL} FROM clientes c WHERE c.id_cliente = ${c}) x)`;

/** Every client of the database, in id order, at most `limit` (the demo's customers). */
export async function allClienteIds(db: Queryable, limit: number): Promise<number[]> {
  const rows = await db.query<{ id: number }>(
    'SELECT id_cliente AS id FROM clientes ORDER BY id_cliente LIMIT $1',
    [limit],
  );
  return rows.map((r) => r.id);
}

/** Customer ids after `despuesDe`, in order: a whole table read in batches. */
export async function clienteIdsDesde(db: Queryable, despuesDe: number, limite: number): Promise<number[]> {
  const rows = await db.query<{ id: number }>(
    'SELECT id_cliente AS id FROM clientes WHERE id_cliente > $1 ORDER BY id_cliente LIMIT $2',
    [despuesDe, limite],
  );
  return rows.map((r) => Number(r.id));
}

export async function findCliente(
  db: Queryable,
  idCliente: number,
  today: string,
): Promise<Cliente | undefined> {
  const r = await db.maybe<ClienteRow>(`SELECT c.*, ${OFICINA_SQL} FROM clientes c WHERE c.id_cliente = $1`, [
    idCliente,
  ]);
  return r && toCliente(r, today);
}

/** A `clientes` row as the contract's Cliente. */
export function toCliente(r: ClienteRow, today: string): Cliente {
  const cliente: Cliente = {
    idCliente: r.id_cliente,
    nombre: r.nombre,
    edad: r.fec_nacimiento ? edad(r.fec_nacimiento, today) : null,
    numDoc: r.num_doc,
    direccion:
      r.direccion &&
      [r.direccion, [r.cod_postal, r.poblacion].filter(Boolean).join(' ')].filter(Boolean).join(', '),
    telefono: r.telefono,
    email: r.email,
    codPostal: r.cod_postal,
    purezaPuroMMT: r.pureza_puro_mmt,
    telefonoOwnerPropioCliente: r.telefono_owner_propio_cliente,
    ownerPropioClienteCanalTelefonico: r.owner_propio_cliente_canal_telefonico,
    idWorkerPropioCliente: r.id_worker_propio_cliente,
    idOwnerPropioCliente: r.id_owner_propio_cliente,
  };
  // Pending consent travels as a missing field, not as null (SPEC §3).
  if (r.gdpr_empresas !== null) cliente.gdprEmpresas = r.gdpr_empresas;
  if (r.oficina) cliente.oficina = r.oficina;
  return cliente;
}

export interface Credenciales {
  idCliente: number;
  passwordHash: string;
}

/** The web credentials of an ID number, if that customer has set a password. */
export function findCredenciales(db: Queryable, numDoc: string): Promise<Credenciales | undefined> {
  return db.maybe<Credenciales>(
    `SELECT c.id_cliente AS "idCliente", u.password_hash AS "passwordHash"
       FROM clientes c JOIN usuarios_web u USING (id_cliente)
      WHERE c.num_doc = $1`,
    [numDoc],
  );
}

/** The customer's identity document, as the audit trail records it. */
export async function numDocOf(db: Queryable, idCliente: number): Promise<string> {
  const { numDoc } = await db.one<{ numDoc: string }>(
    'SELECT num_doc AS "numDoc" FROM clientes WHERE id_cliente = $1',
    [idCliente],
  );
  return numDoc;
}
