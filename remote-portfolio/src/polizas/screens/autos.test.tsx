import {
  ApiError,
  CALLS,
  DOWNLOADS,
  RemotePropsContext,
  type PolizaVeh,
  type RemoteProps,
} from '@area-cliente/shared';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { NO_DISPONIBLE_DIGITAL } from '../../common/contacto';
import { POLIZA_NO_ENCONTRADA } from '../poliza-layout';
import PolizaAutosScreen from './autos';

const shared = vi.hoisted(() => ({ call: vi.fn(), openDownload: vi.fn() }));

vi.mock('@area-cliente/shared', async (importOriginal) => {
  const actual = await importOriginal<typeof import('@area-cliente/shared')>();
  return { ...actual, api: { ...actual.api, call: shared.call }, openDownload: shared.openDownload };
});

const UUID = (n: number) => `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`;
const recibo = (idRecibo: number, estado: 'PENDIENTE' | 'COBRADO', pendiente = false) => ({
  idRecibo,
  titulo: `Recibo ${idRecibo}`,
  fecRecibo: '2025-01-15',
  importeNeto: 312.4,
  estado,
  tipo: 'RENOVACION' as const,
  periodicidad: 'ANUAL' as const,
  pendiente,
  pagable: estado === 'PENDIENTE',
  imprimible: true,
  esPolizaInternauto: false,
});

/** A car policy as the API answers it (typed by the contract, so it cannot drift from it). */
function polizaVeh(overrides: Partial<PolizaVeh> = {}): PolizaVeh {
  return {
    idPoliza: 200001,
    numPoliza: 'AUT-10045678',
    producto: 'Auto Plus',
    riesgoAseguradoStr: 'SEAT León - 1234 LMN',
    uso: 'Particular',
    mediacion: null,
    fecEfecto: '2024-03-01',
    periodicidad: 'Anual',
    fecAntiguedad: '2019-03-01',
    fechaVto: '2026-03-01',
    fecProximoRecibo: '2026-03-01',
    versionCCGG: null,
    versionCCGGVeh: 20250301,
    ulrCCGGHog: null,
    tenemosAvisoCobro: true,
    tieneAJT: false,
    tieneSubsidioParalizacion: false,
    asistenciaViaje: null,
    tieneDefensaMultas: false,
    tieneAmigoManitas: false,
    tieneAsistenciaDomicilaria: false,
    nombreTomador: 'Ana García López',
    telefonoTomador: '612345678',
    emailTomador: 'ana@example.com',
    direccionTomador: 'Calle Mayor 1, Madrid',
    idPropietario: null,
    nombrePropietario: null,
    telefonoPropietario: null,
    emailPropietario: null,
    direccionPropietario: null,
    iban: '**** **** **** **** 1234',
    entidad: 'Banco',
    oficina: '0001',
    titular: 'Ana García López',
    lstRecibosPdtes: [recibo(300010, 'PENDIENTE', true)],
    lstRecibosCob: [recibo(300011, 'COBRADO')],
    lstRecibosFuturos: [],
    lstCCPP: [
      {
        id: 7,
        nombre: 'Condiciones particulares',
        tipo: 'ACTUAL',
        estado: 'DIGITAL_CERTIFICADA',
        mimeType: 'application/pdf',
        uuid: UUID(7),
        fechaEfecto: '2025-03-01',
      },
      {
        id: 8,
        nombre: 'Suplemento',
        tipo: 'FUTURA',
        estado: 'PAPEL',
        mimeType: 'application/pdf',
        uuid: UUID(8),
        fechaEfecto: '2026-03-01',
      },
    ],
    marca: 'SEAT',
    modelo: 'León',
    matricula: '1234 LMN',
    tipoAutomovil: 'TURISMO',
    vehiculo: 'Turismo',
    numBastidor: 'VSSZZZ1PZ1R000001',
    clase: null,
    conductorHabitual: null,
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

const answer = (poliza: PolizaVeh | Error) =>
  shared.call.mockImplementation(async (spec: unknown) => {
    // The documents address of the deployment: none configured in these tests.
    if (spec === CALLS.enlaces) throw new ApiError(1000, 'x', 404);
    if (poliza instanceof Error) throw poliza;
    return poliza;
  });

const policyCalls = () => shared.call.mock.calls.filter(([spec]) => spec === CALLS.polizaVeh);

describe('PolizaAutosScreen', () => {
  beforeEach(() => {
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
});
