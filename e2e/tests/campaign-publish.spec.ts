import { spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { cpSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, relative, resolve } from 'node:path';
import { expect, type Page } from '@playwright/test';
import { currentProduct } from '../support/env';
import { test } from '../support/test';
import { signedIn } from '../support/fixtures';

// Marketing publishes cards without a build. The server of these tests serves the deploy
// folder the CLI writes to (DEPLOY_DIR, as for `pnpm start`); every test puts the campaign it found back.
const root = resolve(import.meta.dirname, '..', '..');
const card = (page: Page, id: string) => page.locator(`[data-card="${id}"]`);

function campaignCli(...args: string[]) {
  const result = spawnSync(process.execPath, ['--import', 'tsx', 'scripts/campaign.ts', ...args], {
    cwd: root,
    encoding: 'utf8',
    env: { ...process.env, DEPLOY_DIR: currentProduct().deployDir },
  });
  expect(result.status, `${result.stdout}\n${result.stderr}`).toBe(0);
  return result.stdout;
}

const liveVersion = () =>
  JSON.parse(readFileSync(join(currentProduct().deployDir, 'campaign.json'), 'utf8')).version as string;

/** SHA-256 of every deployed file but the campaigns': the shell and every remote. */
function appFiles(): Record<string, string> {
  return Object.fromEntries(
    readdirSync(currentProduct().deployDir, { recursive: true, withFileTypes: true })
      .filter((e) => e.isFile())
      .map((e) => relative(currentProduct().deployDir, join(e.parentPath, e.name)))
      .filter((f) => f !== 'campaign.json' && !f.startsWith('campaigns/') && !f.endsWith('.lock'))
      .map((f) => [
        f,
        createHash('sha256')
          .update(readFileSync(join(currentProduct().deployDir, f)))
          .digest('hex'),
      ]),
  );
}

/** The first campaign, changed by `edit`, in a folder of its own with its images. */
function campaignFile(edit: (doc: { cards: Record<string, unknown>[] } & Record<string, unknown>) => void) {
  const folder = mkdtempSync(join(tmpdir(), 'e2e-campaign-'));
  cpSync(join(root, 'campaigns/inicial'), folder, { recursive: true });
  const file = join(folder, 'campana.json');
  const doc = JSON.parse(readFileSync(file, 'utf8'));
  edit(doc);
  writeFileSync(file, JSON.stringify(doc));
  return { file, cleanup: () => rmSync(folder, { recursive: true, force: true }) };
}

let before: string;
test.beforeEach(() => {
  before = liveVersion();
});
test.afterEach(() => {
  campaignCli('rollback', before);
});

test('a published campaign shows on the next page load with every app file unchanged, and rolls back', async ({
  page,
}) => {
  const title = `Tu oficina, siempre cerca (${Date.now()})`;
  const { file, cleanup } = campaignFile((doc) => {
    (doc.cards[0]!.data as { titulo: string }).titulo = title;
  });
  try {
    await signedIn(page, '12345678Z');
    await expect(card(page, 'oficina')).toContainText('Mi Oficina de Referencia');
    const apps = appFiles();

    const started = performance.now();
    const output = campaignCli('publish', file);
    const publishMs = Math.round(performance.now() - started);
    console.log(`campaign:publish took ${publishMs} ms (CLI start included): ${output.trim()}`);
    test.info().annotations.push({ type: 'publish time', description: `${publishMs} ms` });
    expect(appFiles()).toEqual(apps);

    await page.reload();
    await expect(card(page, 'oficina').getByRole('heading', { name: title })).toBeVisible();

    campaignCli('rollback');
    await page.reload();
    await expect(
      card(page, 'oficina').getByRole('heading', { name: 'Mi Oficina de Referencia' }),
    ).toBeVisible();
    expect(appFiles()).toEqual(apps);
  } finally {
    cleanup();
  }
});

/** A Madrid wall-clock minute as a schedule writes it, 'YYYY-MM-DDTHH:mm'. */
const madrid = (instant: number) =>
  new Intl.DateTimeFormat('sv-SE', {
    timeZone: 'Europe/Madrid',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  })
    .format(instant)
    .replace(' ', 'T');

test('a scheduled card appears and disappears at the edges of its window, Madrid time', async ({ page }) => {
  // A five-minute window a few minutes ahead: the browser clock moves by minutes only, well inside the
  // session's idle time, and the server's own clock stays real.
  const desde = Math.ceil(Date.now() / 60_000) * 60_000 + 3 * 60_000;
  const hasta = desde + 5 * 60_000;
  const { file, cleanup } = campaignFile((doc) => {
    doc.cards.unshift({
      id: 'promo-flash',
      kind: 'promo',
      sections: ['inicio'],
      audience: { client: 'directo' },
      schedule: { desde: madrid(desde), hasta: madrid(hasta) },
      data: { titulo: 'Oferta relámpago de Hogar', texto: 'Solo cinco minutos.', destacado: '-20%' },
    });
  });
  try {
    campaignCli('publish', file);
    const at = async (instant: number, shown: boolean) => {
      await page.clock.setFixedTime(instant);
      await page.reload();
      await expect(page.getByRole('heading', { level: 1, name: 'Hola, Lucía' })).toBeVisible();
      await expect(card(page, 'promo-flash')).toHaveCount(shown ? 1 : 0);
    };
    await signedIn(page, '12345678Z');
    await expect(page.getByRole('heading', { level: 1, name: 'Hola, Lucía' })).toBeVisible();
    await at(desde - 1000, false);
    await at(desde, true);
    await at(hasta - 1000, true);
    await at(hasta, false);
  } finally {
    cleanup();
  }
});
