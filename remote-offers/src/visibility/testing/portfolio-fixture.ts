import type { Cliente, CuponAmigo, PolizaResumen, Portfolio } from '@area-cliente/shared/contract';

// Test data builder: a portfolio that shows no optional card at all, so each test turns on only what it checks.

export function buildCliente(overrides: Partial<Cliente> = {}): Cliente {
  return {
    idCliente: 1,
    nombre: 'Cliente de prueba',
    edad: 40,
    numDoc: '12345678Z',
    direccion: null,
    telefono: null,
    email: null,
    codPostal: '41001',
    purezaPuroMMT: false,
    gdprEmpresas: true,
    telefonoOwnerPropioCliente: null,
    ownerPropioClienteCanalTelefonico: false,
    idWorkerPropioCliente: null,
    idOwnerPropioCliente: null,
    ...overrides,
  };
}

export type PortfolioOverrides = Partial<Omit<Portfolio, 'cliente'>> & { cliente?: Partial<Cliente> };

export function buildPortfolio(overrides: PortfolioOverrides = {}): Portfolio {
  const { cliente, ...rest } = overrides;
  return {
    idCliente: 1,
    cliente: buildCliente(cliente),
    lstPolizasVeh: [],
    lstPolizasHogar: [],
    lstPolizasDec: [],
    lstPolizasSaludHNA: [],
    lstPolizasSaludMMT: [],
    lstPolizasMovilidad: [],
    lstPolizasNegocio: [],
    lstPolizasAccidentes: [],
    lstPolizasMascotas: [],
    lstSiniestrosVeh: [],
    lstSiniestrosHog: [],
    lstSiniestrosMov: [],
    lstSiniestrosNeg: [],
    lstSiniestrosAcc: [],
    lstSiniestrosMasc: [],
    lstAllRecibosPtes: [],
    lstCodigosAmigo: [],
    lstPolizasVehForCupones: [],
    lstPolizasHogarForCupones: [],
    lstPolizasMovilidadForCupones: [],
    totalPolizasVigorMMT: 0,
    cuantasPolizasConSubsidio: 0,
    polizasConSubsidioStr: '',
    // Holding every offered line ('S') means there is no cross-sell offer to show.
    tienePolizaSaludHNA: 'S',
    tienePolizaSaludMMT: 'S',
    tienePolizaMovilidadVMP: 'N',
    tienePolizaMovilidadPersonal: 'N',
    tienePolizaMovilidad: 'N',
    tienePolizaNegocio: 'N',
    tienePolizaAccidentes: 'N',
    tienePolizaMascotas: 'S',
    tienePolizaHogar: 'S',
    tienePolizaAuto: 'N',
    tienePolizaAutos: 'N',
    tienePolizaMoto: 'N',
    tienePolizaConAv: 'N',
    tienePolizaConAsistenciaHogar: 'N',
    tienePolizaConAjt: 'N',
    tienePolizaConLunas: 'N',
    tienePolizasVigorMMT: false,
    tienePolizaDecesosPremium: false,
    visiblePromocionDecesosPremium: false,
    visiblePromocionHogar90: false,
    visiblePromocionFreidoraAire: false,
    visibleSorteoTv: false,
    visibleAhorraConTuTaxi: false,
    visibleFinSorteoFreidoraAire: false,
    haParticipadoSorteoFreidoraAire: false,
    haParticipadoSorteoTv: false,
    ...rest,
  };
}

let nextCupon = 1;

export function buildCupon(overrides: Partial<CuponAmigo> = {}): CuponAmigo {
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

export function buildPoliza(overrides: Partial<PolizaResumen> = {}): PolizaResumen {
  return {
    idPoliza: 1,
    numPoliza: 'P-1',
    riesgoAseguradoStr: 'Riesgo de prueba',
    producto: 'Producto de prueba',
    fecEfecto: '2024-01-01',
    fechaVto: null,
    tipoAutomovil: null,
    uso: null,
    enVigor: true,
    ...overrides,
  };
}
