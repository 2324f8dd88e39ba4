import { api, ApiError } from '@area-cliente/shared';
import { CALLS, Codigo, type PinSegundoFactor } from '@area-cliente/shared/contract';
import { logInForTest } from '@area-cliente/shared/testing';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  ConfirmarConPin,
  errorCodigo,
  ESCRIBE_CODIGO,
  MENSAJES_LLAVE,
  PIDE_CODIGO,
} from './confirmar-con-pin';

const webauthn = vi.hoisted(() => ({ soportado: vi.fn(() => true), autenticar: vi.fn() }));
vi.mock('@simplewebauthn/browser', async (importOriginal) => {
  const actual = await importOriginal<typeof import('@simplewebauthn/browser')>();
  return { ...actual, browserSupportsWebAuthn: webauthn.soportado, startAuthentication: webauthn.autenticar };
});

const enSegundos = (s: number) => new Date(Date.now() + s * 1000).toISOString();
const ENVIADO = (reenvio: number): PinSegundoFactor => ({
  telefonoEnmascarado: '*** *** 678',
  caducaEn: enSegundos(600),
  reenvioEn: enSegundos(reenvio),
});

/** The step inside a form of its own, as the popups use it. */
function Paso({
  onSubmit,
  onLlave,
}: {
  onSubmit: (pin: string) => void;
  onLlave?: (llave: unknown) => void;
}) {
  const [pin, setPin] = useState('');
  const [enviado, setEnviado] = useState<PinSegundoFactor | null>(null);
  const [error, setError] = useState<string | null>(null);
  return (
    <form
      onSubmit={(event) => {
        event.preventDefault();
        const problema = errorCodigo(pin, enviado);
        setError(problema);
        if (!problema) onSubmit(pin);
      }}
    >
      <ConfirmarConPin
        accion="direccion"
        pin={pin}
        onPinChange={setPin}
        enviado={enviado}
        onEnviado={setEnviado}
        error={error}
        onLlave={onLlave}
      />
      <button type="submit">Cambiar dirección</button>
    </form>
  );
}

describe('ConfirmarConPin', () => {
  afterEach(() => vi.restoreAllMocks());

  it('asks for the code for its action, then moves focus to a numeric one-time-code field', async () => {
    const call = vi.spyOn(api, 'call').mockResolvedValue(ENVIADO(60));
    const user = userEvent.setup();
    render(<Paso onSubmit={vi.fn()} />);
    expect(
      screen.getByText('Por tu seguridad, te enviaremos un código por SMS a tu teléfono móvil.'),
    ).toBeTruthy();
    expect(screen.queryByLabelText('Código recibido por SMS')).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Enviar código' }));
    expect(call).toHaveBeenCalledWith(CALLS.pinSegundoFactor, { body: { accion: 'direccion' } });
    const campo = await screen.findByLabelText('Código recibido por SMS');
    await vi.waitFor(() => expect(document.activeElement).toBe(campo));
    expect(campo.getAttribute('inputmode')).toBe('numeric');
    expect(campo.getAttribute('autocomplete')).toBe('one-time-code');
    expect(screen.getByText('Te lo hemos enviado al *** *** 678. Caduca en 10 minutos.')).toBeTruthy();
    expect(screen.getByText(/^Si no te llega, podrás pedir otro en \d{2} segundos\.$/)).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Reenviar código' })).toBeNull();
  });

  it('keeps digits only, and sends the form with Enter, by keyboard alone', async () => {
    vi.spyOn(api, 'call').mockResolvedValue(ENVIADO(60));
    const onSubmit = vi.fn();
    const user = userEvent.setup();
    render(<Paso onSubmit={onSubmit} />);
    await user.tab();
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Enviar código' }));
    await user.keyboard('{Enter}');
    const campo = await screen.findByLabelText('Código recibido por SMS');
    await vi.waitFor(() => expect(document.activeElement).toBe(campo));
    await user.keyboard('12a 34-56789{Enter}');
    expect((campo as HTMLInputElement).value).toBe('123456');
    expect(onSubmit).toHaveBeenCalledWith('123456');
  });

  it('says what is missing: the code asked for, then all six digits', async () => {
    vi.spyOn(api, 'call').mockResolvedValue(ENVIADO(60));
    const user = userEvent.setup();
    render(<Paso onSubmit={vi.fn()} />);
    await user.click(screen.getByRole('button', { name: 'Cambiar dirección' }));
    expect((await screen.findByRole('alert')).textContent).toBe(PIDE_CODIGO);
    await user.click(screen.getByRole('button', { name: 'Enviar código' }));
    await user.type(await screen.findByLabelText('Código recibido por SMS'), '123');
    await user.click(screen.getByRole('button', { name: 'Cambiar dirección' }));
    expect((await screen.findByRole('alert')).textContent).toBe(ESCRIBE_CODIGO);
  });

  it("offers 'Reenviar código' once the wait is over, and asks again", async () => {
    const call = vi
      .spyOn(api, 'call')
      .mockResolvedValueOnce(ENVIADO(0))
      .mockResolvedValueOnce({ ...ENVIADO(60), telefonoEnmascarado: '*** *** 679' });
    const user = userEvent.setup();
    render(<Paso onSubmit={vi.fn()} />);
    await user.click(screen.getByRole('button', { name: 'Enviar código' }));
    await user.click(await screen.findByRole('button', { name: 'Reenviar código' }));
    expect(call).toHaveBeenCalledTimes(2);
    expect(await screen.findByText(/al \*\*\* \*\*\* 679\./)).toBeTruthy();
  });

  it("shows the API's refusal to send a code (no phone on record)", async () => {
    const mensaje = 'Para confirmar este cambio … Llama a Atención al Cliente y te ayudamos.';
    vi.spyOn(api, 'call').mockRejectedValue(new ApiError(Codigo.ERROR_NEGOCIO, mensaje, 200));
    const user = userEvent.setup();
    render(<Paso onSubmit={vi.fn()} />);
    await user.click(screen.getByRole('button', { name: 'Enviar código' }));
    expect((await screen.findByRole('alert')).textContent).toBe(mensaje);
    expect(screen.queryByLabelText('Código recibido por SMS')).toBeNull();
  });
});

describe("ConfirmarConPin: 'Usar mi llave de acceso'", () => {
  const OPCIONES = { challenge: 'reto', allowCredentials: [], userVerification: 'required' as const };
  const RESPUESTA = { id: 'credencial', rawId: 'credencial', type: 'public-key' };
  const LLAVE = {
    idLlave: 1,
    dispositivo: 'Chrome en Android',
    creadaEl: '2026-11-20T10:30:00+01:00',
    ultimoUso: null,
  };
  beforeEach(() => {
    logInForTest();
    webauthn.soportado.mockReturnValue(true);
    webauthn.autenticar.mockReset();
  });
  afterEach(() => vi.restoreAllMocks());
  const conLlaves = (llaves: unknown[]) =>
    vi
      .spyOn(api, 'call')
      .mockImplementation(((spec: unknown) =>
        Promise.resolve(spec === CALLS.llavesAcceso ? { llaves } : OPCIONES)) as typeof api.call);

  it("is offered to a customer with a passkey, and hands the browser's answer to the popup", async () => {
    const call = conLlaves([LLAVE]);
    webauthn.autenticar.mockResolvedValue(RESPUESTA);
    const onLlave = vi.fn();
    const user = userEvent.setup();
    render(<Paso onSubmit={vi.fn()} onLlave={onLlave} />);
    await user.click(await screen.findByRole('button', { name: 'Usar mi llave de acceso' }));
    expect(call).toHaveBeenCalledWith(CALLS.opcionesConfirmacionLlave, { body: {} });
    expect(webauthn.autenticar).toHaveBeenCalledWith({ optionsJSON: OPCIONES });
    expect(onLlave).toHaveBeenCalledWith(RESPUESTA);
  });

  it('is not offered without a passkey, nor on a browser without WebAuthn', async () => {
    conLlaves([]);
    const { unmount } = render(<Paso onSubmit={vi.fn()} onLlave={vi.fn()} />);
    await screen.findByRole('button', { name: 'Enviar código' });
    await vi.waitFor(() => expect(api.call).toHaveBeenCalledWith(CALLS.llavesAcceso));
    expect(screen.queryByRole('button', { name: 'Usar mi llave de acceso' })).toBeNull();
    unmount();
    vi.restoreAllMocks();
    conLlaves([LLAVE]);
    webauthn.soportado.mockReturnValue(false);
    render(<Paso onSubmit={vi.fn()} onLlave={vi.fn()} />);
    await screen.findByRole('button', { name: 'Enviar código' });
    expect(screen.queryByRole('button', { name: 'Usar mi llave de acceso' })).toBeNull();
  });

  it('says so when the customer cancels the prompt, and sends nothing', async () => {
    conLlaves([LLAVE]);
    webauthn.autenticar.mockRejectedValue(Object.assign(new Error('cancelled'), { name: 'NotAllowedError' }));
    const onLlave = vi.fn();
    const user = userEvent.setup();
    render(<Paso onSubmit={vi.fn()} onLlave={onLlave} />);
    await user.click(await screen.findByRole('button', { name: 'Usar mi llave de acceso' }));
    expect((await screen.findByRole('alert')).textContent).toBe(MENSAJES_LLAVE.CANCELADA);
    expect(onLlave).not.toHaveBeenCalled();
  });
});
