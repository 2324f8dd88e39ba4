import { closeSession, SessionProvider } from '@area-cliente/shared';
import { logInForTest, seedPortfolio } from '@area-cliente/shared/testing';
import { render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { buildPortfolio, type PortfolioOverrides } from '../testing/portfolio-fixture';
import { CallMyOffice, LLAMAR_OFICINA } from './call-my-office';

function renderWith(cliente: PortfolioOverrides['cliente']) {
  logInForTest();
  seedPortfolio(buildPortfolio({ cliente }));
  render(
    <SessionProvider>
      <CallMyOffice />
    </SessionProvider>,
  );
}

describe('CallMyOffice', () => {
  afterEach(closeSession);

  it("dials the owner's phone", () => {
    renderWith({ telefonoOwnerPropioCliente: '915 550 123' });
    expect(screen.getByRole('link', { name: LLAMAR_OFICINA }).getAttribute('href')).toBe('tel:915550123');
  });

  it('is hidden when the office serves the client through its own phone channel', () => {
    renderWith({ telefonoOwnerPropioCliente: '915550123', ownerPropioClienteCanalTelefonico: true });
    expect(screen.queryByRole('link', { name: LLAMAR_OFICINA })).toBeNull();
  });

  it('is hidden when the office has no phone on record', () => {
    renderWith({ telefonoOwnerPropioCliente: null });
    expect(screen.queryByRole('link', { name: LLAMAR_OFICINA })).toBeNull();
  });
});
