import * as shared from '@area-cliente/shared';
import { CALLS } from '@area-cliente/shared/contract';
import type { CoberturasPoliza as Datos } from '@area-cliente/shared/contract';
import { logInForTest } from '@area-cliente/shared/testing';
import { render, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { CoberturasPoliza, SIN_COBERTURAS } from './coberturas-poliza';

const datos: Datos = {
  primaAnual: 412.3,
  periodicidad: 'TRIMESTRAL',
  coberturas: [
    {
      descripcion: 'Responsabilidad civil obligatoria',
      capital: null,
      limite: 'Ilimitada',
      franquicia: null,
      contratacion: 'INCLUIDA',
    },
    {
      descripcion: 'Vehículo de sustitución',
      capital: null,
      limite: '15 días',
      franquicia: null,
      contratacion: 'NO_CONTRATADA',
    },
    {
      descripcion: 'Daños propios',
      capital: null,
      limite: 'Valor venal',
      franquicia: 300,
      contratacion: 'INCLUIDA',
    },
    { descripcion: 'Lunas', capital: 1200, limite: null, franquicia: null, contratacion: 'OPCIONAL' },
  ],
};

const celdas = (row: HTMLElement) =>
  within(row)
    .getAllByRole('cell')
    .map((c) => c.textContent);

afterEach(() => vi.restoreAllMocks());

describe('CoberturasPoliza', () => {
  beforeEach(() => logInForTest());

  it('shows the annual premium, its split and every cover with limit, excess and how it is taken', async () => {
    const call = vi.spyOn(shared.api, 'call').mockResolvedValue(datos);
    render(<CoberturasPoliza idPoliza={200001} />);
    const section = await screen.findByRole('region', { name: 'Qué cubre tu póliza' });
    expect(call).toHaveBeenCalledWith(CALLS.coberturasPoliza, { params: { idPoliza: 200001 } });
    expect(section.textContent).toContain('Prima anual 412.30 €');
    expect(
      within(section).getByText('Pago trimestral: 4 recibos, 3 de 103.08 € y 1 de 103.06 €'),
    ).toBeTruthy();

    const rows = within(section).getAllByRole('row').slice(1);
    const row = (name: string) => rows.find((r) => within(r).queryByRole('rowheader', { name }))!;
    // Each cell carries its column's name for the phone layout, where the header row is not shown.
    expect(celdas(row('Daños propios'))).toEqual([
      'Límite: Valor venal',
      'Franquicia: 300.00 €',
      'Contratación: Incluida',
    ]);
    expect(celdas(row('Lunas'))).toEqual([
      'Límite: 1,200.00 €',
      'Franquicia: Sin franquicia',
      'Contratación: Opcional contratada',
    ]);
    // Covers not taken go last.
    expect(within(rows.at(-1)!).getByRole('rowheader').textContent).toBe('Vehículo de sustitución');
    expect(rows.at(-1)!.textContent).toContain('No contratada');
  });

  it('says where the covers are when it has none, and shows no premium it does not know', async () => {
    vi.spyOn(shared.api, 'call').mockResolvedValue({
      primaAnual: null,
      periodicidad: 'ANUAL',
      coberturas: [],
    });
    render(<CoberturasPoliza idPoliza={200002} />);
    expect(await screen.findByText(SIN_COBERTURAS)).toBeTruthy();
    expect(screen.queryByText(/Prima anual/)).toBeNull();
    expect(screen.queryByRole('table')).toBeNull();
  });

  it("shows the server's message with 'Reintentar' when the covers cannot load", async () => {
    vi.spyOn(shared.api, 'call').mockRejectedValue(new shared.ApiError(1000, 'Servicio no disponible', 503));
    render(<CoberturasPoliza idPoliza={200003} />);
    expect(await screen.findByText('Servicio no disponible')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Reintentar' })).toBeTruthy();
  });
});
