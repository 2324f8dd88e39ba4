import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { parseDeployDocument, RoutesFileSchema } from '@area-cliente/shared/deploy';
import { describe, expect, it } from 'vitest';
import { DEMO_ROUTES } from '../shell/src/composition/demo-routes';
import { REMOTES, repoRoot } from './lib/workspace.mjs';

/** A remote's routes.json: what its production deploy puts in remotes.json, every customer's route table. */
const productionRoutes = (dir: string) =>
  parseDeployDocument(
    RoutesFileSchema,
    JSON.parse(readFileSync(join(repoRoot, dir, 'routes.json'), 'utf8')),
    `${dir}/routes.json`,
  ).routes;

const offers = 'remote-offers';

describe("the demo's own routes (the campaign preview out of the customers' route table)", () => {
  it("remote-offers' production route table has no campaign preview", () => {
    const routes = productionRoutes(offers);
    expect(routes.map((route) => route.path)).not.toContain('vistaPreviaCampana');
    expect(routes.map((route) => route.screen)).not.toContain('vistaPrevia');
  });

  it("no remote's production route table holds a demo route's path or screen", async () => {
    const { demoScreens } = await import('../remote-offers/src/demo-screens');
    for (const { dir } of REMOTES as { dir: string }[]) {
      for (const route of productionRoutes(dir)) {
        expect(DEMO_ROUTES.map((demo) => demo.path)).not.toContain(route.path);
        if (dir === offers) expect(Object.keys(demoScreens)).not.toContain(route.screen);
      }
    }
  });

  it('every demo route names a screen its remote renders apart from its customer screens', async () => {
    const { demoScreens } = await import('../remote-offers/src/demo-screens');
    const { screens } = await import('../remote-offers/src/screens');
    expect(DEMO_ROUTES.map((route) => route.remote)).toEqual(['remote_offers']);
    for (const route of DEMO_ROUTES) {
      expect(Object.keys(demoScreens)).toContain(route.screen);
      expect(Object.keys(screens)).not.toContain(route.screen);
    }
  });
});
