import { logInForTest, makePoliza, makePortfolio, seedPortfolio } from '@area-cliente/shared/testing';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { SideMenu } from './side-menu';

// The offers remote's entries are its own (use-offers-menu.test.ts): none here.
vi.mock('./use-offers-menu', () => ({ useOffersMenu: () => [] }));

const TARJETAS = 'Tarjetas y asistencia';

const renderMenu = () =>
  render(
    <MemoryRouter>
      <SideMenu />
    </MemoryRouter>,
  );

beforeEach(() => {
  logInForTest();
});

describe('SideMenu: Tarjetas y asistencia', () => {
  it('leads there in one press, from the keyboard too, when a policy has a card', async () => {
    seedPortfolio(makePortfolio({ lstPolizasHogar: [makePoliza({ idPoliza: 2 })] }));
    renderMenu();
    const link = await screen.findByRole('link', { name: TARJETAS });
    expect(link.getAttribute('href')).toBe('/tarjetas');
    // Right after the always-present entries: Cerrar sesión, Mis datos, Mis documentos, Mensajes.
    for (let i = 0; i < 5; i++) await userEvent.tab();
    expect(document.activeElement).toBe(link);
  });

  it("always offers 'Mensajes', after 'Mis documentos'", async () => {
    seedPortfolio(makePortfolio({}));
    renderMenu();
    const link = await screen.findByRole('link', { name: 'Mensajes' });
    expect(link.getAttribute('href')).toBe('/mensajes');
  });

  it('is not there when no policy in force has a card or roadside help', async () => {
    seedPortfolio(
      makePortfolio({
        lstPolizasVeh: [makePoliza({ idPoliza: 1, enVigor: false })],
        lstPolizasDec: [makePoliza({ idPoliza: 4 })],
      }),
    );
    renderMenu();
    await screen.findByRole('link', { name: 'Reclamaciones' });
    expect(screen.queryByRole('link', { name: TARJETAS })).toBeNull();
  });
});
