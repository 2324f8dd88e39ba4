// Campaign publishing, with the guarantees of a remote deploy (scripts/lib/deploy.mjs):
// every version is an immutable folder, campaign.json (the live pointer) is switched atomically under
// a lock, history.json lists what was published, and an identical campaign is "already live". The
// shell and the remotes are not touched: the offers remote reads campaign.json on the next page load.
// One code path for `pnpm campaign:*` (scripts/campaign.ts) and marketing's studio (the API's
// services/estudio-*.ts): the same checks, the same folder, pointer, lock and history.
import { createHash } from 'node:crypto';
import {
  existsSync,
  mkdirSync,
  readdirSync,
  readFileSync,
  renameSync,
  rmSync,
  statSync,
  writeFileSync,
} from 'node:fs';
import { basename, dirname, extname, join } from 'node:path';
import {
  type Campaign,
  type LiveCampaignPointer,
  madridDay,
  parseCampaign,
  type PublishedCampaign,
  readPublishedCampaign,
  type CampaignProblem,
} from '@area-cliente/shared/campaign';
import { readJson, writeJsonAtomic } from '../../../scripts/lib/files.mjs';
import { copyPublishable } from '../../../scripts/lib/publishable.mjs';
import { folderTarget } from '../../../scripts/lib/deploy-targets/folder.mjs';

/** Where the deploy folder is served (scripts/lib/workspace.mjs APP_BASE): the pointer's URL names it. */
const APP_BASE = '/area-cliente/';

/**
 * A refusal the CLI prints as it is, one problem a line, and the studio shows field by field; nothing
 * was changed.
 */
export class CampaignError extends Error {
  constructor(readonly problems: readonly CampaignProblem[]) {
    super(problems.map((p) => (p.path ? `${p.path}: ${p.message}` : p.message)).join('\n'));
  }
}

/** A refusal that is one sentence, not a field of the document. */
const refusal = (message: string) => new CampaignError([{ path: '', message }]);

const MAX_IMAGE_BYTES = 300 * 1024;
const HASH_LENGTH = 8;

const pointerFile = (deployDir: string) => join(deployDir, 'campaign.json');
const campaignsDir = (deployDir: string) => join(deployDir, 'campaigns');
const versionDir = (deployDir: string, version: string) => join(campaignsDir(deployDir), version);
const historyFile = (deployDir: string) => join(campaignsDir(deployDir), 'history.json');
const sha256 = (data: string | Buffer) => createHash('sha256').update(data).digest('hex');

function readPointer(deployDir: string): LiveCampaignPointer | undefined {
  return existsSync(pointerFile(deployDir))
    ? (readJson(pointerFile(deployDir)) as LiveCampaignPointer)
    : undefined;
}

type CampaignHistoryEntry = { version: string; publishedAt: string; nombre: string };

export function readCampaignHistory(deployDir: string): CampaignHistoryEntry[] {
  return existsSync(historyFile(deployDir))
    ? (readJson(historyFile(deployDir)) as { versions: CampaignHistoryEntry[] }).versions
    : [];
}

/** What a file's first bytes say it is; an image must be what its name says (never SVG: the schema refuses it). */
function looksLike(ext: string, bytes: Buffer): boolean {
  const head = bytes.subarray(0, 12);
  switch (ext) {
    case '.png':
      return head.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]));
    case '.jpg':
    case '.jpeg':
      return head[0] === 0xff && head[1] === 0xd8 && head[2] === 0xff;
    case '.webp':
      return head.toString('latin1', 0, 4) === 'RIFF' && head.toString('latin1', 8, 12) === 'WEBP';
    default:
      return false;
  }
}

/**
 * What is wrong with an image's bytes for the name it goes by, or undefined: empty, over 300 KB, or not
 * the PNG, JPEG or WebP its extension says (SVG never: the schema refuses the name).
 */
export function imageProblem(name: string, bytes: Buffer): string | undefined {
  if (bytes.length === 0) return `el fichero ${name} está vacío`;
  if (bytes.length > MAX_IMAGE_BYTES)
    return `el fichero ${name} ocupa ${Math.ceil(bytes.length / 1024)} KB; el máximo es ${MAX_IMAGE_BYTES / 1024} KB`;
  const ext = extname(name).toLowerCase();
  if (!looksLike(ext, bytes))
    return `el fichero ${name} no es una imagen ${ext.slice(1).toUpperCase()} válida`;
  return undefined;
}

/** Where a campaign's images come from: a folder beside the file (CLI), a draft's stored images (studio). */
export interface CampaignImages {
  read(name: string): Buffer | undefined;
  /** The sentence for an image that is not there. */
  missing(name: string): string;
}

const folderImages = (folder: string): CampaignImages => ({
  read: (name) => (existsSync(join(folder, name)) ? readFileSync(join(folder, name)) : undefined),
  missing: (name) => `no está el fichero ${name} en la carpeta de la campaña (${folder})`,
});

/**
 * Checks a campaign document (relative days counted from `now`'s Madrid day) and the images its
 * cards name; throws a CampaignError listing every problem, by path.
 */
export function checkCampaign(
  json: unknown,
  source: CampaignImages,
  now: Date,
): { campaign: Campaign; images: Map<string, Buffer> } {
  const parsed = parseCampaign(json, madridDay(now));
  if (!parsed.ok) throw new CampaignError(parsed.problems);
  const images = new Map<string, Buffer>();
  const problems: CampaignProblem[] = [];
  parsed.campaign.cards.forEach((card, index) => {
    if (card.kind !== 'sorteo' || images.has(card.data.imagen)) return;
    const path = `cards[${index}].data.imagen`;
    const bytes = source.read(card.data.imagen);
    const problem = bytes ? imageProblem(card.data.imagen, bytes) : source.missing(card.data.imagen);
    if (problem || !bytes) problems.push({ path, message: problem ?? source.missing(card.data.imagen) });
    else images.set(card.data.imagen, bytes);
  });
  if (problems.length > 0) throw new CampaignError(problems);
  return { campaign: parsed.campaign, images };
}

/** Reads and checks a campaign file and its images; throws a CampaignError listing every problem. */
function loadCampaignFile(file: string, now: Date): { campaign: Campaign; images: Map<string, Buffer> } {
  if (!existsSync(file)) throw refusal(`No existe el fichero ${file}`);
  let json: unknown;
  try {
    json = JSON.parse(readFileSync(file, 'utf8'));
  } catch (error) {
    throw refusal(`${file} no es un JSON válido: ${(error as Error).message}`);
  }
  return checkCampaign(json, folderImages(dirname(file)), now);
}

/** `20261122-101500-ab12cd34`: publish time (UTC) and the campaign's content hash, as remote versions. */
const newVersion = (hash: string, now: Date) =>
  `${now.toISOString().replace(/[-:]/g, '').replace('T', '-').slice(0, 15)}-${hash}`;

/**
 * Publishes a campaign file: validates it and its images, writes an immutable version folder (the
 * document and its content-hashed images, with compressed siblings) and switches campaign.json to it.
 * A campaign identical to the live one is left alone; one published before is reused.
 */
export async function publishCampaign(
  file: string,
  deployDir: string,
  now = new Date(),
): Promise<{ version: string; changed: boolean; bytes: number }> {
  return publishChecked(loadCampaignFile(file, now), deployDir, now);
}

/** Publishes a campaign document whose images come from `source` (the studio's approval). */
export async function publishCampaignDocument(
  json: unknown,
  source: CampaignImages,
  deployDir: string,
  now = new Date(),
): Promise<{ version: string; changed: boolean; bytes: number }> {
  return publishChecked(checkCampaign(json, source, now), deployDir, now);
}

async function publishChecked(
  { campaign, images }: { campaign: Campaign; images: Map<string, Buffer> },
  deployDir: string,
  now: Date,
): Promise<{ version: string; changed: boolean; bytes: number }> {
  const imagenes: Record<string, string> = {};
  for (const [name, bytes] of images) {
    const ext = extname(name);
    imagenes[name] = `${basename(name, ext)}.${sha256(bytes).slice(0, HASH_LENGTH)}${ext}`;
  }
  const hash = sha256(JSON.stringify({ campaign, imagenes })).slice(0, HASH_LENGTH);
  const live = readPointer(deployDir)?.version;
  if (live?.endsWith(`-${hash}`))
    return { version: live, changed: false, bytes: documentBytes(deployDir, live) };
  const published = readCampaignHistory(deployDir)
    .map((h) => h.version)
    .find((v) => v.endsWith(`-${hash}`) && existsSync(versionDir(deployDir, v)));
  const version = published ?? newVersion(hash, now);
  if (!published) {
    const document: PublishedCampaign = { version, imagenes, campaign };
    const staging = `${versionDir(deployDir, version)}.${process.pid}.staging`;
    const tmp = `${versionDir(deployDir, version)}.${process.pid}.tmp`;
    for (const dir of [staging, tmp]) rmSync(dir, { recursive: true, force: true });
    mkdirSync(staging, { recursive: true });
    writeFileSync(join(staging, 'campana.json'), JSON.stringify(document));
    for (const [name, bytes] of images) writeFileSync(join(staging, imagenes[name] as string), bytes);
    copyPublishable(staging, tmp, ['campana.json', ...Object.values(imagenes)]);
    rmSync(staging, { recursive: true, force: true });
    renameSync(tmp, versionDir(deployDir, version));
  }
  await withPointerLock(deployDir, () => {
    const versions = [
      ...readCampaignHistory(deployDir),
      { version, publishedAt: now.toISOString(), nombre: campaign.nombre },
    ];
    writeJsonAtomic(historyFile(deployDir), { versions });
    activate(deployDir, version);
  });
  return { version, changed: true, bytes: documentBytes(deployDir, version) };
}

/** Size of a published document as stored (what a browser downloads uncompressed). */
const documentBytes = (deployDir: string, version: string) =>
  statSync(join(versionDir(deployDir, version), 'campana.json')).size;

function activate(deployDir: string, version: string) {
  const pointer: LiveCampaignPointer = { version, url: `${APP_BASE}campaigns/${version}/campana.json` };
  writeJsonAtomic(pointerFile(deployDir), pointer);
}

/** Points campaign.json back at `version`, or at the one published before the live one. */
export async function rollbackCampaign(
  deployDir: string,
  version?: string,
): Promise<{ from?: string; to: string }> {
  return withPointerLock(deployDir, () => {
    const history = readCampaignHistory(deployDir).map((h) => h.version);
    const live = readPointer(deployDir)?.version;
    const earlier = history.slice(0, live ? history.lastIndexOf(live) : 0).filter((v) => v !== live);
    const target = version ?? earlier.at(-1);
    if (
      !target ||
      !history.includes(target) ||
      !existsSync(join(versionDir(deployDir, target), 'campana.json'))
    ) {
      throw refusal(
        version
          ? `No hay ninguna campaña publicada con la versión ${version}. Publicadas: ${history.join(', ') || 'ninguna'}`
          : `No hay ninguna campaña publicada antes de la actual (${live ?? 'ninguna'})`,
      );
    }
    if (!isReadable(deployDir, target))
      throw refusal(
        `La campaña ${target} se publicó con un formato anterior y ya no se puede volver a ella; ` +
          'publica de nuevo su contenido con los cambios que pida campaign:publish',
      );
    activate(deployDir, target);
    return { from: live, to: target };
  });
}

/** The live campaign as published. */
export function currentCampaign(deployDir: string): PublishedCampaign {
  const live = readPointer(deployDir);
  if (!live) throw refusal(`No hay ninguna campaña publicada en ${deployDir}`);
  return readJson(join(versionDir(deployDir, live.version), 'campana.json')) as PublishedCampaign;
}

/**
 * Whether a campaign is live and still reads under today's schema: one published before a schema
 * change (for example before draws were declared in `sorteos`) would leave the offers screens empty.
 */
export function liveCampaignIsReadable(deployDir: string): boolean {
  const live = readPointer(deployDir)?.version;
  return live !== undefined && isReadable(deployDir, live);
}

function isReadable(deployDir: string, version: string): boolean {
  try {
    readPublishedCampaign(readJson(join(versionDir(deployDir, version), 'campana.json')));
    return true;
  } catch {
    return false;
  }
}

const DAY_MS = 24 * 3_600_000;

/** When a version was published, from its name (`20261122-101500-ab12cd34`, UTC). */
function publishedAt(folder: string): number | undefined {
  const m = /^(\d{4})(\d{2})(\d{2})-(\d{2})(\d{2})(\d{2})-[0-9a-f]+/.exec(folder);
  return m ? Date.UTC(+m[1]!, +m[2]! - 1, +m[3]!, +m[4]!, +m[5]!, +m[6]!) : undefined;
}

/**
 * Deletes campaign versions nobody can roll back to any more: keeps the live one, the `keep` published
 * before it and every one published within `recentMs`; the others lose their folder and their
 * history entry, as do leftovers of publishes that failed half-way (folders in no history, older than
 * `recentMs`). Under the pointer lock, so it never races a publish or a rollback.
 */
export async function pruneCampaignVersions(
  deployDir: string,
  { keep = 3, recentMs = DAY_MS, now = Date.now() } = {},
): Promise<string[]> {
  if (!existsSync(campaignsDir(deployDir))) return [];
  return withPointerLock(deployDir, () => {
    const history = readCampaignHistory(deployDir);
    const order = history.map((h) => h.version);
    const live = readPointer(deployDir)?.version;
    const before = [...new Set(order.slice(0, live ? order.lastIndexOf(live) : 0).reverse())].filter(
      (v) => v !== live,
    );
    const recent = history.filter((h) => now - Date.parse(h.publishedAt) < recentMs).map((h) => h.version);
    const kept = new Set([...(live ? [live] : []), ...before.slice(0, keep), ...recent]);
    const doomed = [...new Set(order)].filter((v) => !kept.has(v));
    const orphans = readdirSync(campaignsDir(deployDir), { withFileTypes: true })
      .filter((e) => e.isDirectory() && !order.includes(e.name) && e.name !== live)
      .map((e) => e.name)
      .filter((name) => (publishedAt(name) ?? now) < now - recentMs);
    // History first: a rollback never points at a version that is about to go.
    if (doomed.length > 0)
      writeJsonAtomic(historyFile(deployDir), { versions: history.filter((h) => kept.has(h.version)) });
    for (const version of [...doomed, ...orphans])
      rmSync(versionDir(deployDir, version), { recursive: true, force: true });
    return [...doomed, ...orphans];
  });
}

/**
 * Writes the live campaign into `folder` as marketing edits it: campana.json with the images under
 * their own names, ready to change and publish again.
 */
export function exportCampaign(deployDir: string, folder: string): PublishedCampaign {
  const published = currentCampaign(deployDir);
  mkdirSync(folder, { recursive: true });
  writeFileSync(join(folder, 'campana.json'), `${JSON.stringify(published.campaign, null, 2)}\n`);
  for (const [name, hashed] of Object.entries(published.imagenes))
    writeFileSync(join(folder, name), readFileSync(join(versionDir(deployDir, published.version), hashed)));
  return published;
}

/** Publishes and rollbacks of the campaign take turns, like remote deploys (the same lock file rule). */
const withPointerLock = <T>(deployDir: string, fn: () => T): Promise<T> =>
  folderTarget(deployDir).withLock(`${basename(pointerFile(deployDir))}.lock`, fn);
