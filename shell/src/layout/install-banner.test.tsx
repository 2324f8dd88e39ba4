import { act, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { captureInstallPrompt } from '../pwa';
import { InstallBanner } from './install-banner';

const OFFER = /Instala el Área Cliente en tu móvil/;

/** What Chromium fires when the app can be installed. */
function browserOffersInstall(outcome: 'accepted' | 'dismissed' = 'dismissed') {
  const event = Object.assign(new Event('beforeinstallprompt', { cancelable: true }), {
    prompt: vi.fn(() => Promise.resolve()),
    userChoice: Promise.resolve({ outcome }),
  });
  act(() => {
    window.dispatchEvent(event);
  });
  return event;
}

beforeAll(captureInstallPrompt);
afterEach(() => {
  localStorage.clear();
  // Forget any offer still held from the previous case.
  window.dispatchEvent(new Event('appinstalled'));
});

describe('InstallBanner', () => {
  it('says nothing, and reads no storage, until the browser says it can install', () => {
    const getItem = vi.spyOn(Storage.prototype, 'getItem');
    render(<InstallBanner />);
    expect(screen.queryByRole('region', { name: 'Instalar la aplicación' })).toBeNull();
    expect(getItem).not.toHaveBeenCalled();
    getItem.mockRestore();
  });

  it("offers the browser's install dialog, and does not ask again whatever the answer", async () => {
    const { unmount } = render(<InstallBanner />);
    const event = browserOffersInstall('accepted');
    expect(event.defaultPrevented).toBe(true);
    expect(screen.getByRole('region', { name: 'Instalar la aplicación' }).textContent).toMatch(OFFER);

    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Instalar' }));
    });
    expect(event.prompt).toHaveBeenCalledOnce();
    expect(screen.queryByText(OFFER)).toBeNull();
    unmount();

    render(<InstallBanner />);
    browserOffersInstall();
    expect(screen.queryByText(OFFER)).toBeNull();
  });

  it("'Ahora no' is remembered across visits", () => {
    const first = render(<InstallBanner />);
    browserOffersInstall();
    fireEvent.click(screen.getByRole('button', { name: 'Ahora no' }));
    expect(screen.queryByText(OFFER)).toBeNull();
    first.unmount();

    render(<InstallBanner />);
    browserOffersInstall();
    expect(screen.queryByText(OFFER)).toBeNull();
  });

  it('gives Safari on iPhone the add-to-home-screen hint once', () => {
    const userAgent = vi
      .spyOn(navigator, 'userAgent', 'get')
      .mockReturnValue(
        'Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Mobile/15E148 Safari/604.1',
      );
    const first = render(<InstallBanner />);
    expect(screen.getByText(/pulsa el botón Compartir de Safari/)).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Entendido' }));
    first.unmount();
    render(<InstallBanner />);
    expect(screen.queryByText(/pulsa el botón Compartir de Safari/)).toBeNull();
    userAgent.mockRestore();
  });
});
