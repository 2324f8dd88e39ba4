import { ApiError, RemotePropsContext, type RemoteProps } from '@area-cliente/shared';
import { CALLS, DOWNLOADS, type PolizaVeh } from '@area-cliente/shared/contract';
import { logInForTest, makePoliza, makePortfolio, seedPortfolio } from '@area-cliente/shared/testing';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { NO_DISPONIBLE_DIGITAL } from '../../components/contacto';
import { polizaBase } from '../../components/poliza-fixture';
import { POLIZA_NO_ENCONTRADA } from '../../components/poliza-layout';
import PolizaAutosScreen from './autos';

const shared = vi.hoisted(() => ({ call: vi.fn(), openDownload: vi.fn() }));

vi.mock('@area-cliente/shared', async (original) =>
  (await import('@area-cliente/shared/testing/kernel')).mockKernelApi(original, shared.call),
);
vi.mock('@area-cliente/shared/downloads', () => ({ openDownload: shared.openDownload }));

/** A car policy as the API answers it. */
function polizaVeh(overrides: Partial<PolizaVeh> = {}): PolizaVeh {
  return {
    ...polizaBase(),
    marca: 'SEAT',
    modelo: 'León',
    matricula: '1234 LMN',
    tipoAutomovil: 'TURISMO',
    vehiculo: 'Turismo',
    numBastidor: 'VSSZZZ1PZ1R000001',
    clase: null,
    conductorHabitual: null,
    conductores: [],
    lstSiniestrosVeh: [
      {
        numSiniestro: 'SIN-0000101',
        numPoliza: 'AUT-10045678',
        subtitulo: null,
        titulo: 'Colisión trasera',
        estado: 'ABIERTO',
        fecOcurrencia: '2025-02-10',
      },
      {
        numSiniestro: 'SIN-0000102',
        numPoliza: 'AUT-10045678',
        subtitulo: null,
        titulo: 'Luna rota',
        estado: 'CERRADO',
        fecOcurrencia: '2024-06-01',
      },
    ],
    ...overrides,
  };
}

function renderScreen(idPoliza = '200001') {
  const navigate = vi.fn();
  const props: RemoteProps = { screen: 'polizaAutos', params: { idPoliza }, navigate };
  render(
    <RemotePropsContext.Provider value={props}>
      <PolizaAutosScreen {...props} />
    </RemotePropsContext.Provider>,
  );
  return { navigate };
}

/** The session's portfolio, which lists this car policy (in force unless told otherwise). */
const portfolioCon = (enVigor = true) =>
  makePortfolio({ lstPolizasVeh: [makePoliza({ idPoliza: 200001, numPoliza: 'AUT-10045678', enVigor })] });

const answer = (poliza: PolizaVeh | Error, portfolio = portfolioCon()) =>
  shared.call.mockImplementation(async (spec: unknown) => {
    // The documents address of the deployment: none configured in these tests.
    if (spec === CALLS.enlaces) throw new ApiError(1000, 'x', 404);
    // The renewal card is e2e/tests/no-renovar.spec.ts's; here it has nothing to show.
    if (spec === CALLS.renovacionPoliza) throw new ApiError(1000, 'x', 404);
    // The digital card is components/tarjeta-digital.test.tsx's and e2e/tests/tarjeta-digital.spec.ts's.
    if (spec === CALLS.tarjetaPoliza) throw new ApiError(1000, 'x', 404);
    if (spec === CALLS.portfolio) return portfolio;
    if (spec === CALLS.coberturasPoliza) throw new ApiError(1000, 'x', 404);
    if (poliza instanceof Error) throw poliza;
    return poliza;
  });

const policyCalls = () => shared.call.mock.calls.filter(([spec]) => spec === CALLS.polizaVeh);

describe('PolizaAutosScreen', () => {
  beforeEach(() => {
    logInForTest();
    shared.call.mockReset();
    shared.openDownload.mockReset().mockResolvedValue(true);
    answer(polizaVeh());
  });

  it('loads the policy of the route and shows its title, product, risk and vehicle card', async () => {
    renderScreen();
    expect(screen.getByRole('status').textContent).toContain('Cargando datos ...');
    await screen.findByRole('heading', { level: 1, name: 'Póliza de automóvil' });
    expect(policyCalls()).toEqual([[CALLS.polizaVeh, { params: { idPoliza: '200001' } }]]);
    expect(screen.getByText('Auto Plus · Nº AUT-10045678')).toBeTruthy();
    expect(screen.getByText('SEAT León - 1234 LMN')).toBeTruthy();
    const vehiculo = screen.getByRole('region', { name: 'Vehículo' });
    expect(within(vehiculo).getByText('1234 LMN')).toBeTruthy();
    expect(within(vehiculo).getByText('VSSZZZ1PZ1R000001')).toBeTruthy();
    expect(screen.queryByText(/Póliza mediada/)).toBeNull();
  });

  it("puts the renewal and 'No renovar' before the policy's cards (on a phone they were seven screens down)", async () => {
    const answered = shared.call.getMockImplementation()!;
    shared.call.mockImplementation(async (spec: unknown, ...rest: unknown[]) =>
      spec === CALLS.renovacionPoliza
        ? {
            idPoliza: 200001,
            fechaVto: '2027-01-15',
            noRenovar: { permitido: true, ultimoDia: '2026-12-15' },
            desistimiento: { permitido: false, ultimoDia: null },
            solicitud: null,
          }
        : answered(spec, ...rest),
    );
    renderScreen();
    const renovacion = await screen.findByRole('region', { name: 'Renovación' });
    expect(within(renovacion).getByRole('button', { name: 'No renovar' })).toBeTruthy();
    for (const despues of ['Vehículo', 'Datos bancarios']) {
      const card = screen.getByRole('region', { name: despues });
      expect(
        renovacion.compareDocumentPosition(card) & Node.DOCUMENT_POSITION_FOLLOWING,
        despues,
      ).toBeTruthy();
    }
  });

  it('shows the policy together with what it covers, asked at once from the route, not before', async () => {
    let cubre!: (datos: unknown) => void;
    const answered = shared.call.getMockImplementation()!;
    shared.call.mockImplementation((spec: unknown, ...rest: unknown[]) =>
      spec === CALLS.coberturasPoliza ? new Promise((resolve) => (cubre = resolve)) : answered(spec, ...rest),
    );
    renderScreen();
    // Both asked before the detail has answered: the covers do not wait for the policy.
    expect(shared.call.mock.calls.map(([spec]) => spec)).toEqual(
      expect.arrayContaining([CALLS.polizaVeh, CALLS.coberturasPoliza]),
    );
    await vi.waitFor(() => expect(policyCalls()).toHaveLength(1));
    await new Promise((r) => setTimeout(r, 50));
    expect(screen.queryByRole('heading', { level: 1 })).toBeNull();
    expect(screen.getByRole('status').textContent).toContain('Cargando datos ...');
    cubre({ primaAnual: 380, periodicidad: 'ANUAL', coberturas: [] });
    expect(await screen.findByRole('heading', { level: 1, name: 'Póliza de automóvil' })).toBeTruthy();
    expect(screen.getByRole('region', { name: 'Qué cubre tu póliza' }).textContent).toContain('380.00 €');
  });

  it("lists the other drivers and offers 'Modificar la póliza' on a current policy only", async () => {
    const conductor = { fecCarnet: '2018-09-20', fecNacimiento: '1998-03-08', tipoCarnet: 'B' };
    answer(
      polizaVeh({
        conductores: [
          { ...conductor, nombre: 'Lucía Fernández García', habitual: true },
          { ...conductor, nombre: 'Daniel Fernández García', habitual: false },
        ],
      }),
    );
    renderScreen();
    const otros = await screen.findByRole('region', { name: 'Otros conductores' });
    expect(otros.textContent).toBe(
      'Otros conductoresDaniel Fernández GarcíaNacimiento: 08-03-1998 · Carné: 20-09-2018',
    );
    expect(screen.getByRole('button', { name: 'Modificar la póliza' })).toBeTruthy();
  });

  it('titles a motorbike as such', async () => {
    answer(polizaVeh({ tipoAutomovil: 'MOTO' }));
    renderScreen();
    expect(await screen.findByRole('heading', { level: 1, name: 'Póliza de moto' })).toBeTruthy();
  });

  it("tells a broker's client the policy is mediated", async () => {
    answer(polizaVeh({ mediacion: { telefono: '915550000' } }));
    renderScreen();
    await screen.findByRole('heading', { level: 1 });
    expect(screen.getByText(/Póliza mediada/)).toBeTruthy();
  });

  it('shows not-found without asking the API for a malformed id', async () => {
    renderScreen('12abc');
    expect(await screen.findByText(POLIZA_NO_ENCONTRADA)).toBeTruthy();
    expect(policyCalls()).toEqual([]);
  });

  it('shows not-found for a foreign or missing policy (404)', async () => {
    answer(new ApiError(1000, 'Recurso no encontrado', 404));
    renderScreen();
    expect(await screen.findByText(POLIZA_NO_ENCONTRADA)).toBeTruthy();
  });

  it("shows the server's message with 'Reintentar', which asks again", async () => {
    answer(new ApiError(1000, 'Servicio no disponible', 200));
    renderScreen();
    expect(await screen.findByText('Servicio no disponible')).toBeTruthy();
    answer(polizaVeh());
    await userEvent.click(screen.getByRole('button', { name: 'Reintentar' }));
    await screen.findByRole('heading', { level: 1, name: 'Póliza de automóvil' });
    expect(policyCalls()).toHaveLength(2);
  });

  it('lists claims open and closed, unpaid and paid receipts, and the renewal notice in its menu', async () => {
    const { navigate } = renderScreen();
    const menu = await screen.findByRole('navigation', { name: 'Menú de la póliza' });
    expect(within(menu).getByText('Siniestros abiertos (1)')).toBeTruthy();
    expect(within(menu).getByText('Siniestros cerrados (1)')).toBeTruthy();
    expect(within(menu).getByText('Recibos impagados (1)')).toBeTruthy();
    expect(within(menu).getByText('Vencido')).toBeTruthy();
    expect(within(menu).getByText('Recibos futuros (0)')).toBeTruthy();
    await userEvent.click(within(menu).getByRole('link', { name: 'Ver aviso de renovación' }));
    expect(navigate).toHaveBeenCalledWith('/avisoRenovacion/200001');
  });

  it('opens a digital PDF document behind a download token and says why another one cannot open', async () => {
    renderScreen();
    const menu = await screen.findByRole('navigation', { name: 'Menú de la póliza' });
    await userEvent.click(within(menu).getByRole('button', { name: /Condiciones particulares \(PDF\)/ }));
    expect(shared.openDownload).toHaveBeenCalledWith('CCPP', '7', DOWNLOADS.ccpp, { id: 7 });
    expect(within(menu).queryByRole('button', { name: /Suplemento/ })).toBeNull();
    expect(within(menu).getByText(new RegExp(NO_DISPONIBLE_DIGITAL))).toBeTruthy();
  });

  it("offers 'Declarar un siniestro' on a policy in force, starting the journey with it chosen", async () => {
    const { navigate } = renderScreen();
    await userEvent.click(await screen.findByRole('link', { name: 'Declarar un siniestro' }));
    expect(navigate).toHaveBeenCalledWith('/declararSiniestro/200001');
  });

  it('offers no declaration on a policy no longer in force', async () => {
    answer(polizaVeh(), portfolioCon(false));
    seedPortfolio(portfolioCon(false));
    renderScreen();
    await screen.findByRole('navigation', { name: 'Menú de la póliza' });
    expect(screen.queryByRole('link', { name: 'Declarar un siniestro' })).toBeNull();
  });
});
