// Released contracts and what today's API may answer to a build that bundled one of them.
//
// A remote bundles the contract it was built with (its calls and their answer schemas) and may stay
// live for months while the API moves on. Each contract a remote could have been built with is kept
// as a release (shared/contract-releases/<day>-<hash>.json): every call's answer as JSON Schema and
// which app calls it. Today's answer schemas must be readable under each release's: an answer an old
// schema would refuse breaks the apps that call it, and the check names them.
import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { toJsonSchema } from '@valibot/to-json-schema';
import type * as v from 'valibot';

/** The subset of JSON Schema that valibot's converter writes for answer schemas. */
interface Esquema {
  type?: string | string[];
  enum?: unknown[];
  const?: unknown;
  properties?: Record<string, Esquema>;
  required?: string[];
  additionalProperties?: boolean | Esquema;
  items?: Esquema;
  anyOf?: Esquema[];
  oneOf?: Esquema[];
  pattern?: string;
  format?: string;
}

export interface ContractRelease {
  /** The hash of `calls`: the same contract is the same release. */
  hash: string;
  calls: Record<string, { method: string; path: string; answer: Esquema }>;
  /** App (shell, remote-…) → the calls its sources name. */
  usedBy: Record<string, string[]>;
}

interface Call {
  method: string;
  path: string;
  data: v.GenericSchema;
}

const answerSchema = (data: v.GenericSchema): Esquema => {
  // Pipes' checks (trim, length) are not part of what a reader accepts: only the shape is kept.
  const { $schema: _, ...schema } = toJsonSchema(data, { errorMode: 'ignore' }) as Esquema & {
    $schema?: string;
  };
  return schema;
};

const SOURCE = /\.(ts|tsx)$/;
const TEST = /\.test\.(ts|tsx)$|\/testing\//;

function sources(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true, recursive: true })
    .filter((e) => e.isFile() && SOURCE.test(e.name))
    .map((e) => join(e.parentPath, e.name))
    .filter((f) => !TEST.test(f) && !f.includes('node_modules'));
}

/** The calls each app's sources name (`CALLS.x`), sorted. */
function callsUsedBy(repoRoot: string, apps: readonly string[]): Record<string, string[]> {
  return Object.fromEntries(
    apps.map((app) => {
      const named = new Set<string>();
      for (const f of sources(join(repoRoot, app, 'src')))
        for (const m of readFileSync(f, 'utf8').matchAll(/\bCALLS\.(\w+)/g)) named.add(m[1]!);
      return [relative(repoRoot, join(repoRoot, app)), [...named].sort()];
    }),
  );
}

/** The release of a contract: its calls' answers and who calls them. */
export function releaseOf(calls: Record<string, Call>, usedBy: Record<string, string[]>): ContractRelease {
  const entries = Object.keys(calls)
    .sort()
    .map((name) => {
      const c = calls[name]!;
      return [name, { method: c.method, path: c.path, answer: answerSchema(c.data) }] as const;
    });
  const released = Object.fromEntries(entries);
  const hash = createHash('sha256').update(JSON.stringify(released)).digest('hex').slice(0, 12);
  return { hash, calls: released, usedBy };
}

const ramas = (s: Esquema): Esquema[] | undefined => s.anyOf ?? s.oneOf;
const valores = (s: Esquema): unknown[] | undefined => (s.const !== undefined ? [s.const] : s.enum);
const tipoDe = (x: unknown) => (x === null ? 'null' : typeof x);
/** The JSON types a schema allows; a literal (`const`) names none, so its value's is taken. */
const tipos = (s: Esquema): string[] | undefined =>
  s.type === undefined ? valores(s)?.map(tipoDe) : Array.isArray(s.type) ? s.type : [s.type];

/**
 * Why a value valid under `hoy` may be refused by `antes` (empty when every such value is accepted).
 * Sound for the shapes answers use; where it cannot tell, it says so rather than pass.
 */
function problemas(antes: Esquema, hoy: Esquema, ruta = ''): string[] {
  const donde = ruta || '(respuesta)';
  if (Object.keys(antes).length === 0) return [];
  const hoyRamas = ramas(hoy);
  if (hoyRamas) return hoyRamas.flatMap((r) => problemas(antes, r, ruta));
  const antesRamas = ramas(antes);
  if (antesRamas) {
    const cada = antesRamas.map((r) => problemas(r, hoy, ruta));
    return cada.some((p) => p.length === 0) ? [] : (cada.sort((a, b) => a.length - b.length)[0] ?? []);
  }
  const tAntes = tipos(antes);
  const tHoy = tipos(hoy);
  if (tAntes) {
    if (!tHoy) return [`${donde}: hoy admite cualquier tipo; antes, ${tAntes.join(' o ')}`];
    const ajenos = tHoy.filter((t) => !tAntes.includes(t) && !(t === 'integer' && tAntes.includes('number')));
    if (ajenos.length) return [`${donde}: hoy puede ser ${ajenos.join(' o ')}; antes, ${tAntes.join(' o ')}`];
  }
  const vAntes = valores(antes);
  if (vAntes) {
    const vHoy = valores(hoy);
    if (!vHoy) return [`${donde}: hoy admite cualquier valor; antes, solo ${vAntes.join(', ')}`];
    const nuevos = vHoy.filter((x) => !vAntes.includes(x));
    if (nuevos.length) return [`${donde}: valor nuevo ${nuevos.map((x) => JSON.stringify(x)).join(', ')}`];
  }
  if (antes.pattern !== undefined && antes.pattern !== hoy.pattern)
    return [`${donde}: el patrón cambió de ${antes.pattern} a ${hoy.pattern ?? '(ninguno)'}`];
  if (antes.format !== undefined && antes.format !== hoy.format)
    return [`${donde}: el formato cambió de ${antes.format} a ${hoy.format ?? '(ninguno)'}`];
  const out: string[] = [];
  if (antes.properties) {
    const requeridos = new Set(antes.required ?? []);
    const hoyRequeridos = new Set(hoy.required ?? []);
    for (const [clave, esquema] of Object.entries(antes.properties)) {
      const campo = ruta ? `${ruta}.${clave}` : clave;
      const suyo = hoy.properties?.[clave];
      if (!suyo) {
        if (requeridos.has(clave)) out.push(`${campo}: ya no se envía`);
        continue;
      }
      if (requeridos.has(clave) && !hoyRequeridos.has(clave)) out.push(`${campo}: ahora puede faltar`);
      out.push(...problemas(esquema, suyo, campo));
    }
    if (antes.additionalProperties === false)
      for (const clave of Object.keys(hoy.properties ?? {}))
        if (!(clave in antes.properties))
          out.push(`${ruta ? `${ruta}.` : ''}${clave}: campo nuevo en un objeto cerrado`);
  }
  if (antes.items)
    out.push(...(hoy.items ? problemas(antes.items, hoy.items, `${ruta}[]`) : [`${ruta}[]: sin esquema`]));
  return out;
}

export interface Rotura {
  release: string;
  call: string;
  apps: string[];
  problemas: string[];
}

/** Every call of `antes` whose answer today may be refused by the apps of that release that call it. */
export function roturas(nombre: string, antes: ContractRelease, hoy: ContractRelease): Rotura[] {
  return Object.entries(antes.calls).flatMap(([call, spec]): Rotura[] => {
    const apps = Object.entries(antes.usedBy)
      .filter(([, calls]) => calls.includes(call))
      .map(([app]) => app);
    if (apps.length === 0) return [];
    const actual = hoy.calls[call];
    if (!actual) return [{ release: nombre, call, apps, problemas: ['la llamada ya no existe'] }];
    if (actual.method !== spec.method || actual.path !== spec.path)
      return [{ release: nombre, call, apps, problemas: [`ahora es ${actual.method} ${actual.path}`] }];
    const p = problemas(spec.answer, actual.answer);
    return p.length ? [{ release: nombre, call, apps, problemas: p }] : [];
  });
}

export const RELEASES_DIR = 'shared/contract-releases';

/** Every call as the sources state it. */
const currentCalls = async () =>
  (await import('../../shared/src/contract/call-list')) as unknown as Record<string, Call>;

/** The contract as the sources stand: every call, and the calls the shell and each remote name. */
export async function currentRelease(repoRoot: string, apps: readonly string[]): Promise<ContractRelease> {
  return releaseOf(await currentCalls(), callsUsedBy(repoRoot, apps));
}

/**
 * The hash of the contract as the sources stand, the one its release is kept under: what a build
 * compiled from them records in its contract.json (tools/webpack/contract.js). Who calls what is left
 * out of the hash, so no app's sources need reading.
 */
export const currentHash = async (): Promise<string> => releaseOf(await currentCalls(), {}).hash;

/** The kept releases, oldest first (their names start with the day they were cut). */
export function keptReleases(repoRoot: string): { nombre: string; release: ContractRelease }[] {
  const dir = join(repoRoot, RELEASES_DIR);
  if (!existsSync(dir)) return [];
  return readdirSync(dir)
    .filter((f) => f.endsWith('.json'))
    .sort()
    .map((nombre) => ({
      nombre,
      release: JSON.parse(readFileSync(join(dir, nombre), 'utf8')) as ContractRelease,
    }));
}
