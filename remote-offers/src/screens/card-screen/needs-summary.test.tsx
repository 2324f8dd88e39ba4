import { RemotePropsContext, type Portfolio } from '@area-cliente/shared';
import { makeRecibo } from '@area-cliente/shared/testing';
import { render, screen, within } from '@testing-library/react';
import { greeting } from './card-screen';
import { buildPoliza, buildPortfolio } from '../../testing/portfolio-fixture';
import { NeedsSummary } from './needs-summary';

const renderSummary = (portfolio: Portfolio) =>
  render(
    <RemotePropsContext.Provider value={{ screen: 'inicio', params: {}, navigate: vi.fn() }}>
      <NeedsSummary portfolio={portfolio} />
    </RemotePropsContext.Provider>,
  );

describe('NeedsSummary', () => {
  it("starts with unpaid receipts, overdue first with amount and 'Pagar', then open claims and the policies", () => {
    renderSummary(
      buildPortfolio({
        lstAllRecibosPtes: [
          makeRecibo({ idRecibo: 1, titulo: 'Hogar - HOG-1', fecRecibo: '2999-01-01', pagable: false }),
          makeRecibo({ idRecibo: 2, titulo: 'Auto - AUT-1', fecRecibo: '2020-01-01', importeNeto: 137.45 }),
        ],
        lstSiniestrosVeh: [
          {
            numSiniestro: 'S1',
            numPoliza: 'AUT-1',
            estado: 'ABIERTO',
            titulo: 'Golpe',
            subtitulo: null,
            fecOcurrencia: null,
          },
          {
            numSiniestro: 'S2',
            numPoliza: 'AUT-1',
            estado: 'CERRADO',
            titulo: 'Viejo',
            subtitulo: null,
            fecOcurrencia: null,
          },
        ],
        lstPolizasVeh: [buildPoliza({ idPoliza: 7, numPoliza: 'AUT-1', riesgoAseguradoStr: 'SEAT León' })],
      }),
    );
    const [recibos, siniestros, polizas] = screen.getAllByRole('list');
    const rows = within(recibos!).getAllByRole('listitem');
    expect(rows[0]!.textContent).toContain('Auto - AUT-1');
    expect(rows[0]!.textContent).toContain('137.45 €');
    expect(rows[0]!.textContent).toContain('Vencido');
    expect(
      within(rows[0]!)
        .getByRole('link', { name: /^Pagar Auto - AUT-1/ })
        .getAttribute('href'),
    ).toBe('/area-cliente/recibo/2');
    expect(within(rows[1]!).getByRole('link', { name: /^Ver Hogar/ })).toBeTruthy();
    expect(
      within(siniestros!)
        .getAllByRole('link')
        .map((a) => a.textContent),
    ).toEqual(['GolpeNº S1 · Abierto']);
    expect(
      within(polizas!)
        .getByRole('link', { name: /SEAT León/ })
        .getAttribute('href'),
    ).toBe('/area-cliente/polizaAutos/7');
  });

  it('says so when there is nothing pending and no policy', () => {
    renderSummary(buildPortfolio());
    expect(screen.getByText('No tienes recibos pendientes')).toBeTruthy();
    expect(screen.getByText('No tienes siniestros abiertos')).toBeTruthy();
    expect(screen.getByText('No tienes pólizas en vigor con nosotros.')).toBeTruthy();
  });
});

describe('greeting', () => {
  it('greets a person by first name and a company by its whole name', () => {
    expect(greeting({ nombre: 'Lucía Fernández García', numDoc: '12345678Z' })).toBe('Hola, Lucía');
    expect(greeting({ nombre: 'Construcciones Levante S.L.', numDoc: 'B12345674' })).toBe(
      'Hola, Construcciones Levante S.L.',
    );
  });
});
