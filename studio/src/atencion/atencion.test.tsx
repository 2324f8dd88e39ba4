import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { App } from '../app';
import { ATENCION, EDITORA, estudioFalso, hiloAtencion } from '../testing/estudio-falso';

const mocks = vi.hoisted(() => ({
  estudio: {} as ReturnType<typeof import('../testing/estudio-falso').estudioFalso>,
}));
vi.mock('../api/cliente', async (original) => ({ ...(await original<object>()), estudio: mocks.estudio }));

const ADJUNTO = {
  uuid: '7d0c2f5e-1b2a-4c3d-8e4f-5a6b7c8d9e0f',
  nombre: 'informe.pdf',
  mimeType: 'application/pdf' as const,
  bytes: 3 * 1024 * 1024,
};

describe("customer service's screens in the studio", () => {
  beforeEach(() => {
    Object.assign(mocks.estudio, estudioFalso());
    window.history.replaceState(null, '', '/estudio/');
  });

  it('show a person with only the atencion role the queue and nothing of the campaign', async () => {
    mocks.estudio.yo.mockResolvedValue(ATENCION);
    mocks.estudio.cola.mockResolvedValue({
      hilos: [
        { ...hiloAtencion({ plazoRespuesta: '2020-01-03', noLeidos: 2 }), idHilo: 3 },
        { ...hiloAtencion({ plazoRespuesta: '2999-12-31', asignadoA: 'atencion' }), idHilo: 4 },
      ],
    });
    render(<App />);
    const cola = await screen.findByRole('list', { name: /Conversaciones abiertas/ });
    const [vencida, aTiempo] = within(cola).getAllByRole('listitem');
    expect(within(vencida!).getByRole('link', { name: 'Siniestro SIN-0000101' })).toBeTruthy();
    expect(
      within(vencida!).getByText('Responder antes del 3 de enero de 2020 · Fuera de plazo'),
    ).toBeTruthy();
    expect(within(vencida!).getByText('2 sin leer')).toBeTruthy();
    expect(within(aTiempo!).getByText('Responder antes del 31 de diciembre de 2999')).toBeTruthy();
    expect(within(aTiempo!).getByText('La llevas tú')).toBeTruthy();
    expect(screen.queryByRole('link', { name: 'Campaña' })).toBeNull();
    expect(screen.queryByRole('link', { name: 'Registro de cambios' })).toBeNull();
    expect(mocks.estudio.campana).not.toHaveBeenCalled();

    // Taking one opens it.
    mocks.estudio.asigna.mockResolvedValue(hiloAtencion({ idHilo: 3, asignadoA: 'atencion' }));
    mocks.estudio.hilo.mockResolvedValue(hiloAtencion({ idHilo: 3, asignadoA: 'atencion' }));
    await userEvent.click(within(vencida!).getByRole('button', { name: /^Asignármela/ }));
    await waitFor(() => expect(mocks.estudio.asigna).toHaveBeenCalledWith(3));
    expect(window.location.pathname).toBe('/estudio/mensajes/3');
    expect(await screen.findByRole('heading', { level: 1, name: 'Siniestro SIN-0000101' })).toBeTruthy();
  });

  it("list customer service's audit with links to each conversation, and offer it as CSV", async () => {
    mocks.estudio.yo.mockResolvedValue(ATENCION);
    mocks.estudio.auditoriaAtencion.mockResolvedValue({
      entradas: [
        {
          cuando: '2026-11-30T08:00:00.000Z',
          quien: 'jorge',
          accion: 'adjunto_descargado',
          hiloId: 12,
          detalle: 'parte.pdf',
        },
        { cuando: '2026-11-30T07:59:00.000Z', quien: 'marta', accion: 'abierta', hiloId: 12 },
      ],
    });
    mocks.estudio.hilo.mockResolvedValue(hiloAtencion());
    mocks.estudio.cola.mockResolvedValue({ hilos: [] });
    render(<App />);
    await userEvent.click(await screen.findByRole('link', { name: 'Registro de atención' }));
    expect(window.location.pathname).toBe('/estudio/mensajes/registro');
    const tabla = await screen.findByRole('table', { name: /Acciones con las conversaciones/ });
    const [, descarga, abierta] = within(tabla).getAllByRole('row');
    expect(descarga!.textContent).toBe('30-11-2026 09:00jorgeDescargó un archivoNº 12parte.pdf');
    expect(abierta!.textContent).toBe('30-11-2026 08:59martaAbrió la conversaciónNº 12');
    expect(screen.getByRole('link', { name: 'Descargar el registro (CSV)' }).getAttribute('href')).toBe(
      '/estudio/api/mensajes-auditoria.csv',
    );
    await userEvent.click(within(abierta!).getByRole('link', { name: 'Nº 12' }));
    expect(window.location.pathname).toBe('/estudio/mensajes/12');
    expect(await screen.findByText('¿Cuándo viene el perito?')).toBeTruthy();
  });

  it('say so when the audit is still empty', async () => {
    mocks.estudio.yo.mockResolvedValue(ATENCION);
    mocks.estudio.auditoriaAtencion.mockResolvedValue({ entradas: [] });
    window.history.replaceState(null, '', '/estudio/mensajes/registro');
    render(<App />);
    expect(await screen.findByText('Todavía no hay nada en el registro.')).toBeTruthy();
    expect(screen.queryByRole('table')).toBeNull();
  });

  it('keep editors and publishers out of the messages', async () => {
    mocks.estudio.yo.mockResolvedValue(EDITORA);
    mocks.estudio.campana.mockResolvedValue({ viva: null, versiones: [], programadas: [] });
    mocks.estudio.borradores.mockResolvedValue({ borradores: [] });
    window.history.replaceState(null, '', '/estudio/mensajes/3');
    render(<App />);
    expect(await screen.findByRole('heading', { level: 1, name: 'Campaña' })).toBeTruthy();
    expect(screen.queryByRole('link', { name: 'Mensajes de clientes' })).toBeNull();
    expect(mocks.estudio.cola).not.toHaveBeenCalled();
    expect(mocks.estudio.hilo).not.toHaveBeenCalled();
    expect(screen.queryByRole('link', { name: 'Registro de atención' })).toBeNull();
  });

  it('answer a conversation with an attachment, beside the policies, then close it after a confirmation', async () => {
    mocks.estudio.yo.mockResolvedValue(ATENCION);
    mocks.estudio.hilo.mockResolvedValue(hiloAtencion());
    window.history.replaceState(null, '', '/estudio/mensajes/12');
    render(<App />);
    const user = userEvent.setup();

    expect(await screen.findByText('¿Cuándo viene el perito?')).toBeTruthy();
    expect(mocks.estudio.hilo).toHaveBeenCalledWith(12);
    const descarga = screen.getByRole('link', { name: 'Descargar parte.pdf (2 KB)' });
    expect(descarga.getAttribute('href')).toBe(
      '/estudio/api/mensajes/12/adjuntos/0b6f3a1e-8d4c-4f7a-9a51-5c0f4f3f2e10',
    );
    const polizas = screen.getByRole('complementary', { name: 'Pólizas del cliente' });
    expect(within(polizas).getByRole('listitem').textContent).toBe(
      'AUT-10023456 Póliza de automóvil · En vigor',
    );
    expect(screen.getByText('Sin asignar')).toBeTruthy();

    // An empty answer is not sent.
    await user.click(screen.getByRole('button', { name: 'Enviar respuesta' }));
    expect(await screen.findByText(/^Escribe tu mensaje/)).toBeTruthy();
    expect(mocks.estudio.responde).not.toHaveBeenCalled();

    mocks.estudio.subeAdjunto.mockResolvedValue(ADJUNTO);
    const archivo = new File(['%PDF-1.4'], 'informe.pdf', { type: 'application/pdf' });
    await user.upload(screen.getByLabelText('Adjuntar un archivo (opcional)'), archivo);
    expect(await screen.findByText('informe.pdf (3,0 MB)')).toBeTruthy();
    expect(mocks.estudio.subeAdjunto).toHaveBeenCalledWith(12, archivo);

    const respondido = hiloAtencion({
      estado: 'RESPONDIDO',
      plazoRespuesta: null,
      asignadoA: 'atencion',
      mensajes: [
        ...hiloAtencion().mensajes,
        {
          idMensaje: 41,
          autor: 'PERSONAL',
          texto: 'El perito irá el lunes.',
          enviadoEn: '2026-11-30T10:00:00Z',
          leido: false,
          adjuntos: [ADJUNTO],
        },
      ],
    });
    mocks.estudio.responde.mockResolvedValue(respondido);
    await user.type(screen.getByLabelText(/^Tu respuesta/), 'El perito irá el lunes.');
    await user.click(screen.getByRole('button', { name: 'Enviar respuesta' }));
    await waitFor(() =>
      expect(mocks.estudio.responde).toHaveBeenCalledWith(12, 'El perito irá el lunes.', [ADJUNTO.uuid]),
    );
    expect(await screen.findByText('El perito irá el lunes.')).toBeTruthy();
    expect(screen.getByText('La llevas tú')).toBeTruthy();
    expect((screen.getByLabelText(/^Tu respuesta/) as HTMLTextAreaElement).value).toBe('');

    mocks.estudio.cierra.mockResolvedValue({ ...respondido, estado: 'CERRADO' });
    await user.click(screen.getByRole('button', { name: 'Cerrar la conversación' }));
    expect(mocks.estudio.cierra).not.toHaveBeenCalled();
    const confirma = screen.getByRole('button', { name: 'Sí, cerrar la conversación' });
    expect(document.activeElement).toBe(confirma);
    await user.keyboard('{Enter}');
    await waitFor(() => expect(mocks.estudio.cierra).toHaveBeenCalledWith(12));
    expect(await screen.findByText('La conversación está cerrada.')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Enviar respuesta' })).toBeNull();
  });

  it('tell who has a colleague’s conversation and offer no answer on it', async () => {
    mocks.estudio.yo.mockResolvedValue(ATENCION);
    mocks.estudio.hilo.mockResolvedValue(hiloAtencion({ asignadoA: 'otra' }));
    window.history.replaceState(null, '', '/estudio/mensajes/12');
    render(<App />);
    expect(await screen.findByText('La lleva otra')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Enviar respuesta' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Asignármela' })).toBeNull();
  });
});
