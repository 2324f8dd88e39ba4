import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import type { RemoteLifecycles } from './parcel-host';
import { loadedRemoteApp, loadRemoteApp } from './federation';
import { RemoteScreen } from './remote-screen';

vi.mock('./federation', () => ({ loadRemoteApp: vi.fn(), loadedRemoteApp: vi.fn(() => undefined) }));
const load = vi.mocked(loadRemoteApp);
const loaded = vi.mocked(loadedRemoteApp);

type Props = { domElement: HTMLElement; screen: string; params: Record<string, string> };

/** A parcel that writes its screen and params into its element, like a remote's React root would. */
function fakeApp(overrides: Partial<Record<'mount' | 'update', (p: Props) => Promise<void>>> = {}) {
  const show = async ({ domElement, screen, params }: Props) => {
    domElement.textContent = `${screen} ${params.idPoliza ?? ''}`.trim();
  };
  return {
    bootstrap: async () => {},
    mount: vi.fn(overrides.mount ?? show),
    update: vi.fn(overrides.update ?? show),
    unmount: vi.fn(async ({ domElement }: Props) => void domElement.replaceChildren()),
  };
}

const renderScreen = (params: Record<string, string> = { idPoliza: '1' }) =>
  render(
    <MemoryRouter>
      <RemoteScreen remote="remote_portfolio" screen="polizaAutos" params={params} />
    </MemoryRouter>,
  );

beforeEach(() => {
  load.mockReset();
  loaded.mockReset().mockReturnValue(undefined);
  vi.spyOn(console, 'error').mockImplementation(() => {});
});

describe('RemoteScreen', () => {
  it('mounts a remote whose prefetch finished between its first render and its effect (never a skeleton for good)', async () => {
    const app = fakeApp() as unknown as RemoteLifecycles;
    // Not there when the screen first renders, there by the time its effect asks again.
    loaded.mockReturnValueOnce(undefined).mockReturnValue(app);
    renderScreen();
    expect(await screen.findByText('polizaAutos 1')).toBeTruthy();
    expect(load).not.toHaveBeenCalled();
  });

  it('mounts the remote screen and passes new params to it as an update', async () => {
    const app = fakeApp();
    load.mockResolvedValue(app as unknown as RemoteLifecycles);
    const { rerender } = renderScreen();
    expect(await screen.findByText('polizaAutos 1')).toBeTruthy();

    rerender(
      <MemoryRouter>
        <RemoteScreen remote="remote_portfolio" screen="polizaAutos" params={{ idPoliza: '2' }} />
      </MemoryRouter>,
    );
    expect(await screen.findByText('polizaAutos 2')).toBeTruthy();
    expect(app.mount).toHaveBeenCalledTimes(1);
  });

  it('shows the fallback while the remote cannot be loaded and loads it again on Reintentar', async () => {
    load.mockRejectedValueOnce(new Error('manifest unreachable'));
    renderScreen();
    const retry = await screen.findByRole('button', { name: 'Reintentar' });
    expect(screen.getByText('No hemos podido cargar esta sección.')).toBeTruthy();

    load.mockResolvedValue(fakeApp() as unknown as RemoteLifecycles);
    await userEvent.click(retry);
    expect(await screen.findByText('polizaAutos 1')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Reintentar' })).toBeNull();
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('after Reintentar focuses the fallback heading when it fails again, the screen heading when it loads', async () => {
    load.mockRejectedValue(new Error('remote down'));
    render(
      <MemoryRouter>
        <main id="contenido">
          <RemoteScreen remote="remote_portfolio" screen="polizaAutos" params={{ idPoliza: '1' }} />
        </main>
      </MemoryRouter>,
    );
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Reintentar' }));
    await waitFor(() =>
      expect(document.activeElement).toBe(
        screen.getByRole('heading', { name: 'No hemos podido cargar esta sección.' }),
      ),
    );

    const mount = async ({ domElement }: Props) => void (domElement.innerHTML = '<h1>Póliza de autos</h1>');
    load.mockResolvedValue(fakeApp({ mount }) as unknown as RemoteLifecycles);
    await user.click(screen.getByRole('button', { name: 'Reintentar' }));
    await waitFor(() => expect(document.activeElement?.textContent).toBe('Póliza de autos'));
  });
});
