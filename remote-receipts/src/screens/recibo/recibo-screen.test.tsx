import * as shared from '@area-cliente/shared';
import { CALLS, type CallSpec } from '@area-cliente/shared/contract';
import { MENSAJES } from '@area-cliente/shared/forms';
import { PAGO_ABIERTO } from '@area-cliente/shared/payment';
import type { RemoteProps } from '@area-cliente/shared';
import type { Portfolio, ReciboDetalle } from '@area-cliente/shared/contract';
import { usePortfolio } from '@area-cliente/shared/query';
import { logInForTest } from '@area-cliente/shared/testing';
import { act, fireEvent, render, screen } from '@testing-library/react';
import ReciboScreen from './recibo-screen';

function makeRecibo(overrides: Partial<ReciboDetalle> = {}): ReciboDetalle {
  return {
    idRecibo: 300010,
    numRecibo: 'REC-0100010',
    titulo: 'Auto Todo Riesgo - AUT-1',
    fecRecibo: '2020-01-15',
    importeNeto: 1234.5,
    estado: 'PENDIENTE',
    tipo: 'FRACCIONADO',
    periodicidad: 'TRIMESTRAL',
    pendiente: true,
    pagable: true,
    imprimible: true,
    esPolizaInternauto: false,
    idPoliza: 200001,
    numPoliza: 'AUT-1',
    producto: 'Auto Todo Riesgo',
    riesgoAseguradoStr: 'SEAT León - 1234 LMN',
    nombreTomador: 'Lucía Fernández',
    fecEfecto: '2019-06-01',
    fechaVto: '2020-06-01',
    iban: '**** **** **** **** **** 1332',
    mediacion: null,
    ...overrides,
  };
}

const props = (idRecibo: string): RemoteProps => ({
  screen: 'recibo',
  params: { idRecibo },
  navigate: vi.fn(),
});

/** Shows the portfolio somewhere on the page, as the shell's side menu does. */
function SideMenuProbe() {
  usePortfolio();
  return null;
}

let answers: ReciboDetalle[];
let get: ReturnType<typeof vi.spyOn>;
const portfolioCalls = () => get.mock.calls.filter((args: unknown[]) => args[0] === CALLS.portfolio).length;
beforeEach(() => {
  logInForTest();
  answers = [];
  get = vi.spyOn(shared.api, 'call').mockImplementation(async (spec: CallSpec) => {
    if (spec === CALLS.portfolio) return {} as Portfolio;
    const next = answers.length > 1 ? answers.shift() : answers[0];
    if (!next) throw new shared.ApiError(1000, 'Recurso no encontrado', 404);
    return next;
  });
});
afterEach(() => vi.restoreAllMocks());

describe('ReciboScreen', () => {
  it("titles the screen 'Cargando datos...' until the receipt arrives, then shows it", async () => {
    answers = [makeRecibo()];
    render(<ReciboScreen {...props('300010')} />);
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe(MENSAJES.CARGANDO_TITULO);
    expect(await screen.findByRole('heading', { level: 1, name: 'Auto Todo Riesgo - AUT-1' })).toBeTruthy();
    expect(get).toHaveBeenCalledWith(CALLS.recibo, { params: { idRecibo: '300010' } });
    expect(screen.getAllByText('1,234.50 €').length).toBeGreaterThan(0);
    expect(screen.getByText('15-01-2020')).toBeTruthy();
    expect(screen.getByText('Pendiente (vencido)')).toBeTruthy();
    expect(screen.getByRole('alert').textContent).toContain('vencido');
    expect(screen.getByRole('button', { name: 'Pagar recibo' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Descargar recibo' })).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Datos del recibo' })).toBeTruthy();
  });

  it('offers neither payment nor download when the receipt is paid and not printable', async () => {
    answers = [makeRecibo({ estado: 'COBRADO', pagable: false, pendiente: false, imprimible: false })];
    render(<ReciboScreen {...props('300010')} />);
    expect((await screen.findAllByText('Pagado')).length).toBe(2);
    expect(screen.queryByRole('button', { name: 'Pagar recibo' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Descargar recibo' })).toBeNull();
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('uses the Internauto card and offers no download on an Internauto policy', async () => {
    answers = [makeRecibo({ esPolizaInternauto: true, pendiente: false, fecRecibo: '2999-01-01' })];
    render(<ReciboScreen {...props('300010')} />);
    expect(await screen.findByRole('heading', { name: 'Póliza Internauto' })).toBeTruthy();
    expect(screen.queryByRole('heading', { name: 'Datos del recibo' })).toBeNull();
    expect(screen.getByRole('button', { name: 'Pagar recibo' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Descargar recibo' })).toBeNull();
  });

  it('answers a malformed id as not found without asking the API', async () => {
    render(<ReciboScreen {...props('abc')} />);
    expect(await screen.findByText('No hemos encontrado lo que buscas')).toBeTruthy();
    expect(get).not.toHaveBeenCalled();
  });

  it('opens the gateway, then shows the receipt paid when the customer comes back', async () => {
    const tab = { opener: {}, location: { href: '' }, close: vi.fn() };
    vi.spyOn(window, 'open').mockReturnValue(tab as unknown as Window);
    answers = [makeRecibo()];
    render(
      <>
        <ReciboScreen {...props('300010')} />
        <SideMenuProbe />
      </>,
    );
    get.mockImplementationOnce(async () => ({ url: 'https://pasarela.example.com/?parametros=a&firma=b' }));
    fireEvent.click(await screen.findByRole('button', { name: 'Pagar recibo' }));
    expect(await screen.findByText(PAGO_ABIERTO)).toBeTruthy();
    expect(tab.location.href).toBe('https://pasarela.example.com/?parametros=a&firma=b');

    answers = [makeRecibo({ estado: 'COBRADO', pagable: false, pendiente: false })];
    // The notice can show before React has run the effects that listen for the customer's return (on
    // a busy CI, the focus then came too early and was never heard); a person comes back long after.
    await act(async () => {});
    await act(async () => {
      window.dispatchEvent(new Event('focus'));
    });
    expect(await screen.findByText('Recibo pagado. Gracias.')).toBeTruthy();
    // The side menu's unpaid list reads the portfolio again.
    await vi.waitFor(() => expect(portfolioCalls()).toBe(2));
    expect(screen.queryByRole('button', { name: 'Pagar recibo' })).toBeNull();
  });

  it("shows the server's refusal next to the button", async () => {
    vi.spyOn(window, 'open').mockReturnValue(null);
    answers = [makeRecibo()];
    render(<ReciboScreen {...props('300010')} />);
    get.mockImplementationOnce(async () => {
      throw new shared.ApiError(1000, 'Este recibo ya está pagado.', 200);
    });
    fireEvent.click(await screen.findByRole('button', { name: 'Pagar recibo' }));
    expect((await screen.findByText('Este recibo ya está pagado.')).closest('[role="alert"]')).toBeTruthy();
  });
});
