import type {
  Cliente,
  CuponAmigo,
  Portfolio,
  PolizaResumen,
  ReciboResumen,
  SiniestroResumen,
} from '../contract';
import { CALLS, portfolioSinNada } from '../contract';
import { queryClient } from '../query';
import { callQuery } from '../query/call-query';
import { setToken } from '../session/token';

// Test data builders shared by every package's tests (`@area-cliente/shared/testing`); never imported
// by runtime code, so they stay out of the bundles.

export function makeCliente(overrides: Partial<Cliente> = {}): Cliente {
  return {
    idCliente: 1,
    nombre: 'Ana García López',
    edad: 45,
    numDoc: '12345678Z',
    direccion: 'Calle Mayor 1, Madrid',
    telefono: '612345678',
    email: 'ana@example.com',
    codPostal: '28013',
    purezaPuroMMT: true,
    gdprEmpresas: true,
    telefonoOwnerPropioCliente: '910000000',
    ownerPropioClienteCanalTelefonico: false,
    idWorkerPropioCliente: 7,
    idOwnerPropioCliente: 3,
    ...overrides,
  };
}

export function makePoliza(overrides: Partial<PolizaResumen> = {}): PolizaResumen {
  return {
    idPoliza: 100,
    numPoliza: 'P-100',
    riesgoAseguradoStr: '1234ABC Seat Ibiza',
    producto: 'Autos',
    fecEfecto: '2024-01-01',
    // Far ahead: a policy past its expiry date has ended (situacionPoliza), whatever day the tests run.
    fechaVto: '2099-01-01',
    tipoAutomovil: null,
    uso: null,
    enVigor: true,
    ...overrides,
  };
}

export function makeSiniestro(overrides: Partial<SiniestroResumen> = {}): SiniestroResumen {
  return {
    numSiniestro: 'S-1',
    numPoliza: 'P-100',
    estado: 'ABIERTO',
    titulo: 'Colisión',
    subtitulo: null,
    fecOcurrencia: '2024-05-01',
    ...overrides,
  };
}

export function makeRecibo(overrides: Partial<ReciboResumen> = {}): ReciboResumen {
  return {
    idRecibo: 500,
    numPoliza: 'P-100',
    titulo: 'Recibo Autos',
    fecRecibo: '2024-01-01',
    importeNeto: 321.45,
    estado: 'PENDIENTE',
    pendiente: true,
    pagable: true,
    ...overrides,
  };
}

/** An empty portfolio of a direct client; tests add only what they look at. */
export function makePortfolio(overrides: Partial<Portfolio> = {}): Portfolio {
  return { ...portfolioSinNada(1, makeCliente()), ...overrides };
}

let nextCupon = 1;

/** A friend coupon, pending by default, with a fresh id and code. */
export function makeCupon(overrides: Partial<CuponAmigo> = {}): CuponAmigo {
  const idCupon = nextCupon++;
  return {
    idCupon,
    cupon: `AMIGO${idCupon}`,
    numPoliza: null,
    estado: 'pendiente',
    pendiente: true,
    activado: false,
    disponible: false,
    asignado: false,
    consumido: false,
    ...overrides,
  };
}

/** A session, as the login would leave it; `closeSession()` ends it (and empties the cache). */
export function logInForTest(token = 'test-session'): void {
  setToken(token);
}

/** Puts the portfolio in the server-state cache, as if the session had read it (log in first). */
export function seedPortfolio(portfolio: Portfolio): void {
  queryClient.setQueryData(callQuery(CALLS.portfolio).queryKey, portfolio);
}

export { checkedCall } from './kernel-mock';
