import { RemotePropsContext, type RemoteProps } from '@area-cliente/shared';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { buildPoliza, buildPortfolio } from '../../testing/portfolio-fixture';
import { DeclararEntrada } from './declarar-entrada';

function renderEntrada(portfolio = buildPortfolio()) {
  const props: RemoteProps = { screen: 'inicio', params: {}, navigate: vi.fn() };
  render(
    <RemotePropsContext.Provider value={props}>
      <DeclararEntrada portfolio={portfolio} />
    </RemotePropsContext.Provider>,
  );
  return props;
}

describe('DeclararEntrada', () => {
  it('opens the declaration journey when a policy in force allows one', async () => {
    const { navigate } = renderEntrada(buildPortfolio({ lstPolizasHogar: [buildPoliza({ enVigor: true })] }));
    const link = screen.getByRole('link', { name: 'Declarar un siniestro' });
    expect(link.getAttribute('href')).toBe('/area-cliente/declararSiniestro');
    await userEvent.click(link);
    expect(navigate).toHaveBeenCalledWith('/declararSiniestro');
  });

  it("is not offered for policies no longer in force, nor for the partner's health policy alone", () => {
    renderEntrada(
      buildPortfolio({
        lstPolizasVeh: [buildPoliza({ enVigor: false })],
        lstPolizasSaludHNA: [buildPoliza({ idPoliza: 101, enVigor: true })],
      }),
    );
    expect(screen.queryByRole('link', { name: 'Declarar un siniestro' })).toBeNull();
  });
});
