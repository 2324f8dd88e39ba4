import type { Cobertura } from '@area-cliente/shared/contract';
import { render, screen } from '@testing-library/react';
import { ComparacionRenovacionCard, SIN_CAMBIOS_COBERTURAS } from './comparacion-renovacion';

const cobertura = (descripcion: string, over: Partial<Cobertura> = {}): Cobertura => ({
  descripcion,
  capital: null,
  limite: null,
  franquicia: null,
  contratacion: 'INCLUIDA',
  ...over,
});

const definicion = (term: string) => screen.getByText(term).nextElementSibling?.textContent;

describe('ComparacionRenovacionCard', () => {
  it("shows last year's premium beside the new one, the difference and what changes in the covers", () => {
    render(
      <ComparacionRenovacionCard
        comparacion={{
          primaAnterior: 412.35,
          primaNueva: 425.9,
          coberturasAnteriores: [
            cobertura('Daños propios', { franquicia: 300 }),
            cobertura('Defensa de multas', { contratacion: 'OPCIONAL' }),
          ],
          coberturasNuevas: [
            cobertura('Daños propios', { franquicia: 250 }),
            cobertura('Vehículo de sustitución'),
          ],
        }}
      />,
    );
    expect(screen.getByRole('region', { name: 'Qué cambia al renovar' })).toBeTruthy();
    expect(definicion('Prima anual actual')).toBe('412.35 €');
    expect(definicion('Prima anual al renovar')).toBe('425.90 €');
    expect(definicion('Diferencia')).toBe('+13.55 € (+3.29 %)');
    expect(screen.getAllByRole('listitem').map((li) => li.textContent)).toEqual([
      'Daños propios: la franquicia pasa de 300.00 € a 250.00 €.',
      'Se añade Vehículo de sustitución.',
      'Se quita Defensa de multas.',
    ]);
  });

  it('says so when the covers do not change', () => {
    const coberturas = [cobertura('Continente', { capital: 110000 })];
    render(
      <ComparacionRenovacionCard
        comparacion={{
          primaAnterior: 100,
          primaNueva: 100,
          coberturasAnteriores: coberturas,
          coberturasNuevas: coberturas,
        }}
      />,
    );
    expect(screen.getByText(SIN_CAMBIOS_COBERTURAS)).toBeTruthy();
    expect(definicion('Diferencia')).toBe('Sin cambios');
  });
});
