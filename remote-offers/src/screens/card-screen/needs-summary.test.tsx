import * as shared from '@area-cliente/shared';
import { CALLS } from '@area-cliente/shared/contract';
import { PAGO_ABIERTO, PAGO_REALIZADO } from '@area-cliente/shared/payment';
import { RemotePropsContext } from '@area-cliente/shared';
import { type Portfolio } from '@area-cliente/shared/contract';
import { queryClient } from '@area-cliente/shared/query';
import { makeRecibo } from '@area-cliente/shared/testing';
import { act, fireEvent, render, screen, within } from '@testing-library/react';
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
    // 'Pagar' pays at once; the title still opens the receipt, whole in its tooltip.
    expect(within(rows[0]!).getByRole('button', { name: 'Pagar Auto - AUT-1, 137.45 €' })).toBeTruthy();
    const titulo = within(rows[0]!).getByRole('link', { name: /Auto/ });
    expect(titulo.getAttribute('href')).toBe('/area-cliente/recibo/2');
    expect(titulo.getAttribute('title')).toBe('Auto - AUT-1');
    expect(within(rows[1]!).getByRole('link', { name: /^Ver Hogar/ })).toBeTruthy();
    expect(within(rows[1]!).queryByText('Vencido')).toBeNull();
    expect(
      within(siniestros!)
        .getAllByRole('link')
        .map((a) => a.textContent),
    ).toEqual(['GolpeNº S1Abierto']);
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

describe("NeedsSummary's 'Pagar'", () => {
  const portfolio = () =>
    buildPortfolio({
      lstAllRecibosPtes: [makeRecibo({ idRecibo: 2, titulo: 'Auto - AUT-1', fecRecibo: '2020-01-01' })],
    });
  let call: ReturnType<typeof vi.spyOn>;
  let tab: { opener: unknown; location: { href: string }; close: () => void };
  beforeEach(() => {
    tab = { opener: {}, location: { href: '' }, close: vi.fn() };
    vi.spyOn(window, 'open').mockReturnValue(tab as unknown as Window);
    call = vi.spyOn(shared.api, 'call');
  });
  afterEach(() => vi.restoreAllMocks());
  const pagar = () => screen.getByRole('button', { name: /^Pagar Auto - AUT-1/ });

  it('opens the gateway in a new tab in the same press, once however often it is pressed', async () => {
    let answer!: (value: unknown) => void;
    call.mockImplementation(() => new Promise((resolve) => (answer = resolve)));
    renderSummary(portfolio());
    fireEvent.click(pagar());
    fireEvent.click(pagar());
    expect(window.open).toHaveBeenCalledTimes(1);
    expect(window.open).toHaveBeenCalledWith('', '_blank');
    expect(call).toHaveBeenCalledTimes(1);
    expect(call).toHaveBeenCalledWith(CALLS.pagoRecibo, { params: { idRecibo: 2 } });
    expect(pagar().getAttribute('aria-busy')).toBe('true');
    await act(async () => answer({ url: 'https://pasarela.example.com/?parametros=a&firma=b' }));
    expect(tab.location.href).toBe('https://pasarela.example.com/?parametros=a&firma=b');
    expect(screen.getByRole('status').textContent).toContain(PAGO_ABIERTO);
  });

  it('thanks the customer once the receipt has left the unpaid list', async () => {
    call.mockResolvedValue({ url: 'https://pasarela.example.com/' });
    const { rerender } = renderSummary(portfolio());
    await act(async () => fireEvent.click(pagar()));
    rerender(
      <RemotePropsContext.Provider value={{ screen: 'inicio', params: {}, navigate: vi.fn() }}>
        <NeedsSummary portfolio={buildPortfolio()} />
      </RemotePropsContext.Provider>,
    );
    expect(screen.getByRole('status').textContent).toContain(PAGO_REALIZADO);
    expect(screen.getByText('No tienes recibos pendientes')).toBeTruthy();
  });

  it('reads the portfolio again each time the customer comes back from the gateway', async () => {
    call.mockResolvedValue({ url: 'https://pasarela.example.com/' });
    const invalidate = vi.spyOn(queryClient, 'invalidateQueries').mockResolvedValue();
    renderSummary(portfolio());
    window.dispatchEvent(new Event('focus'));
    expect(invalidate).not.toHaveBeenCalled();
    await act(async () => fireEvent.click(pagar()));
    await act(async () => window.dispatchEvent(new Event('focus')));
    expect(invalidate).toHaveBeenCalledTimes(1);
  });

  it('says in Spanish why the payment could not start, and closes the tab', async () => {
    call.mockRejectedValue(new shared.ApiError(1000, 'Este recibo ya está pagado.', 200));
    renderSummary(portfolio());
    await act(async () => fireEvent.click(pagar()));
    expect(screen.getByRole('alert').textContent).toContain('Este recibo ya está pagado.');
    expect(tab.close).toHaveBeenCalled();
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
