import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { parseDeployDocument, RoutesFileSchema } from '@area-cliente/shared/deploy';
import { describe, expect, it } from 'vitest';
import { REMOTES, repoRoot } from './lib/workspace.mjs';

/** A remote's routes.json, read as its deploy and the shell read it. */
const routesFileOf = (dir: string) =>
  parseDeployDocument(
    RoutesFileSchema,
    JSON.parse(readFileSync(join(repoRoot, dir, 'routes.json'), 'utf8')),
    `${dir}/routes.json`,
  );
const routesOf = (dir: string) => routesFileOf(dir).routes;

describe('remote routes.json', () => {
  it.each(REMOTES.map((r: { dir: string }) => r.dir))(
    '%s renders every screen its routes name',
    async (dir) => {
      const { screens } = await import(`../${dir}/src/screens.ts`);
      const named = routesOf(dir).map((r) => r.screen);
      expect(Object.keys(screens).sort()).toEqual([...new Set(named)].sort());
    },
  );

  it('says menu exactly for the remotes with side-menu entries (src/menu.ts, exposed as ./menu)', () => {
    for (const { dir } of REMOTES as { dir: string }[]) {
      expect(routesFileOf(dir).menu, dir).toBe(existsSync(join(repoRoot, dir, 'src/menu.ts')));
    }
    const withMenu = REMOTES.filter((r: { dir: string }) => routesFileOf(r.dir).menu);
    expect(withMenu.map((r: { dir: string }) => r.dir).sort()).toEqual([
      'remote-claims',
      'remote-offers',
      'remote-portfolio',
    ]);
  });

  it('gives every path to exactly one remote, relative to the app base', () => {
    const paths = REMOTES.flatMap((r: { dir: string }) => routesOf(r.dir).map((route) => route.path));
    expect(new Set(paths).size).toBe(paths.length);
    for (const path of paths) expect(path).toMatch(/^[A-Za-z]+(\/:[A-Za-z]+)?$/);
  });

  it('lets only the access and registration screens, and the digital card check, open without a session', () => {
    const open = REMOTES.flatMap((r: { dir: string }) => routesOf(r.dir))
      .filter((route) => route.public)
      .map((route) => route.path);
    // verificar: the page a digital card's QR opens, for whoever scans it.
    expect(open.sort()).toEqual([
      'claves',
      'email',
      'login',
      'nif',
      'pin',
      'telefono',
      'validEmail',
      'verificar',
    ]);
  });

  it('frames login, registration, consent and the card check in the access layout, every other screen in the main one', () => {
    const all = REMOTES.flatMap((r: { dir: string }) => routesOf(r.dir));
    const access = all.filter((route) => route.layout === 'access');
    expect(access.map((route) => route.path).sort()).toEqual(
      [
        'claves',
        'email',
        'gdpr',
        'gdprTacito',
        'login',
        'nif',
        'pin',
        'telefono',
        'validEmail',
        'verificar',
      ].sort(),
    );
  });
});
