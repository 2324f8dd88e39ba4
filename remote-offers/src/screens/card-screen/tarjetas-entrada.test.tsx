import { RemotePropsContext, type RemoteProps } from '@area-cliente/shared';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { buildPoliza, buildPortfolio } from '../../testing/portfolio-fixture';
import { TarjetasEntrada } from './tarjetas-entrada';

function renderEntrada(portfolio = buildPortfolio()) {
  const props: RemoteProps = { screen: 'inicio', params: {}, navigate: vi.fn() };
  render(
    <RemotePropsContext.Provider value={props}>
      <TarjetasEntrada portfolio={portfolio} />
    </RemotePropsContext.Provider>,
  );
  return props;
}

describe('TarjetasEntrada', () => {
  it('opens the digital card and roadside help in one press when a policy in force has a card', async () => {
    const { navigate } = renderEntrada(buildPortfolio({ lstPolizasVeh: [buildPoliza({ idPoliza: 1 })] }));
    const link = screen.getByRole('link', { name: 'Tu tarjeta digital y asistencia 24 h' });
    expect(link.getAttribute('href')).toBe('/area-cliente/tarjetas');
    await userEvent.click(link);
    expect(navigate).toHaveBeenCalledWith('/tarjetas');
  });

  it('speaks of several cards when there are', () => {
    renderEntrada(
      buildPortfolio({
        lstPolizasVeh: [buildPoliza({ idPoliza: 1 })],
        lstPolizasHogar: [buildPoliza({ idPoliza: 2 })],
      }),
    );
    screen.getByRole('link', { name: 'Tus tarjetas digitales y asistencia 24 h' });
  });

  it('is not there when no policy in force has a card', () => {
    renderEntrada(
      buildPortfolio({
        lstPolizasVeh: [buildPoliza({ idPoliza: 1, enVigor: false })],
        lstPolizasDec: [buildPoliza({ idPoliza: 4 })],
      }),
    );
    expect(screen.queryByRole('link', { name: /tarjeta/i })).toBeNull();
  });
});
