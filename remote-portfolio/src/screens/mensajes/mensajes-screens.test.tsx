import { type RemoteProps, RemotePropsContext } from '@area-cliente/shared';
import { CALLS, DOWNLOADS, type Hilo, type TemasHilo } from '@area-cliente/shared/contract';
import { logInForTest } from '@area-cliente/shared/testing';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactElement } from 'react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { HiloScreen } from './hilo-screen';
import { MensajesScreen, SIN_MENSAJES } from './lista-screen';
import { NuevoMensajeScreen } from './nuevo-screen';

const shared = vi.hoisted(() => ({ call: vi.fn(), openDownload: vi.fn() }));

vi.mock('@area-cliente/shared', async (original) =>
  (await import('@area-cliente/shared/testing/kernel')).mockKernelApi(original, shared.call),
);
vi.mock('@area-cliente/shared/downloads', () => ({ openDownload: shared.openDownload }));

const UUID = '00000000-0000-4000-8000-000000000001';
const HILO: Hilo = {
  idHilo: 1001,
  tema: 'SINIESTRO',
  referencia: 'SIN-0000101',
  estado: 'RESPONDIDO',
  plazoRespuesta: null,
  noLeidos: 1,
  ultimoMensaje: '2026-11-27T09:30:00.000Z',
  mensajes: [
    {
      idMensaje: 1,
      autor: 'CLIENTE',
      texto: '¿Cuándo viene el perito?',
      enviadoEn: '2026-11-26T09:00:00.000Z',
      leido: true,
      adjuntos: [],
    },
    {
      idMensaje: 2,
      autor: 'PERSONAL',
      texto: 'El lunes por la mañana.',
      enviadoEn: '2026-11-27T09:30:00.000Z',
      leido: false,
      adjuntos: [{ uuid: UUID, nombre: 'cita.pdf', mimeType: 'application/pdf', bytes: 20480 }],
    },
  ],
};
const TEMAS: TemasHilo = {
  polizas: [{ referencia: 'AUT-10045678', etiqueta: 'Auto Plus' }],
  siniestros: [{ referencia: 'SIN-0000101', etiqueta: 'Colisión trasera en rotonda' }],
  recibos: [],
};

function renderScreen(element: (props: RemoteProps) => ReactElement, params: Record<string, string> = {}) {
  const navigate = vi.fn();
  const props: RemoteProps = { screen: 'mensajes', params, navigate };
  render(<RemotePropsContext.Provider value={props}>{element(props)}</RemotePropsContext.Provider>);
  return { navigate };
}

beforeEach(() => {
  logInForTest();
  shared.call.mockReset();
  shared.openDownload.mockReset().mockResolvedValue(true);
});

describe('MensajesScreen', () => {
  it('lists the conversations with their state, deadline and unread count', async () => {
    shared.call.mockResolvedValue({
      hilos: [
        { ...HILO, mensajes: undefined },
        {
          idHilo: 1002,
          tema: 'GENERAL',
          referencia: null,
          estado: 'ABIERTO',
          plazoRespuesta: '2026-12-02',
          noLeidos: 0,
          ultimoMensaje: '2026-11-30T10:00:00.000Z',
        },
      ],
    });
    renderScreen(() => <MensajesScreen />);
    const lista = await screen.findByRole('list', { name: 'Tus conversaciones' });
    expect(shared.call.mock.calls[0]![0]).toBe(CALLS.hilosMensajes);
    const items = within(lista).getAllByRole('listitem');
    expect(within(items[0]!).getByRole('link').textContent).toBe('Siniestro SIN-0000101 1 sin leer');
    expect(items[0]!.textContent).toContain('Respondido');
    expect(items[1]!.textContent).toContain('Pendiente de respuesta');
    expect(items[1]!.textContent).toContain('Te responderemos antes del 2 de diciembre de 2026.');
  });

  it('says so when there are none yet', async () => {
    shared.call.mockResolvedValue({ hilos: [] });
    renderScreen(() => <MensajesScreen />);
    expect(await screen.findByText(SIN_MENSAJES)).toBeTruthy();
  });
});

describe('NuevoMensajeScreen', () => {
  it('comes with the claim of the link chosen, checks the text, and sends once with its key', async () => {
    shared.call.mockImplementation(async (call) => (call === CALLS.temasMensajes ? TEMAS : HILO));
    const { navigate } = renderScreen((p) => <NuevoMensajeScreen {...p} />, {
      asunto: 'SINIESTRO:SIN-0000101',
    });
    const tema = await screen.findByRole('combobox', { name: '¿Sobre qué quieres escribirnos?' });
    expect((tema as HTMLSelectElement).value).toBe('SINIESTRO:SIN-0000101');
    await userEvent.click(screen.getByRole('button', { name: 'Enviar mensaje' }));
    expect(screen.getByRole('alert').textContent).toBe('Escribe tu mensaje (hasta 4000 caracteres).');

    await userEvent.type(screen.getByRole('textbox', { name: /Tu mensaje/ }), '¿Cuándo viene el perito?');
    await userEvent.click(screen.getByRole('button', { name: 'Enviar mensaje' }));
    const [, { body }] = shared.call.mock.calls.find(([call]) => call === CALLS.nuevoHilo)!;
    expect(body).toMatchObject({
      tema: 'SINIESTRO',
      referencia: 'SIN-0000101',
      texto: '¿Cuándo viene el perito?',
      adjuntos: [],
    });
    expect(body.claveIdempotencia).toMatch(/^[0-9a-f-]{36}$/);
    expect(navigate).toHaveBeenCalledWith('/mensajes/1001');
  });

  it('uploads an attachment when chosen and refuses a type it does not take, before sending', async () => {
    shared.call.mockImplementation(async (call) =>
      call === CALLS.temasMensajes
        ? TEMAS
        : { uuid: UUID, nombre: 'parte.png', mimeType: 'image/png', bytes: 2048 },
    );
    renderScreen((p) => <NuevoMensajeScreen {...p} />);
    const input = await screen.findByLabelText('Adjuntar un archivo (opcional)');
    await userEvent.upload(input, new File(['x'], 'nota.txt', { type: 'text/plain' }), {
      applyAccept: false,
    });
    expect(screen.getByRole('alert').textContent).toBe('El archivo no es un PDF, JPEG o PNG válido.');
    await userEvent.upload(input, new File(['png'], 'parte.png', { type: 'image/png' }));
    const lista = await screen.findByRole('list', { name: 'Archivos adjuntos' });
    expect(lista.textContent).toContain('parte.png (2 KB)');
    expect(shared.call).toHaveBeenCalledWith(CALLS.subeAdjuntoMensaje, {
      body: { archivo: expect.any(File) },
    });
  });
});

describe('HiloScreen', () => {
  it("shows the messages, marks customer service's read on opening and opens an attachment by its token", async () => {
    shared.call.mockImplementation(async (call) => (call === CALLS.hiloMensajes ? HILO : null));
    renderScreen((p) => <HiloScreen {...p} />, { idHilo: '1001' });
    await screen.findByRole('heading', { level: 1, name: 'Siniestro SIN-0000101' });
    const mensajes = within(screen.getByRole('list', { name: 'Mensajes de la conversación' })).getAllByRole(
      'listitem',
    );
    expect(mensajes[0]!.textContent).toContain('Tú');
    expect(mensajes[0]!.textContent).toContain('Leído');
    expect(mensajes[1]!.textContent).toContain('Atención al Cliente');
    expect(mensajes[1]!.textContent).toContain('El lunes por la mañana.');
    expect(shared.call).toHaveBeenCalledWith(CALLS.marcaHiloLeido, { params: { idHilo: 1001 } });

    await userEvent.click(screen.getByRole('button', { name: 'cita.pdf (20 KB)' }));
    expect(shared.openDownload).toHaveBeenCalledWith('ADJUNTO_MENSAJE', UUID, DOWNLOADS.adjuntoMensaje, {
      uuid: UUID,
    });
  });

  it('takes an answer while open; a closed one says to write a new message', async () => {
    shared.call.mockImplementation(async (call) =>
      call === CALLS.hiloMensajes ? { ...HILO, estado: 'CERRADO', noLeidos: 0 } : null,
    );
    renderScreen((p) => <HiloScreen {...p} />, { idHilo: '1001' });
    expect((await screen.findByText(/Esta conversación está cerrada/)).textContent).toContain(
      'escríbenos un mensaje nuevo',
    );
    expect(screen.queryByRole('form', { name: 'Responder' })).toBeNull();
    expect(shared.call).not.toHaveBeenCalledWith(CALLS.marcaHiloLeido, expect.anything());
  });
});
