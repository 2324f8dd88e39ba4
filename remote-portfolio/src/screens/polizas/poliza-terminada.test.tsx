import { ApiError, RemotePropsContext, type RemoteProps } from '@area-cliente/shared';
import {
  CALLS,
  type PolizaHog,
  type PolizaMasc,
  type PolizaVeh,
  type RenovacionPoliza,
} from '@area-cliente/shared/contract';
import { addDays, formatDate, todayIso } from '@area-cliente/shared/domain';
import { logInForTest, makePoliza, makePortfolio, seedPortfolio } from '@area-cliente/shared/testing';
import { render, screen, within } from '@testing-library/react';
import type { ComponentType } from 'react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { polizaBase } from '../../components/poliza-fixture';
import PolizaAutosScreen from './autos';
import PolizaHogarScreen from './hogar';
import PolizaMascotasScreen from './mascotas';

// A withdrawn, cancelled or expired policy offers only what still applies (situacionPoliza and
// loQueAplica in shared/src/domain/situacion-poliza.ts): a notice first, with its state and day, then
// its documents, receipts and claims; no digital card or certificate, no 'Declarar un siniestro', no
// roadside help, no renewal action.

const shared = vi.hoisted(() => ({ call: vi.fn() }));

vi.mock('@area-cliente/shared', async (original) =>
  (await import('@area-cliente/shared/testing/kernel')).mockKernelApi(original, shared.call),
);

const ID = 200001;
const HOY = todayIso();
const HACE_3 = addDays(HOY, -3);
const DESISTIMIENTO = { tipo: 'DESISTIMIENTO' as const, fecha: HACE_3 };

const siniestro = {
  numSiniestro: 'SIN-0000102',
  numPoliza: 'AUT-10045678',
  subtitulo: null,
  titulo: 'Luna rota',
  estado: 'CERRADO',
  fecOcurrencia: addDays(HOY, -30),
};

function coche(overrides: Partial<PolizaVeh> = {}): PolizaVeh {
  return {
    ...polizaBase(),
    marca: 'SEAT',
    modelo: 'León',
    matricula: '1234 LMN',
    tipoAutomovil: 'TURISMO',
    vehiculo: 'Turismo',
    numBastidor: null,
    clase: null,
    conductorHabitual: null,
    conductores: [],
    lstSiniestrosVeh: [siniestro],
    ...overrides,
  };
}

function casa(overrides: Partial<PolizaHog> = {}): PolizaHog {
  return {
    ...polizaBase(),
    direccionCorta: 'C/ Mayor 1',
    direccion: 'Calle Mayor 1',
    poblacion: 'Madrid',
    pais: 'España',
    codPostal: '28013',
    provincia: 'Madrid',
    ubicacionVivienda: null,
    tipoVivienda: null,
    usoVivienda: null,
    regimenVivienda: null,
    anyoConstruccion: null,
    calidadConstruccion: null,
    contenido: 30000,
    continente: 120000,
    lstSiniestrosHog: [],
    ...overrides,
  };
}

function perro(overrides: Partial<PolizaMasc> = {}): PolizaMasc {
  return {
    ...polizaBase(),
    especie: 'PERRO',
    raza: 'Beagle',
    nombre: 'Toby',
    fecNacimiento: null,
    sexo: 'MACHO',
    chip: null,
    lstSiniestrosMasc: [],
    ...overrides,
  };
}

/** What the renewal card reads: nothing to offer, and the request standing on the policy, if any. */
const renovacion = (solicitud: RenovacionPoliza['solicitud']): RenovacionPoliza => ({
  idPoliza: ID,
  fechaVto: polizaBase().fechaVto,
  noRenovar: { permitido: false, ultimoDia: null },
  desistimiento: { permitido: false, ultimoDia: null },
  solicitud,
});
const SOLICITUD_DESISTIMIENTO = {
  ...DESISTIMIENTO,
  referencia: 'DS-TB4K7Q2M9X',
  solicitadaEl: `${HACE_3}T16:00:00.000Z`,
  deshacible: false,
};

/** The API: the policy detail, its renewal card, and nothing else worth showing here. */
function answer(detalle: unknown, renovada: RenovacionPoliza | null = null) {
  shared.call.mockImplementation(async (spec: unknown) => {
    if (spec === CALLS.renovacionPoliza) {
      if (renovada) return renovada;
      throw new ApiError(1000, 'x', 404);
    }
    if (spec === CALLS.tarjetaPoliza) throw new ApiError(1000, 'x', 404);
    if (spec === CALLS.enlaces || spec === CALLS.coberturasPoliza) throw new ApiError(1000, 'x', 404);
    if (spec === CALLS.portfolio) return portfolio();
    return detalle;
  });
}

/** The session's portfolio, listing the car (with its standing request) as the API does. */
const portfolio = (solicitudBaja: typeof DESISTIMIENTO | null = null) =>
  makePortfolio({
    lstPolizasVeh: [makePoliza({ idPoliza: ID, numPoliza: 'AUT-10045678', solicitudBaja })],
    lstPolizasHogar: [makePoliza({ idPoliza: ID, numPoliza: 'AUT-10045678', solicitudBaja })],
  });

function renderScreen(Screen: ComponentType<RemoteProps>, screenName: string) {
  const props: RemoteProps = { screen: screenName, params: { idPoliza: String(ID) }, navigate: vi.fn() };
  render(
    <RemotePropsContext.Provider value={props}>
      <Screen {...props} />
    </RemotePropsContext.Provider>,
  );
}

const called = (spec: unknown) => shared.call.mock.calls.some(([s]) => s === spec);
const AVISO_DESISTIDA = `Esta póliza ya no está en vigor desde el ${formatDate(HACE_3)}, día en que desististe del contrato: puedes consultar sus documentos y sus siniestros.`;

describe('a policy no longer in force', () => {
  beforeEach(() => {
    logInForTest();
    shared.call.mockReset();
  });

  it('a withdrawn car says so first and offers its documents and claims, no card, claim or roadside help', async () => {
    seedPortfolio(portfolio(DESISTIMIENTO));
    answer(coche({ solicitudBaja: DESISTIMIENTO }), renovacion(SOLICITUD_DESISTIMIENTO));
    renderScreen(PolizaAutosScreen, 'polizaAutos');
    const cabecera = await screen.findByRole('region', { name: 'Póliza de automóvil' });
    // The notice comes right under the title, before the product line.
    const aviso = within(cabecera).getByText(AVISO_DESISTIDA);
    expect(aviso.compareDocumentPosition(within(cabecera).getByText(/Auto Plus · Nº/))).toBe(
      Node.DOCUMENT_POSITION_FOLLOWING,
    );
    expect(screen.queryByRole('link', { name: 'Declarar un siniestro' })).toBeNull();
    expect(screen.queryByRole('link', { name: 'Pedir asistencia en carretera' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Modificar la póliza' })).toBeNull();
    expect(screen.queryByRole('region', { name: 'Tarjeta digital' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Descargar certificado (PDF)' })).toBeNull();
    expect(called(CALLS.tarjetaPoliza)).toBe(false);
    // What still applies: its documents and its past claims, and the receipt of the withdrawal.
    const menu = screen.getByRole('navigation', { name: 'Menú de la póliza' });
    expect(within(menu).getByRole('button', { name: /Condiciones particulares \(PDF\)/ })).toBeTruthy();
    expect(within(menu).getByText('Siniestros cerrados (1)')).toBeTruthy();
    // Its renewal notice no longer applies.
    expect(within(menu).queryByRole('link', { name: 'Ver aviso de renovación' })).toBeNull();
    const renovacionCard = await screen.findByRole('region', { name: 'Renovación' });
    expect(within(renovacionCard).getByRole('button', { name: 'Descargar justificante (PDF)' })).toBeTruthy();
    expect(within(renovacionCard).queryByRole('button', { name: /No renovar|Mantener|Desistir/ })).toBeNull();
  });

  it('ends the policy on screen as soon as the renewal card reads the withdrawal, the detail not read again', async () => {
    seedPortfolio(portfolio());
    answer(coche(), renovacion(SOLICITUD_DESISTIMIENTO));
    renderScreen(PolizaAutosScreen, 'polizaAutos');
    expect(await screen.findByText(AVISO_DESISTIDA)).toBeTruthy();
    expect(screen.queryByRole('link', { name: 'Pedir asistencia en carretera' })).toBeNull();
    expect(screen.queryByRole('region', { name: 'Tarjeta digital' })).toBeNull();
  });

  it('a cancelled home says since when, with no digital card', async () => {
    seedPortfolio(makePortfolio());
    const desde = addDays(HOY, -15);
    answer(casa({ estado: 'ANULADA', fecAnulacion: desde }));
    renderScreen(PolizaHogarScreen, 'polizaHogar');
    expect(
      await screen.findByText(
        `Esta póliza está anulada y ya no está en vigor desde el ${formatDate(desde)}: puedes consultar sus documentos y sus siniestros.`,
      ),
    ).toBeTruthy();
    expect(screen.queryByRole('region', { name: 'Tarjeta digital' })).toBeNull();
    expect(screen.queryByRole('link', { name: 'Declarar un siniestro' })).toBeNull();
    expect(called(CALLS.tarjetaPoliza)).toBe(false);
  });

  it('an expired policy says the day it expired', async () => {
    seedPortfolio(makePortfolio());
    const vencio = addDays(HOY, -2);
    answer(casa({ fechaVto: vencio }));
    renderScreen(PolizaHogarScreen, 'polizaHogar');
    expect(
      await screen.findByText(
        `Esta póliza venció el ${formatDate(vencio)} y ya no está en vigor: puedes consultar sus documentos y sus siniestros.`,
      ),
    ).toBeTruthy();
    expect(screen.queryByRole('region', { name: 'Tarjeta digital' })).toBeNull();
  });

  it("a withdrawn pet policy offers no 'Certificado de Aseguramiento'", async () => {
    seedPortfolio(makePortfolio());
    answer(perro({ solicitudBaja: DESISTIMIENTO }), renovacion(SOLICITUD_DESISTIMIENTO));
    renderScreen(PolizaMascotasScreen, 'polizaMascotas');
    expect(await screen.findByText(AVISO_DESISTIDA)).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Certificado de Aseguramiento' })).toBeNull();
  });
});

describe('a policy in force', () => {
  beforeEach(() => {
    logInForTest();
    shared.call.mockReset();
  });

  it('has no notice, and offers its card, roadside help and a claim', async () => {
    seedPortfolio(portfolio());
    answer(coche());
    renderScreen(PolizaAutosScreen, 'polizaAutos');
    await screen.findByRole('heading', { level: 1, name: 'Póliza de automóvil' });
    expect(screen.queryByText(/ya no está en vigor/)).toBeNull();
    expect(screen.getByRole('link', { name: 'Declarar un siniestro' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Pedir asistencia en carretera' })).toBeTruthy();
    expect(screen.getByRole('region', { name: 'Tarjeta digital' })).toBeTruthy();
  });

  it("a pet policy offers its 'Certificado de Aseguramiento'", async () => {
    seedPortfolio(makePortfolio());
    answer(perro());
    renderScreen(PolizaMascotasScreen, 'polizaMascotas');
    expect(await screen.findByRole('button', { name: 'Certificado de Aseguramiento' })).toBeTruthy();
  });
});
