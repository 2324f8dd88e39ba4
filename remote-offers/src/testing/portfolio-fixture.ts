import type { Cliente, Portfolio } from '@area-cliente/shared/contract';
import { makeCliente, makeCupon, makePoliza, makePortfolio } from '@area-cliente/shared/testing';

// A portfolio that shows no optional card at all, so each test turns on only what it checks: a
// mediated client outside Madrid who already holds every line a card would offer.

export const buildCupon = makeCupon;
export const buildPoliza = makePoliza;

function buildCliente(overrides: Partial<Cliente> = {}): Cliente {
  return makeCliente({
    nombre: 'Cliente de prueba',
    edad: 40,
    direccion: null,
    telefono: null,
    email: null,
    codPostal: '41001',
    purezaPuroMMT: false,
    telefonoOwnerPropioCliente: null,
    idWorkerPropioCliente: null,
    idOwnerPropioCliente: null,
    ...overrides,
  });
}

export type PortfolioOverrides = Partial<Omit<Portfolio, 'cliente'>> & { cliente?: Partial<Cliente> };

export function buildPortfolio(overrides: PortfolioOverrides = {}): Portfolio {
  const { cliente, ...rest } = overrides;
  return makePortfolio({
    cliente: buildCliente(cliente),
    // Holding every offered line ('S') means there is no cross-sell offer to show; health is held with
    // the company itself, since a partner policy brings its own service card.
    tienePolizaSaludHNA: 'N',
    tienePolizaSaludMMT: 'S',
    tienePolizaMascotas: 'S',
    tienePolizaHogar: 'S',
    ...rest,
  });
}
