import {
  cpSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import {
  CampaignError,
  currentCampaign,
  exportCampaign,
  liveCampaignIsReadable,
  pruneCampaignVersions,
  publishCampaign,
  readCampaignHistory,
  rollbackCampaign,
} from '../api/src/campanas/publicar';
import { repoRoot } from './lib/workspace.mjs';

let deployDir: string;
let folder: string;
const file = () => join(folder, 'campana.json');
// The document under test, edited freely to break it.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
type Doc = any;
const edit = (change: (doc: Doc) => void) => {
  const doc = JSON.parse(readFileSync(file(), 'utf8'));
  change(doc);
  writeFileSync(file(), JSON.stringify(doc));
};
const pointer = () => readFileSync(join(deployDir, 'campaign.json'), 'utf8');
const refusal = (promise: Promise<unknown>) =>
  promise.then(
    () => 'published',
    (error: unknown) => (error instanceof CampaignError ? error.message : `unexpected: ${String(error)}`),
  );

beforeEach(() => {
  deployDir = mkdtempSync(join(tmpdir(), 'campaign-deploy-'));
  folder = mkdtempSync(join(tmpdir(), 'campaign-src-'));
  cpSync(join(repoRoot, 'campaigns/inicial'), folder, { recursive: true });
});
afterEach(() => {
  rmSync(deployDir, { recursive: true, force: true });
  rmSync(folder, { recursive: true, force: true });
});

// What got past the old pattern check: each ran or fetched from outside in Chromium.
const SVG_BYPASSES = [
  [
    'a namespaced script',
    '<s:svg xmlns:s="http://www.w3.org/2000/svg"><s:script>alert(document.domain)</s:script></s:svg>',
  ],
  [
    'an entity-encoded javascript: link',
    '<svg xmlns="http://www.w3.org/2000/svg" xmlns:xlink="http://www.w3.org/1999/xlink"><a xlink:href="&#106;avascript:alert(1)"><rect width="9" height="9"/></a></svg>',
  ],
  [
    'a CSS url() to another site',
    '<svg xmlns="http://www.w3.org/2000/svg"><style>rect { fill: url(https://evil.example/t.svg#p) }</style><rect width="9" height="9"/></svg>',
  ],
  ['a plain drawing', '<svg xmlns="http://www.w3.org/2000/svg"><rect width="9" height="9"/></svg>'],
] as const;

describe('publishCampaign', () => {
  it('publishes an immutable version with content-hashed images and switches the live pointer', async () => {
    const { version, changed, bytes } = await publishCampaign(
      file(),
      deployDir,
      new Date('2026-11-23T10:00:00Z'),
    );
    expect(changed).toBe(true);
    expect(version).toMatch(/^20261123-100000-[0-9a-f]{8}$/);
    expect(JSON.parse(pointer())).toEqual({
      version,
      url: `/area-cliente/campaigns/${version}/campana.json`,
    });
    const files = readdirSync(join(deployDir, 'campaigns', version)).sort();
    expect(files).toEqual(expect.arrayContaining(['campana.json', 'campana.json.br', 'campana.json.gz']));
    const published = currentCampaign(deployDir);
    expect(published.imagenes['sorteo-viaje.png']).toMatch(/^sorteo-viaje\.[0-9a-f]{8}\.png$/);
    expect(files).toContain(published.imagenes['sorteo-viaje.png']);
    expect(bytes).toBe(readFileSync(join(deployDir, 'campaigns', version, 'campana.json')).length);
  });

  it("publishes the first campaign's relative days as days counted from the Madrid day it is published", async () => {
    // 00:30 on 24 November in Madrid, still the 23rd in UTC.
    await publishCampaign(file(), deployDir, new Date('2026-11-23T23:30:00Z'));
    const { campaign } = currentCampaign(deployDir);
    expect(campaign.sorteos).toMatchObject({
      TV: { desde: '2026-10-25', hasta: '2027-02-22', celebracion: '2027-03-09' },
      FREIDORA_AIRE: { desde: '2026-07-27', hasta: '2026-10-25', celebracion: '2026-12-24' },
    });
    const fin = campaign.cards.find((c) => c.id === 'sorteo-freidora-finalizado');
    expect(fin?.data).toMatchObject({
      texto: expect.stringContaining('se celebrará el 24 de diciembre de 2026'),
    });
  });

  it('says "already live" for the same campaign, and reuses a version published before', async () => {
    const first = await publishCampaign(file(), deployDir);
    expect(await publishCampaign(file(), deployDir)).toMatchObject({
      version: first.version,
      changed: false,
    });
    edit((doc) => (doc.cards[0].data.titulo = 'Tu oficina'));
    const second = await publishCampaign(file(), deployDir);
    expect(second.version).not.toBe(first.version);
    edit((doc) => (doc.cards[0].data.titulo = 'Mi Oficina de Referencia'));
    expect(await publishCampaign(file(), deployDir)).toMatchObject({ version: first.version, changed: true });
    expect(readCampaignHistory(deployDir).map((h) => h.version)).toEqual([
      first.version,
      second.version,
      first.version,
    ]);
  });

  it.each<[string, () => void, string]>([
    ['a document that is not JSON', () => writeFileSync(file(), '{ "nombre": '), 'no es un JSON válido'],
    [
      'an invalid document',
      () => edit((doc) => delete doc.cards[0].data.titulo),
      'cards[0].data.titulo: falta este campo',
    ],
    [
      'a link that is not https',
      () =>
        edit((doc) => (doc.cards[3].data.condiciones = { texto: 'Bases', url: 'http://example.com/b.pdf' })),
      'cards[3].data.condiciones.url: debe empezar por https://',
    ],
    [
      'a draw card naming a draw the campaign does not declare',
      () => edit((doc) => (doc.cards[3].data.sorteo = 'COCHE')),
      'cards[3].data.sorteo: el sorteo "COCHE" no existe: decláralo en "sorteos" con sus fechas (declarados: TV, FREIDORA_AIRE)',
    ],
    [
      'a draw whose window ends before it starts',
      () => edit((doc) => (doc.sorteos.TV.hasta = '2025-01-01')),
      'sorteos.TV: "desde" no puede ser posterior a "hasta"',
    ],
    [
      'a missing image',
      () => rmSync(join(folder, 'sorteo-viaje.png')),
      'cards[3].data.imagen: no está el fichero sorteo-viaje.png',
    ],
    [
      'an image that is not one',
      () => writeFileSync(join(folder, 'sorteo-viaje.png'), 'hola'),
      'cards[3].data.imagen: el fichero sorteo-viaje.png no es una imagen PNG válida',
    ],
    [
      'a PNG that is an SVG',
      () => writeFileSync(join(folder, 'sorteo-viaje.png'), '<svg xmlns="http://www.w3.org/2000/svg"/>'),
      'el fichero sorteo-viaje.png no es una imagen PNG válida',
    ],
    ...SVG_BYPASSES.map(([name, svg]): [string, () => void, string] => [
      `an SVG with ${name}`,
      () => {
        writeFileSync(join(folder, 'viaje.svg'), svg);
        edit((doc) => (doc.cards[3].data.imagen = 'viaje.svg'));
      },
      'cards[3].data.imagen: no se admiten imágenes SVG: expórtala como .png, .jpg o .webp',
    ]),
    [
      'an image too big',
      () => writeFileSync(join(folder, 'sorteo-viaje.png'), Buffer.alloc(400 * 1024, 1)),
      'el máximo es 300 KB',
    ],
  ])('refuses %s and changes nothing', async (_name, breakIt, message) => {
    const first = await publishCampaign(file(), deployDir);
    const before = pointer();
    breakIt();
    expect(await refusal(publishCampaign(file(), deployDir))).toContain(message);
    expect(pointer()).toBe(before);
    expect(readdirSync(join(deployDir, 'campaigns'))).toEqual([first.version, 'history.json'].sort());
  });
});

describe('rollbackCampaign and exportCampaign', () => {
  it('goes back to the previous version, or to a named one, and refuses an unknown one', async () => {
    const first = await publishCampaign(file(), deployDir);
    edit((doc) => (doc.cards[0].data.titulo = 'Tu oficina'));
    const second = await publishCampaign(file(), deployDir);
    expect(await rollbackCampaign(deployDir)).toEqual({ from: second.version, to: first.version });
    expect(currentCampaign(deployDir).campaign.cards[0]?.data.titulo).toBe('Mi Oficina de Referencia');
    expect(await rollbackCampaign(deployDir, second.version)).toEqual({
      from: first.version,
      to: second.version,
    });
    expect(await refusal(rollbackCampaign(deployDir, '20200101-000000-deadbeef'))).toContain(
      'No hay ninguna campaña publicada con la versión 20200101-000000-deadbeef',
    );
    expect(JSON.parse(pointer()).version).toBe(second.version);
  });

  it('refuses a rollback with nothing before the live campaign', async () => {
    expect(await refusal(rollbackCampaign(deployDir))).toContain('No hay ninguna campaña publicada antes');
    await publishCampaign(file(), deployDir);
    expect(await refusal(rollbackCampaign(deployDir))).toContain('No hay ninguna campaña publicada antes');
  });

  it('exports the live campaign ready to publish again unchanged', async () => {
    const { version } = await publishCampaign(file(), deployDir);
    const out = join(folder, 'editada');
    exportCampaign(deployDir, out);
    expect(existsSync(join(out, 'sorteo-freidora.png'))).toBe(true);
    expect(await publishCampaign(join(out, 'campana.json'), deployDir)).toMatchObject({
      version,
      changed: false,
    });
  });
});

/** A version as an older schema wrote it: draw cards without the campaign declaring its draws. */
function writeOldVersion(version: string) {
  const doc = JSON.parse(readFileSync(file(), 'utf8'));
  delete doc.sorteos;
  mkdirSync(join(deployDir, 'campaigns', version), { recursive: true });
  writeFileSync(
    join(deployDir, 'campaigns', version, 'campana.json'),
    JSON.stringify({ version, imagenes: {}, campaign: doc }),
  );
  const history = readCampaignHistory(deployDir);
  writeFileSync(
    join(deployDir, 'campaigns', 'history.json'),
    JSON.stringify({
      versions: [{ version, publishedAt: '2025-01-01T00:00:00.000Z', nombre: 'Antigua' }, ...history],
    }),
  );
}

describe('a campaign published under an older schema', () => {
  it('is not readable, so `pnpm start` publishes the first campaign again', async () => {
    writeOldVersion('20250101-000000-0ldd0c00');
    writeFileSync(
      join(deployDir, 'campaign.json'),
      JSON.stringify({
        version: '20250101-000000-0ldd0c00',
        url: '/area-cliente/campaigns/20250101-000000-0ldd0c00/campana.json',
      }),
    );
    expect(liveCampaignIsReadable(deployDir)).toBe(false);
    await publishCampaign(file(), deployDir);
    expect(liveCampaignIsReadable(deployDir)).toBe(true);
  });

  it('is refused as a rollback target', async () => {
    await publishCampaign(file(), deployDir);
    writeOldVersion('20250101-000000-0ldd0c00');
    expect(await refusal(rollbackCampaign(deployDir, '20250101-000000-0ldd0c00'))).toContain(
      'se publicó con un formato anterior',
    );
  });
});

describe('pruneCampaignVersions', () => {
  const day = (d: number) => new Date(Date.UTC(2026, 10, d, 10));
  const publishTitled = async (titulo: string, d: number) => {
    edit((doc) => (doc.cards[0].data.titulo = titulo));
    return (await publishCampaign(file(), deployDir, day(d))).version;
  };

  it('keeps the live version, the N before it and those of the last day; removes the rest and their history', async () => {
    const v1 = await publishTitled('Uno', 1);
    const v2 = await publishTitled('Dos', 2);
    const v3 = await publishTitled('Tres', 3);
    const v4 = await publishTitled('Cuatro', 4);
    const v5 = await publishTitled('Cinco', 10);
    await rollbackCampaign(deployDir, v4); // live: v4; v5 was published within the last day
    const removed = await pruneCampaignVersions(deployDir, { keep: 1, now: day(10).getTime() + 3_600_000 });
    expect(removed.sort()).toEqual([v1, v2].sort());
    expect(readCampaignHistory(deployDir).map((h) => h.version)).toEqual([v3, v4, v5]);
    for (const v of [v1, v2]) expect(existsSync(join(deployDir, 'campaigns', v))).toBe(false);
    for (const v of [v3, v4, v5]) expect(existsSync(join(deployDir, 'campaigns', v))).toBe(true);
    expect(JSON.parse(pointer()).version).toBe(v4);
  });

  it('removes what a publish that failed half-way left, once it is old', async () => {
    await publishTitled('Uno', 1);
    mkdirSync(join(deployDir, 'campaigns', '20261101-100000-abcdef12.123.tmp'));
    mkdirSync(join(deployDir, 'campaigns', '20261101-110000-abcdef13.124.tmp'));
    const removed = await pruneCampaignVersions(deployDir, { now: day(2).getTime() + 30 * 60_000 });
    expect(removed).toEqual(['20261101-100000-abcdef12.123.tmp']);
  });
});
