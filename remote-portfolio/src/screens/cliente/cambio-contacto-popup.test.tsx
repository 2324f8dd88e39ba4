import { ApiError, Codigo, readDraft, RemotePropsContext, SessionProvider } from '@area-cliente/shared';
import { logInForTest, makePoliza, makePortfolio, seedPortfolio } from '@area-cliente/shared/testing';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { CambioContactoPopup, type CambioContacto } from './cambio-contacto-popup';

const enviar = vi.fn<CambioContacto['enviar']>();
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
  beforeEach(() => {
    enviar.mockReset();
    logInForTest();
    seedPortfolio(
      makePortfolio({
        lstPolizasVeh: [makePoliza({ idPoliza: 1, numPoliza: 'AUT-1', riesgoAseguradoStr: 'Coche' })],
        lstPolizasHogar: [makePoliza({ idPoliza: 2, numPoliza: 'HOG-2', riesgoAseguradoStr: 'Casa' })],
      }),
    );
  });

  it("keeps the chosen policies after a wrong current password and offers 'He olvidado mi contraseña'", async () => {
    enviar.mockRejectedValueOnce(
      new ApiError(Codigo.CLAVE_ACTUAL_INCORRECTA, 'La contraseña no es correcta', 200),
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
    await user.type(screen.getByLabelText('Contraseña actual'), 'mala');
    await user.click(screen.getByRole('button', { name: 'Continuar' }));
    await user.click(await screen.findByRole('checkbox', { name: /HOG-2/ }));
    await user.click(screen.getByRole('button', { name: 'Enviar' }));

    expect(await screen.findByText('La contraseña no es correcta')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'He olvidado mi contraseña' }).getAttribute('href')).toBe(
      '/area-cliente/nif?modo=recordar',
    );
    await user.clear(screen.getByLabelText('Contraseña actual'));
    await user.type(screen.getByLabelText('Contraseña actual'), 'buena');
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

  it('keeps what was typed (never the password) for this customer until the popup is closed', async () => {
    const user = userEvent.setup();
    const onClose = vi.fn();
    const view = renderPopup(onClose);
    await user.type(screen.getByLabelText('Nuevo teléfono'), '612345678');
    await user.type(screen.getByLabelText('Contraseña actual'), 'secreta1');
    expect(readDraft('prueba-telefono', 7)).toEqual({ valor: '612345678' });
    expect(readDraft('prueba-telefono', 8)).toBeNull();
    expect(JSON.stringify(sessionStorage)).not.toContain('secreta1');

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
