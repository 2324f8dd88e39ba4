import { api, ApiError, readDraft, RemotePropsContext, SessionProvider } from '@area-cliente/shared';
import { CALLS, Codigo } from '@area-cliente/shared/contract';
import { logInForTest, makePoliza, makePortfolio, seedPortfolio } from '@area-cliente/shared/testing';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { CambioContactoPopup, type CambioContacto } from './cambio-contacto-popup';

const enviar = vi.fn<CambioContacto['enviar']>();
const CODIGO = {
  telefonoEnmascarado: '*** *** 678',
  caducaEn: new Date(Date.now() + 600_000).toISOString(),
  reenvioEn: new Date(Date.now() + 60_000).toISOString(),
};
const TELEFONO: CambioContacto = {
  titulo: 'Cambiar teléfono',
  borrador: 'prueba-telefono',
  queCambia: 'teléfono',
  campo: { label: 'Nuevo teléfono', type: 'tel', autoComplete: 'tel-national' },
  validar: () => null,
  enviar,
  exito: 'Hecho.',
};

describe('CambioContactoPopup', () => {
  afterEach(() => vi.restoreAllMocks());
  beforeEach(() => {
    enviar.mockReset();
    vi.spyOn(api, 'call').mockImplementation(((spec: unknown) =>
      spec === CALLS.pinSegundoFactor
        ? Promise.resolve(CODIGO)
        : spec === CALLS.llavesAcceso
          ? Promise.resolve({ llaves: [] })
          : Promise.reject(new Error('unexpected call'))) as typeof api.call);
    logInForTest();
    seedPortfolio(
      makePortfolio({
        lstPolizasVeh: [makePoliza({ idPoliza: 1, numPoliza: 'AUT-1', riesgoAseguradoStr: 'Coche' })],
        lstPolizasHogar: [makePoliza({ idPoliza: 2, numPoliza: 'HOG-2', riesgoAseguradoStr: 'Casa' })],
      }),
    );
  });

  it('asks for the code for the phone change, and keeps the chosen policies after a wrong code', async () => {
    enviar.mockRejectedValueOnce(
      new ApiError(
        Codigo.ERROR_NEGOCIO,
        'El código no es correcto. Revisa el SMS y vuelve a escribirlo.',
        200,
      ),
    );
    render(
      <SessionProvider>
        <RemotePropsContext.Provider value={{ screen: 'cliente', params: {}, navigate: vi.fn() }}>
          <CambioContactoPopup cambio={TELEFONO} idCliente={7} onClose={() => undefined} />
        </RemotePropsContext.Provider>
      </SessionProvider>,
    );
    const user = userEvent.setup();
    await user.type(screen.getByLabelText('Nuevo teléfono'), '612345678');
    expect(screen.queryByLabelText('Contraseña actual')).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Enviar código' }));
    expect(api.call).toHaveBeenCalledWith(CALLS.pinSegundoFactor, { body: { accion: 'telefono' } });
    await user.type(await screen.findByLabelText('Código recibido por SMS'), '000000');
    await user.click(screen.getByRole('button', { name: 'Continuar' }));
    await user.click(await screen.findByRole('checkbox', { name: /HOG-2/ }));
    await user.click(screen.getByRole('button', { name: 'Enviar' }));
    expect(enviar).toHaveBeenCalledWith('612345678', [1], { pin: '000000' });

    // Back at the code, with the server's words under it and the code field still there.
    expect(
      await screen.findByText('El código no es correcto. Revisa el SMS y vuelve a escribirlo.'),
    ).toBeTruthy();
    await user.clear(screen.getByLabelText('Código recibido por SMS'));
    await user.type(screen.getByLabelText('Código recibido por SMS'), '123456');
    await user.click(screen.getByRole('button', { name: 'Continuar' }));
    expect(((await screen.findByRole('checkbox', { name: /HOG-2/ })) as HTMLInputElement).checked).toBe(
      false,
    );
    expect((screen.getByRole('checkbox', { name: /AUT-1/ }) as HTMLInputElement).checked).toBe(true);
  });

  const renderPopup = (onClose = vi.fn(), valorInicial?: string) =>
    render(
      <SessionProvider>
        <RemotePropsContext.Provider value={{ screen: 'cliente', params: {}, navigate: vi.fn() }}>
          <CambioContactoPopup
            cambio={TELEFONO}
            idCliente={7}
            valorInicial={valorInicial}
            onClose={onClose}
          />
        </RemotePropsContext.Provider>
      </SessionProvider>,
    );

  it('keeps what was typed (never the code) for this customer until the popup is closed', async () => {
    const user = userEvent.setup();
    const onClose = vi.fn();
    const view = renderPopup(onClose);
    await user.type(screen.getByLabelText('Nuevo teléfono'), '612345678');
    await user.click(screen.getByRole('button', { name: 'Enviar código' }));
    await user.type(await screen.findByLabelText('Código recibido por SMS'), '424242');
    expect(readDraft('prueba-telefono', 7)).toEqual({ valor: '612345678' });
    expect(readDraft('prueba-telefono', 8)).toBeNull();
    expect(JSON.stringify(sessionStorage)).not.toContain('424242');

    // The session expired: the screen goes away without closing the popup, the draft stays.
    view.unmount();
    expect(readDraft('prueba-telefono', 7)).toEqual({ valor: '612345678' });

    renderPopup(onClose, '612345678');
    expect((screen.getByLabelText('Nuevo teléfono') as HTMLInputElement).value).toBe('612345678');
    await user.click(screen.getByRole('button', { name: 'Cerrar' }));
    expect(onClose).toHaveBeenCalled();
    expect(readDraft('prueba-telefono', 7)).toBeNull();
  });
});
