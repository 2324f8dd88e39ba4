import { describe, expect, it } from 'vitest';
import { DEMO_ROUTES, withDemoRoutes } from './demo-routes';
import type { RemoteRoute } from './remotes-manifest';

const inicio: RemoteRoute = {
  remote: 'remote_offers',
  path: 'inicio',
  screen: 'inicio',
  public: false,
  layout: 'main',
};

describe('withDemoRoutes', () => {
  it('leaves a production deployment with exactly the deployed routes', () => {
    const routes = [inicio];
    expect(withDemoRoutes(routes, false)).toBe(routes);
  });

  it('adds the campaign preview in the demo, served by the offers remote', () => {
    expect(withDemoRoutes([inicio], true)).toEqual([inicio, ...DEMO_ROUTES]);
    expect(DEMO_ROUTES).toContainEqual(
      expect.objectContaining({ path: 'vistaPreviaCampana', remote: 'remote_offers', public: false }),
    );
  });

  it('adds no route for a remote that is not deployed (or without a manifest)', () => {
    const fallback: RemoteRoute = { remote: '', path: '*', screen: '', public: true, layout: 'access' };
    expect(withDemoRoutes([fallback], true)).toEqual([fallback]);
  });
});
