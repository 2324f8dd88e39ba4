import { closeSession } from '@area-cliente/shared';
import { CALLS, type CambioCliente } from '@area-cliente/shared/contract';
import { logInForTest } from '@area-cliente/shared/testing';
import { render, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { HistorialCard, SIN_CAMBIOS } from './historial-card';

const shared = vi.hoisted(() => ({ call: vi.fn() }));

vi.mock('@area-cliente/shared', async (original) =>
  (await import('@area-cliente/shared/testing/kernel')).mockKernelApi(original, shared.call),
);

let cambios: CambioCliente[];

describe('HistorialCard', () => {
  afterEach(closeSession);
  beforeEach(() => {
    logInForTest();
    shared.call.mockReset().mockImplementation(async (spec: unknown) => {
      if (spec === CALLS.historialCambios) return { cambios };
      throw new Error('unexpected call');
    });
  });

  it('lists each change with its Madrid time, its line and its device, newest first', async () => {
    cambios = [
      {
        tipo: 'DIRECCION',
        descripcion: 'Dirección postal cambiada a una en 28012 Madrid',
        idPoliza: null,
        dispositivo: 'Safari en iPhone',
        fecha: '2026-07-01T10:05:00.000Z',
      },
      {
        tipo: 'TELEFONO',
        descripcion: 'Teléfono cambiado a *** *** 222',
        idPoliza: null,
        dispositivo: null,
        fecha: '2026-01-15T23:30:00.000Z',
      },
    ];
    render(<HistorialCard />);
    const card = await screen.findByRole('region', { name: 'Historial de cambios' });
    const items = await within(card).findAllByRole('listitem');
    expect(items.map((li) => li.textContent)).toEqual([
      '01-07-2026 12:05Dirección postal cambiada a una en 28012 MadridDesde Safari en iPhone',
      '16-01-2026 00:30Teléfono cambiado a *** *** 222Desde un dispositivo desconocido',
    ]);
  });

  it('says so when there is nothing yet', async () => {
    cambios = [];
    render(<HistorialCard />);
    expect(await screen.findByText(SIN_CAMBIOS)).toBeTruthy();
  });
});
