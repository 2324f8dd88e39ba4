import { ApiError, type RemoteProps, RemotePropsContext } from '@area-cliente/shared';
import { CALLS, type SiniestroDetalle } from '@area-cliente/shared/contract';
import { TALLER_SINIESTRO_CERRADO } from '@area-cliente/shared/domain';
import { logInForTest } from '@area-cliente/shared/testing';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { TallerSiniestro } from './taller';

const shared = vi.hoisted(() => ({ call: vi.fn() }));
const leaflet = vi.hoisted(() => ({ situa: vi.fn() }));
// What the step asks the map to draw; drawing it is Leaflet's.
vi.mock('../../../../shared/src/mapa/leaflet', () => ({
  dibujaMapa: () => ({ situa: leaflet.situa, quita: vi.fn() }),
}));

vi.mock('@area-cliente/shared', async (original) =>
  (await import('@area-cliente/shared/testing/kernel')).mockKernelApi(original, shared.call),
);

const IBIZA = {
  id: 12,
  nombre: 'Talleres Ibiza Motor',
  direccion: 'Calle de Ibiza 38',
  codPostal: '28009',
  poblacion: 'Madrid',
  latitud: 40.4192,
  longitud: -3.6722,
  telefono: '915740212',
  horario: 'De lunes a viernes, de 8:00 a 19:00',
  especialidades: ['Chapa y pintura'],
};
const NARVAEZ = { ...IBIZA, id: 13, nombre: 'Carrocerías Narváez', direccion: 'Calle de Narváez 51' };

const claim = (overrides: Partial<SiniestroDetalle> = {}) =>
  ({
    numSiniestro: 'SIN-0000101',
    estado: 'ABIERTO',
    tipo: 'Daños con el vehículo aparcado',
    lugarAccidente: 'Calle de Ibiza 20, 28009 Madrid',
    taller: { clase: 'CONCERTADO', taller: IBIZA },
    ...overrides,
  }) as SiniestroDetalle;

function renderTaller(s: SiniestroDetalle, onCambiado = vi.fn()) {
  const props: RemoteProps = { screen: 'siniestroAutos', params: {}, navigate: vi.fn() };
  render(
    <RemotePropsContext.Provider value={props}>
      <TallerSiniestro siniestro={s} onCambiado={onCambiado} />
    </RemotePropsContext.Provider>,
  );
  return { onCambiado, card: () => screen.getByRole('region', { name: 'Dónde reparar tu vehículo' }) };
}

describe('TallerSiniestro', () => {
  beforeEach(() => {
    logInForTest();
    shared.call.mockReset();
  });

  it('shows the chosen workshop, and changes it while the claim is open', async () => {
    shared.call.mockImplementation(async (call, args: { body?: object }) => {
      if (call === CALLS.talleresCercanos)
        return {
          talleres: [
            { ...IBIZA, distanciaM: 400 },
            { ...NARVAEZ, distanciaM: 850 },
          ],
          mapa: { teselas: '/teselas/{z}/{x}/{y}.svg', atribucion: 'Mapa de prueba' },
        };
      if (call === CALLS.cambiaTallerSiniestro) return { clase: 'CONCERTADO', taller: NARVAEZ, ...args.body };
      throw new Error('unexpected call');
    });
    const { onCambiado, card } = renderTaller(claim());
    expect(within(card()).getByText('Talleres Ibiza Motor')).toBeTruthy();
    expect(within(card()).getByRole('link', { name: '91 574 02 12' }).getAttribute('href')).toBe(
      'tel:915740212',
    );

    await userEvent.click(screen.getByRole('button', { name: 'Cambiar de taller' }));
    expect(shared.call).toHaveBeenCalledWith(CALLS.talleresCercanos, { params: { codPostal: '28009' } });
    expect(await screen.findByLabelText(/Talleres Ibiza Motor/)).toHaveProperty('checked', true);
    expect(screen.getByText('a 850 m')).toBeTruthy();
    // The map numbers the workshops as the list does, the chosen one marked.
    expect(
      screen.getByRole('region', {
        name: 'Mapa con los talleres concertados más cercanos, numerados como en la lista',
      }),
    ).toBeTruthy();
    await vi.waitFor(() => expect(leaflet.situa).toHaveBeenCalled());
    expect(leaflet.situa.mock.lastCall?.[0]).toMatchObject([
      { clave: '12', etiqueta: '1', tono: 'destacado' },
      { clave: '13', etiqueta: '2', tono: 'otro' },
    ]);
    await userEvent.click(screen.getByLabelText(/Carrocerías Narváez/));
    expect(leaflet.situa.mock.lastCall?.[0]).toMatchObject([
      { clave: '12', tono: 'otro' },
      { clave: '13', tono: 'destacado' },
    ]);
    await userEvent.click(screen.getByRole('button', { name: 'Guardar taller' }));
    expect(shared.call).toHaveBeenCalledWith(CALLS.cambiaTallerSiniestro, {
      params: { numSiniestro: 'SIN-0000101' },
      body: { idTaller: 13 },
    });
    expect(onCambiado).toHaveBeenCalled();
  });

  it("takes my own workshop's name, and says why the API refused", async () => {
    shared.call.mockImplementation(async (call) => {
      if (call === CALLS.talleresCercanos) return { talleres: [] };
      throw new ApiError(1, TALLER_SINIESTRO_CERRADO, 409);
    });
    renderTaller(claim({ taller: null }));
    expect(screen.getByText('Todavía no has elegido dónde reparar tu vehículo.')).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Elegir taller' }));
    await userEvent.click(screen.getByLabelText('Prefiero mi propio taller'));
    await userEvent.click(screen.getByRole('button', { name: 'Guardar taller' }));
    expect(screen.getByText('Escribe el nombre de tu taller.')).toBeTruthy();
    await userEvent.type(screen.getByLabelText('Nombre de tu taller'), 'Talleres Ruiz');
    await userEvent.click(screen.getByRole('button', { name: 'Guardar taller' }));
    expect(shared.call).toHaveBeenCalledWith(CALLS.cambiaTallerSiniestro, {
      params: { numSiniestro: 'SIN-0000101' },
      body: { propio: 'Talleres Ruiz' },
    });
    expect(await screen.findByText(TALLER_SINIESTRO_CERRADO)).toBeTruthy();
  });

  it('offers no change on a closed claim', () => {
    renderTaller(claim({ estado: 'CERRADO', taller: { clase: 'PROPIO', nombre: 'Talleres Ruiz' } }));
    expect(screen.getByText('Talleres Ruiz')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Cambiar de taller' })).toBeNull();
  });

  it('shows nothing on a theft without a workshop', () => {
    renderTaller(claim({ tipo: 'Robo', taller: null }));
    expect(screen.queryByRole('region', { name: 'Dónde reparar tu vehículo' })).toBeNull();
  });
});
