import { RemotePropsContext, type RemoteProps } from '@area-cliente/shared';
import { logInForTest, makePoliza, makePortfolio, seedPortfolio } from '@area-cliente/shared/testing';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import TarjetasScreen, { SIN_TARJETAS } from './tarjetas-screen';

// The card reads its own call (tarjeta-digital.test.tsx covers it): here, which policies show one.
vi.mock('../../components/tarjeta-digital', () => ({
  TarjetaDigital: ({ idPoliza }: { idPoliza: number }) => <p>Tarjeta digital de la póliza {idPoliza}</p>,
}));

function renderScreen() {
  const props: RemoteProps = { screen: 'tarjetas', params: {}, navigate: vi.fn() };
  render(
    <RemotePropsContext.Provider value={props}>
      <TarjetasScreen />
    </RemotePropsContext.Provider>,
  );
  return props;
}

const coche = makePoliza({ idPoliza: 1, producto: 'Auto Plus', riesgoAseguradoStr: '1234 LMN SEAT León' });
const casa = makePoliza({ idPoliza: 2, producto: 'Hogar Total', riesgoAseguradoStr: 'C/ Mayor 1, Madrid' });

beforeEach(() => {
  logInForTest();
});

describe('TarjetasScreen', () => {
  it("shows each policy's card under its product and insured object, and roadside help for vehicles", async () => {
    seedPortfolio(
      makePortfolio({
        lstPolizasVeh: [coche, makePoliza({ idPoliza: 3, enVigor: false, riesgoAseguradoStr: '9999 ZZZ' })],
        lstPolizasHogar: [casa],
        // Named by its product alone: said once.
        lstPolizasSaludMMT: [
          makePoliza({ idPoliza: 5, producto: 'Salud Esencial', riesgoAseguradoStr: 'Salud Esencial' }),
        ],
        lstPolizasDec: [makePoliza({ idPoliza: 4, producto: 'Decesos' })],
      }),
    );
    const { navigate } = renderScreen();
    await screen.findByRole('heading', { level: 1, name: 'Tarjetas y asistencia' });
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    expect(screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent)).toEqual([
      'Auto Plus 1234 LMN SEAT León',
      'Hogar Total C/ Mayor 1, Madrid',
      'Salud Esencial',
    ]);

    const deCoche = screen.getByRole('region', { name: 'Auto Plus 1234 LMN SEAT León' });
    within(deCoche).getByText('Tarjeta digital de la póliza 1');
    await userEvent.click(within(deCoche).getByRole('link', { name: /^Pedir asistencia en carretera/ }));
    expect(navigate).toHaveBeenCalledWith('/asistenciaCarretera/1');

    const deCasa = screen.getByRole('region', { name: 'Hogar Total C/ Mayor 1, Madrid' });
    within(deCasa).getByText('Tarjeta digital de la póliza 2');
    expect(within(deCasa).queryByRole('link', { name: /Pedir asistencia/ })).toBeNull();

    // Neither the cancelled car nor the funeral policy (no card) is there.
    expect(screen.queryByText(/póliza 3|póliza 4/)).toBeNull();
  });

  it('says there is none, with the way to the policies, when no policy has a card', async () => {
    seedPortfolio(
      makePortfolio({
        lstPolizasVeh: [makePoliza({ idPoliza: 3, enVigor: false })],
        lstPolizasDec: [makePoliza({ idPoliza: 4, producto: 'Decesos', riesgoAseguradoStr: 'Familia' })],
      }),
    );
    renderScreen();
    await screen.findByText(SIN_TARJETAS);
    expect(screen.queryByText(/Tarjeta digital de la póliza/)).toBeNull();
    expect(screen.getByRole('link', { name: 'Decesos · Familia' }).getAttribute('href')).toBe(
      '/area-cliente/polizaDecesos/4',
    );
  });
});
