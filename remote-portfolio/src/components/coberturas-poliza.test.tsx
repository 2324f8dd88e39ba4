import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { CoberturasPoliza, SIN_COBERTURAS } from './coberturas-poliza';
import { polizaBase } from './poliza-fixture';

describe('CoberturasPoliza', () => {
  it('shows the annual premium, its split and every cover with limit, excess and how it is taken', () => {
    render(<CoberturasPoliza poliza={{ ...polizaBase(), periodicidad: 'TRIMESTRAL' }} />);
    const section = screen.getByRole('region', { name: 'Qué cubre tu póliza' });
    expect(within(section).getByText('412.30 €')).toBeTruthy();
    expect(section.textContent).toContain('Prima anual 412.30 €');
    expect(
      within(section).getByText('Pago trimestral: 4 recibos, 3 de 103.08 € y 1 de 103.06 €'),
    ).toBeTruthy();

    const rows = within(section).getAllByRole('row').slice(1);
    const row = (name: string) => rows.find((r) => within(r).queryByRole('rowheader', { name }))!;
    expect(
      within(row('Daños propios'))
        .getAllByRole('cell')
        .map((c) => c.textContent),
    ).toEqual(['Límite: Valor venal', 'Franquicia: 300.00 €', 'Contratación: Incluida']);
    expect(
      within(row('Lunas'))
        .getAllByRole('cell')
        .map((c) => c.textContent),
    ).toEqual(['Límite: 1,200.00 €', 'Franquicia: Sin franquicia', 'Contratación: Opcional contratada']);
    // Covers not taken go last.
    expect(within(rows.at(-1)!).getByRole('rowheader').textContent).toBe('Vehículo de sustitución');
    expect(rows.at(-1)!.textContent).toContain('No contratada');
  });

  it('says where the covers are when it has none, and shows no premium it does not know', () => {
    render(<CoberturasPoliza poliza={{ primaAnual: null, periodicidad: 'ANUAL', coberturas: [] }} />);
    expect(screen.getByText(SIN_COBERTURAS)).toBeTruthy();
    expect(screen.queryByText(/Prima anual/)).toBeNull();
    expect(screen.queryByRole('table')).toBeNull();
  });
});
