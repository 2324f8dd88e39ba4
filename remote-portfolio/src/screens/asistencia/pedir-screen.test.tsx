import {
  appConfigAtom,
  RemotePropsContext,
  sessionStore,
  type AppConfig,
  type RemoteProps,
} from '@area-cliente/shared';
import { CALLS, type Asistencia } from '@area-cliente/shared/contract';
import { logInForTest } from '@area-cliente/shared/testing';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Provider } from 'jotai';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { PedirAsistenciaScreen } from './pedir-screen';
import { PERMISO_DENEGADO } from './ubicacion';

const shared = vi.hoisted(() => ({ call: vi.fn() }));
vi.mock('@area-cliente/shared', async (original) =>
  (await import('@area-cliente/shared/testing/kernel')).mockKernelApi(original, shared.call),
);

const hecha: Asistencia = {
  codigo: 'AS-7KQ4M9PX',
  estado: 'RECIBIDA',
  idPoliza: 200001,
  vehiculo: 'SEAT León · 1234 LMN',
  situacion: 'PINCHAZO',
  telefono: '612345678',
  ubicacion: 'x',
  solicitadaEl: '2026-11-26T09:00:00.000Z',
  llegadaEstimada: null,
  servicio: null,
  actualizadaEl: '2026-11-26T09:00:00.000Z',
  canceladaEl: null,
  telefonoAsistencia: '900 414 142',
};

function renderScreen() {
  const navigate = vi.fn();
  const props: RemoteProps = { screen: 'asistenciaCarretera', params: { idPoliza: '200001' }, navigate };
  render(
    <Provider store={sessionStore}>
      <RemotePropsContext.Provider value={props}>
        <PedirAsistenciaScreen {...props} />
      </RemotePropsContext.Provider>
    </Provider>,
  );
  return { navigate };
}

const geolocation = { getCurrentPosition: vi.fn() };

describe('PedirAsistenciaScreen', () => {
  beforeEach(() => {
    logInForTest();
    shared.call.mockReset().mockImplementation(async (spec: unknown) => {
      if (spec === CALLS.asistenciaNueva)
        return {
          idPoliza: 200001,
          vehiculo: 'SEAT León · 1234 LMN',
          telefono: '612345678',
          abierta: null,
          telefonoAsistencia: '900 414 142',
        };
      if (spec === CALLS.pideAsistencia) return hecha;
      if (spec === CALLS.asistenciasPoliza)
        return {
          peticiones: [
            {
              ...hecha,
              codigo: 'AS-22222223',
              estado: 'FINALIZADA',
              canceladaEl: '2026-11-25T09:10:00.000Z',
            },
            { ...hecha, codigo: 'AS-22222224', estado: 'FINALIZADA', situacion: 'BATERIA' },
          ],
        };
      throw new Error('unexpected call');
    });
    Object.defineProperty(navigator, 'geolocation', { value: geolocation, configurable: true });
    geolocation.getCurrentPosition.mockReset();
  });
  afterEach(() => {
    Reflect.deleteProperty(navigator, 'geolocation');
    sessionStore.set(appConfigAtom, null);
  });

  it("offers the line's 24-hour assistance phone to call instead, never the weekday office line", async () => {
    // The office lines of config.json are loaded, as on a real page: neither is the one to call.
    sessionStore.set(appConfigAtom, {
      telefonoNormal: '910 414 141',
      telefonoGratuito: '900 000 000',
    } as AppConfig);
    renderScreen();
    await screen.findByText('SEAT León · 1234 LMN');
    const aviso = screen.getByText(/llama primero al/);
    expect(aviso.textContent).toContain(
      'También puedes pedir asistencia por teléfono, las 24 horas: 900 414 142.',
    );
    expect(within(aviso).getByRole('link', { name: '900 414 142' }).getAttribute('href')).toBe(
      'tel:900414142',
    );
    expect(document.querySelector('a[href="tel:910414141"]')).toBeNull();
    expect(document.body.textContent).not.toContain('910 414 141');
  });

  it('sends the browser position, the situation and the phone on record, then opens the tracking page', async () => {
    geolocation.getCurrentPosition.mockImplementation((ok: PositionCallback) =>
      ok({ coords: { latitude: 40.41, longitude: -3.7, accuracy: 14 } } as GeolocationPosition),
    );
    const user = userEvent.setup();
    const { navigate } = renderScreen();
    await screen.findByText('SEAT León · 1234 LMN');
    expect((screen.getByLabelText('Teléfono en el que te llamamos') as HTMLInputElement).value).toBe(
      '612345678',
    );
    await user.click(screen.getByRole('button', { name: 'Usar mi ubicación' }));
    await screen.findByText('Tenemos tu ubicación (precisión de unos 14 m).');
    await user.click(screen.getByRole('radio', { name: 'Pinchazo' }));
    await user.click(screen.getByRole('button', { name: 'Pedir asistencia' }));
    await waitFor(() => expect(navigate).toHaveBeenCalledWith('/asistencia/AS-7KQ4M9PX'));
    const [, args] = shared.call.mock.calls.find(([spec]) => spec === CALLS.pideAsistencia) ?? [];
    expect(args.body).toMatchObject({
      idPoliza: 200001,
      situacion: 'PINCHAZO',
      telefono: '612345678',
      ubicacion: { tipo: 'GPS', latitud: 40.41, longitud: -3.7, precisionM: 14 },
    });
  });

  it('falls back to a typed address when the permission is refused, with the field focused', async () => {
    geolocation.getCurrentPosition.mockImplementation((_ok: PositionCallback, err: PositionErrorCallback) =>
      err({ code: 1, PERMISSION_DENIED: 1 } as GeolocationPositionError),
    );
    const user = userEvent.setup();
    const { navigate } = renderScreen();
    await user.click(await screen.findByRole('button', { name: 'Usar mi ubicación' }));
    await screen.findByText(PERMISO_DENEGADO);
    const campo = screen.getByLabelText('Dirección o punto kilométrico');
    await waitFor(() => expect(document.activeElement).toBe(campo));
    await user.click(screen.getByRole('button', { name: 'Pedir asistencia' }));
    expect(await screen.findByText('Elige qué ha pasado.')).toBeTruthy();
    expect(navigate).not.toHaveBeenCalled();
    await user.type(campo, 'A-3, km 127, Tarancón');
    await user.click(screen.getByRole('radio', { name: 'Batería descargada' }));
    await user.click(screen.getByRole('button', { name: 'Pedir asistencia' }));
    await waitFor(() => expect(navigate).toHaveBeenCalled());
    const [, args] = shared.call.mock.calls.find(([spec]) => spec === CALLS.pideAsistencia) ?? [];
    expect(args.body.ubicacion).toEqual({ tipo: 'DIRECCION', direccion: 'A-3, km 127, Tarancón' });
  });

  it("lists the vehicle's past requests, each to its tracking page, a cancelled one said so", async () => {
    renderScreen();
    const lista = await screen.findByRole('region', { name: 'Tus peticiones de asistencia' });
    const enlaces = await within(lista).findAllByRole('link');
    expect(enlaces.map((a) => a.getAttribute('href'))).toEqual([
      expect.stringMatching(/\/asistencia\/AS-22222223$/),
      expect.stringMatching(/\/asistencia\/AS-22222224$/),
    ]);
    const [cancelada, finalizada] = within(lista).getAllByRole('listitem');
    expect(cancelada?.textContent).toContain('Cancelada');
    expect(finalizada?.textContent).toContain('Finalizada');
    expect(finalizada?.textContent).toContain('Batería descargada');
  });

  it('asks for the address straight away in a browser without geolocation', async () => {
    Reflect.deleteProperty(navigator, 'geolocation');
    renderScreen();
    expect(await screen.findByLabelText('Dirección o punto kilométrico')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Usar mi ubicación' })).toBeNull();
  });
});
