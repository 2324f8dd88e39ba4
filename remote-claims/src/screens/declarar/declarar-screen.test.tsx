import { HandledApiError, RemotePropsContext, type RemoteProps } from '@area-cliente/shared';
import { CALLS } from '@area-cliente/shared/contract';
import { addDays, formatDate, todayIso } from '@area-cliente/shared/domain';
import {
  logInForTest,
  makeCliente,
  makePoliza,
  makePortfolio,
  seedPortfolio,
} from '@area-cliente/shared/testing';
import { fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { DeclararScreen } from './declarar-screen';

const BORRADOR = 'ac.declaracionSiniestro';
const shared = vi.hoisted(() => ({ call: vi.fn() }));

vi.mock('@area-cliente/shared', async (original) =>
  (await import('@area-cliente/shared/testing/kernel')).mockKernelApi(original, shared.call),
);

const hogar = makePoliza({
  idPoliza: 300,
  numPoliza: 'HOG-300',
  riesgoAseguradoStr: 'Calle Mayor 1',
  producto: 'Hogar',
});

function renderScreen(params: Record<string, string> = {}) {
  const props: RemoteProps = { screen: 'declararSiniestro', params, navigate: vi.fn() };
  return render(
    <RemotePropsContext.Provider value={props}>
      <DeclararScreen {...props} />
    </RemotePropsContext.Provider>,
  );
}

const continuar = () => userEvent.click(screen.getByRole('button', { name: 'Continuar' }));

describe('DeclararScreen', () => {
  beforeEach(() => {
    sessionStorage.clear();
    shared.call.mockReset();
    logInForTest();
    seedPortfolio(
      makePortfolio({ cliente: makeCliente({ telefono: '612345678' }), lstPolizasHogar: [hogar] }),
    );
  });

  it('a send that fails on the network keeps the draft, and the retry sends the same key', async () => {
    renderScreen({ idPoliza: '300' });
    expect(screen.getByLabelText(/Calle Mayor 1/)).toHaveProperty('checked', true);
    await continuar();
    await userEvent.click(screen.getByLabelText('Daños por agua'));
    await continuar();
    fireEvent.change(screen.getByLabelText('Fecha del siniestro'), { target: { value: '2025-06-01' } });
    await userEvent.type(screen.getByLabelText('Lugar'), 'En casa');
    await continuar();
    await userEvent.type(screen.getByLabelText('Cuéntanos qué ha pasado'), 'Se rompió la tubería del baño.');
    await continuar();
    await continuar();
    await userEvent.click(screen.getByLabelText('Cualquier hora'));
    await continuar();
    expect(screen.getByRole('heading', { name: 'Revisión' })).toBeTruthy();

    shared.call.mockRejectedValueOnce(new HandledApiError('communication-error'));
    await userEvent.click(screen.getByRole('button', { name: 'Enviar declaración' }));
    expect(await screen.findByText(/No hemos podido enviar tu declaración/)).toBeTruthy();
    expect(sessionStorage.getItem(BORRADOR)).toContain('Se rompió la tubería');

    shared.call.mockResolvedValueOnce({ numSiniestro: 'SIN-5000001', ramo: 'HOG', mediada: true });
    await userEvent.click(screen.getByRole('button', { name: 'Enviar declaración' }));
    expect(await screen.findByText('Hemos informado a tu mediador de seguros.')).toBeTruthy();
    expect(screen.getByText('Nº SIN-5000001')).toBeTruthy();

    const sends = shared.call.mock.calls.filter(([call]) => call === CALLS.declaraSiniestro);
    expect(sends).toHaveLength(2);
    const [first, second] = sends.map(([, args]) => (args as { body: { claveIdempotencia: string } }).body);
    expect(second!.claveIdempotencia).toBe(first!.claveIdempotencia);
    expect(first).toMatchObject({
      idPoliza: 300,
      tipo: 'Daños por agua',
      fecha: '2025-06-01',
      contrario: null,
    });
    expect(sessionStorage.getItem(BORRADOR)).toBeNull();
  });

  it('Back keeps what was typed, and a new render restores the draft on its step', async () => {
    const { unmount } = renderScreen({ idPoliza: '300' });
    await continuar();
    await userEvent.click(screen.getByLabelText('Incendio'));
    await continuar();
    await userEvent.type(screen.getByLabelText('Lugar'), 'Cocina');
    await userEvent.click(screen.getByRole('button', { name: 'Atrás' }));
    expect(screen.getByLabelText('Incendio')).toHaveProperty('checked', true);
    await continuar();
    expect(screen.getByLabelText('Lugar')).toHaveProperty('value', 'Cocina');
    unmount();
    renderScreen();
    expect(screen.getByRole('heading', { name: 'Cuándo y dónde' })).toBeTruthy();
    expect(screen.getByLabelText('Lugar')).toHaveProperty('value', 'Cocina');
  });
});

describe('DeclararScreen: where to repair the car', () => {
  const coche = makePoliza({
    idPoliza: 200,
    numPoliza: 'AUT-200',
    riesgoAseguradoStr: 'SEAT León 1234 LMN',
    producto: 'Auto',
  });
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
    especialidades: ['Chapa y pintura', 'Mecánica'],
    distanciaM: 1234,
  };

  beforeEach(() => {
    sessionStorage.clear();
    shared.call.mockReset();
    logInForTest();
    seedPortfolio(makePortfolio({ cliente: makeCliente({ telefono: '612345678' }), lstPolizasVeh: [coche] }));
  });

  it("lists the workshops near the place's postcode, and sends the one chosen", async () => {
    shared.call.mockImplementation(async (call) => {
      if (call === CALLS.talleresCercanos) return { talleres: [IBIZA] };
      if (call === CALLS.declaraSiniestro)
        return { numSiniestro: 'SIN-5000002', ramo: 'VEH', mediada: false };
      throw new Error('unexpected call');
    });
    renderScreen({ idPoliza: '200' });
    expect(screen.getByText('Paso 1 de 7')).toBeTruthy();
    await continuar();
    await userEvent.click(screen.getByLabelText('Daños con el vehículo aparcado'));
    await continuar();
    expect(screen.getByText('Paso 3 de 8')).toBeTruthy();
    fireEvent.change(screen.getByLabelText('Fecha del siniestro'), { target: { value: '2025-06-01' } });
    await userEvent.type(screen.getByLabelText('Lugar'), 'Calle de Ibiza 20, 28009 Madrid');
    await continuar();
    await userEvent.type(screen.getByLabelText('Cuéntanos qué ha pasado'), 'Me hundieron la aleta aparcado.');
    await continuar();
    await continuar();
    expect(screen.getByRole('heading', { name: 'Dónde reparar tu vehículo' })).toBeTruthy();
    expect(screen.getByLabelText('Código postal')).toHaveProperty('value', '28009');
    const opcion = await screen.findByLabelText(/Talleres Ibiza Motor/);
    expect(shared.call).toHaveBeenCalledWith(CALLS.talleresCercanos, { params: { codPostal: '28009' } });
    expect(screen.getByText('a 1,2 km')).toBeTruthy();
    expect(screen.getByText('Calle de Ibiza 38, 28009 Madrid')).toBeTruthy();
    expect(screen.getByRole('link', { name: '91 574 02 12' }).getAttribute('href')).toBe('tel:915740212');
    expect(screen.getByText('Chapa y pintura · Mecánica')).toBeTruthy();

    await continuar();
    expect(screen.getByText('Elige un taller de la lista o indica el tuyo.')).toBeTruthy();
    await userEvent.click(screen.getByLabelText('Prefiero mi propio taller'));
    await continuar();
    expect(screen.getByText('Escribe el nombre de tu taller.')).toBeTruthy();
    await userEvent.click(opcion);
    await continuar();
    await userEvent.click(screen.getByLabelText('Cualquier hora'));
    await continuar();
    expect(screen.getByRole('heading', { name: 'Revisión' })).toBeTruthy();
    expect(screen.getByText('Talleres Ibiza Motor')).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Enviar declaración' }));
    await screen.findByText('Nº SIN-5000002');
    const envio = shared.call.mock.calls.find(([call]) => call === CALLS.declaraSiniestro)!;
    expect((envio[1] as { body: object }).body).toMatchObject({
      tipo: 'Daños con el vehículo aparcado',
      taller: { idTaller: 12 },
    });
  });
});

describe('DeclararScreen: a policy no longer in force', () => {
  const hoy = todayIso();
  const desistida = makePoliza({
    idPoliza: 400,
    numPoliza: 'AUT-400',
    riesgoAseguradoStr: 'SEAT León 1234 LMN',
    producto: 'Auto',
    solicitudBaja: { tipo: 'DESISTIMIENTO', fecha: addDays(hoy, -3) },
  });
  const vencida = makePoliza({
    idPoliza: 500,
    numPoliza: 'HOG-500',
    riesgoAseguradoStr: 'Calle Luna 5',
    producto: 'Hogar',
    fechaVto: addDays(hoy, -1),
  });

  beforeEach(() => {
    sessionStorage.clear();
    shared.call.mockReset();
    logInForTest();
    seedPortfolio(
      makePortfolio({
        cliente: makeCliente({ telefono: '612345678' }),
        lstPolizasHogar: [hogar, vencida],
        lstPolizasVeh: [desistida],
      }),
    );
  });

  it('is not offered among the policies to choose: withdrawn or expired', () => {
    renderScreen();
    expect(screen.getByLabelText(/Calle Mayor 1/)).toBeTruthy();
    expect(screen.queryByLabelText(/SEAT León 1234 LMN/)).toBeNull();
    expect(screen.queryByLabelText(/Calle Luna 5/)).toBeNull();
  });

  it('opened from its address, is not chosen, and the journey says why with its state and day', () => {
    renderScreen({ idPoliza: '400' });
    expect(
      screen.getByText(
        `Esta póliza ya no está en vigor desde el ${formatDate(addDays(hoy, -3))}, día en que desististe del contrato: no se pueden declarar siniestros sobre ella. Si el siniestro ocurrió mientras estaba en vigor, llámanos y lo tramitamos.`,
      ),
    ).toBeTruthy();
    expect(screen.getByLabelText(/Calle Mayor 1/)).toHaveProperty('checked', false);
  });

  it('when it was the only one, leaves nothing to declare on', () => {
    seedPortfolio(makePortfolio({ lstPolizasVeh: [desistida] }));
    renderScreen({ idPoliza: '400' });
    expect(screen.getByText(/Esta póliza ya no está en vigor desde el/)).toBeTruthy();
    expect(
      screen.getByText('No tienes pólizas en vigor que permitan declarar un siniestro en el Área Cliente.'),
    ).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Continuar' })).toBeNull();
  });
});
