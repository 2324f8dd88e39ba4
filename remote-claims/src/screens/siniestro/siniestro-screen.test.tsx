import { ApiError, type RemoteProps, RemotePropsContext } from '@area-cliente/shared';
import { CALLS, DOWNLOADS, type SiniestroDetalle } from '@area-cliente/shared/contract';
import { logInForTest } from '@area-cliente/shared/testing';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { SiniestroScreen } from './siniestro-screen';

const shared = vi.hoisted(() => ({ call: vi.fn(), openDownload: vi.fn() }));

vi.mock('@area-cliente/shared', async (original) =>
  (await import('@area-cliente/shared/testing/kernel')).mockKernelApi(original, shared.call),
);
vi.mock('@area-cliente/shared/downloads', () => ({ openDownload: shared.openDownload }));

const UUID = (n: number) => `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`;

function claim(overrides: Partial<SiniestroDetalle> = {}): SiniestroDetalle {
  return {
    numSiniestro: 'SIN-0000101',
    numPoliza: 'AUT-10045678',
    idPoliza: 200001,
    estado: 'ABIERTO',
    tipo: 'Colisión con otro vehículo',
    riesgo: 'SEAT León - 1234 LMN',
    titulo: 'Colisión trasera en rotonda',
    subtitulo: null,
    direccion: null,
    codPostal: null,
    poblacion: null,
    provincia: null,
    lugarAccidente: 'Glorieta de Cuatro Caminos, Madrid',
    fecAccidente: '2025-02-10',
    fecOcurrencia: '2025-02-10',
    fecApertura: '2025-02-11',
    danios: ['Portón', 'Paragolpes'],
    matriculaVA: '1234 LMN',
    especie: null,
    nombre: null,
    mediacion: null,
    taller: null,
    documentosSiniestro: [
      {
        id: 1,
        uuid: UUID(1),
        nombreDoc: 'Declaración amistosa',
        aceptado: true,
        fechaFirma: '2025-02-13T12:00:00+01:00',
      },
      {
        id: 2,
        uuid: UUID(2),
        nombreDoc: 'Conformidad',
        aceptado: false,
        fechaFirma: '2025-02-14T12:00:00+01:00',
      },
      { id: 3, uuid: UUID(3), nombreDoc: 'Mandato', aceptado: null, fechaFirma: null },
    ],
    notificaciones: [
      { id: 2, fecha: '2025-02-16T10:00:00+01:00', texto: 'Perito asignado.', documentos: [] },
      {
        id: 1,
        fecha: '2025-02-11T10:00:00+01:00',
        texto: 'Declaración recibida.',
        documentos: [{ uuid: UUID(4), nombreDoc: 'Parte de declaración.pdf' }],
      },
    ],
    history: [
      { fecha: '2025-02-11T10:00:00+01:00', estado: 'ABIERTO', descripcion: 'Apertura del siniestro' },
    ],
    contrarios: [{ matricula: '8765 HJK', modelo: 'Renault Mégane', compania: null }],
    encargos: [{ fechaActuacion: '2025-02-18', estado: 'EN_CURSO', taller: 'Talleres López' }],
    ...overrides,
  };
}

function renderScreen(linea: 'autos' | 'hogar', numSiniestro = 'SIN-0000101') {
  const navigate = vi.fn();
  const props: RemoteProps = { screen: 'siniestroAutos', params: { numSiniestro }, navigate };
  const view = render(
    <RemotePropsContext.Provider value={props}>
      <SiniestroScreen {...props} linea={linea} />
    </RemotePropsContext.Provider>,
  );
  const rerender = (num: string) =>
    view.rerender(
      <RemotePropsContext.Provider value={{ ...props, params: { numSiniestro: num } }}>
        <SiniestroScreen {...props} params={{ numSiniestro: num }} linea={linea} />
      </RemotePropsContext.Provider>,
    );
  return { navigate, rerender };
}

describe('SiniestroScreen', () => {
  beforeEach(() => {
    logInForTest();
    shared.call.mockReset().mockResolvedValue(claim());
    shared.openDownload.mockReset().mockResolvedValue(true);
  });

  it('reads the line’s call and shows the general card, status and car cards', async () => {
    const { navigate } = renderScreen('autos');
    expect(screen.getByRole('status').textContent).toContain('Cargando datos ...');
    await screen.findByRole('heading', { level: 1, name: 'Colisión trasera en rotonda' });
    expect(shared.call).toHaveBeenCalledWith(CALLS.siniestroVeh, { params: { numSiniestro: 'SIN-0000101' } });

    const general = screen.getByRole('region', { name: 'Datos generales' });
    const value = (label: string) => within(general).getByText(label).nextElementSibling?.textContent;
    expect(value('Fecha de ocurrencia')).toBe('10-02-2025');
    expect(value('Fecha de comunicación')).toBe('11-02-2025');
    expect(value('Estado')).toBe('Abierto');
    expect(value('Daños')).toBe('Portón, Paragolpes');
    expect(value('Lugar del accidente')).toBe('Glorieta de Cuatro Caminos, Madrid');

    await userEvent.click(within(general).getByRole('link', { name: 'AUT-10045678' }));
    expect(navigate).toHaveBeenCalledWith('/polizaAutos/200001');

    const contrarios = screen.getByRole('region', { name: 'Vehículos contrarios' });
    expect(within(contrarios).getByRole('cell', { name: '(sin datos)' })).toBeTruthy();
    const encargos = screen.getByRole('region', { name: 'Peritaciones y talleres' });
    expect(within(encargos).getByRole('cell', { name: 'En curso' })).toBeTruthy();
  });

  it("offers 'Escribir sobre este siniestro', a new message about this claim", async () => {
    const { navigate } = renderScreen('autos');
    await userEvent.click(await screen.findByRole('link', { name: 'Escribir sobre este siniestro' }));
    expect(navigate).toHaveBeenCalledWith('/nuevoMensaje/SINIESTRO%3ASIN-0000101');
  });

  it('lists documents signed, rejected and pending in the side menu and opens them as PDFs', async () => {
    renderScreen('autos');
    const menu = await screen.findByRole('navigation', { name: 'Documentos del siniestro' });
    expect(within(menu).getByText('Firmado el 13-02-2025')).toBeTruthy();
    expect(within(menu).getByText('Rechazado el 14-02-2025')).toBeTruthy();
    expect(within(menu).getByText('Pendiente de firma')).toBeTruthy();

    await userEvent.click(within(menu).getByRole('button', { name: /^Conformidad/ }));
    expect(shared.openDownload).toHaveBeenCalledWith('DOCUMENTO', UUID(2), DOWNLOADS.documento, {
      uuid: UUID(2),
    });
  });

  it('shows the history newest first with the notification documents', async () => {
    renderScreen('autos');
    const history = await screen.findByRole('region', { name: 'Historial de notificaciones' });
    const items = within(history)
      .getAllByRole('listitem')
      .filter((li) => li.querySelector('time'));
    expect(items.map((li) => li.querySelector('p')?.textContent)).toEqual([
      'Perito asignado.',
      'Declaración recibida.',
      'Abierto: Apertura del siniestro',
    ]);
    expect(items.map((li) => li.querySelector('time')?.textContent)).toEqual([
      '16-02-2025',
      '11-02-2025',
      '11-02-2025',
    ]);
    expect(within(items[1]!).getByRole('button', { name: /Parte de declaración/ })).toBeTruthy();
  });

  it('counts anything but ABIERTO as closed outside cars, and hides the car cards', async () => {
    shared.call.mockResolvedValue(claim({ estado: 'RECHAZADO' }));
    renderScreen('hogar');
    await screen.findByRole('heading', { level: 1 });
    expect(shared.call).toHaveBeenCalledWith(CALLS.siniestroHog, { params: { numSiniestro: 'SIN-0000101' } });
    expect(screen.getAllByText('Rechazado')[0]?.className).toContain('claims-badge--cerrado');
    expect(screen.queryByRole('region', { name: 'Vehículos contrarios' })).toBeNull();
  });

  it('on a car claim only CERRADO is closed', async () => {
    shared.call.mockResolvedValue(claim({ estado: 'RECHAZADO' }));
    renderScreen('autos');
    await screen.findByRole('heading', { level: 1 });
    expect(screen.getAllByText('Rechazado')[0]?.className).toContain('claims-badge--otro');
  });

  it('shows the not-found state for a foreign or missing claim and loads again on a new number', async () => {
    shared.call.mockRejectedValueOnce(new ApiError(1000, 'Recurso no encontrado', 404));
    const { rerender } = renderScreen('autos', 'SIN-0000201');
    await screen.findByRole('heading', { name: 'No hemos encontrado lo que buscas' });
    rerender('SIN-0000101');
    await screen.findByRole('heading', { level: 1, name: 'Colisión trasera en rotonda' });
    // The new number is read (the screen may read the customer's phone after it, for the call-back).
    expect(shared.call).toHaveBeenCalledWith(CALLS.siniestroVeh, { params: { numSiniestro: 'SIN-0000101' } });
  });
});
