import type { RemoteEntry } from '@area-cliente/shared/deploy';
import { describe, expect, it, vi } from 'vitest';
import { menuRemotes, registerDeployedRemotes } from './federation';

vi.mock('@module-federation/enhanced/runtime', () => ({
  init: vi.fn(),
  registerRemotes: vi.fn(),
  loadRemote: vi.fn(),
}));
vi.mock('./report-load-failures', () => ({ countRemoteFailure: vi.fn(), reportLoadFailures: vi.fn() }));

const build = (menu?: boolean): RemoteEntry => ({
  version: 'v1',
  entry: '/area-cliente/remotes/x/v1/mf-manifest.json',
  needs: { kernel: '^4.0.0', react: '19.3.1' },
  routes: [],
  ...(menu !== undefined && { menu }),
});

describe('menuRemotes', () => {
  it('names the remotes served here whose remotes.json entry says menu, and no other', () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    registerDeployedRemotes({
      remotes: {
        remote_portfolio: build(true),
        remote_claims: build(true),
        remote_offers: build(true),
        remote_auth: build(false),
        // Deployed before menus: no flag.
        remote_receipts: build(),
      },
      refused: { remote_offers: 'needs kernel ^5.0.0 (the shell provides 4.0.0)' },
    });
    expect(menuRemotes()).toEqual(['remote_claims', 'remote_portfolio']);
  });
});
