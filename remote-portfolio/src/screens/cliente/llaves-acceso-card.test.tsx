import { ApiError, closeSession } from '@area-cliente/shared';
import { CALLS, type LlaveAcceso } from '@area-cliente/shared/contract';
import { formatFechaHoraMadrid } from '@area-cliente/shared/domain';
import { logInForTest } from '@area-cliente/shared/testing';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  CREAR_LLAVE,
  ELIMINADA,
  LlavesAccesoCard,
  MENSAJES_CREAR,
  SIN_LLAVES,
  SIN_WEBAUTHN,
} from './llaves-acceso-card';

const shared = vi.hoisted(() => ({ call: vi.fn() }));
const webauthn = vi.hoisted(() => ({ soportado: vi.fn(), registrar: vi.fn() }));

vi.mock('@area-cliente/shared', async (original) =>
  (await import('@area-cliente/shared/testing/kernel')).mockKernelApi(original, shared.call),
);

vi.mock('@simplewebauthn/browser', async (importOriginal) => {
  const actual = await importOriginal<typeof import('@simplewebauthn/browser')>();
  return { ...actual, browserSupportsWebAuthn: webauthn.soportado, startRegistration: webauthn.registrar };
});

const MOVIL: LlaveAcceso = {
  idLlave: 7,
  dispositivo: 'Gestor de contraseñas de Google',
  creadaEl: '2026-11-20T10:30:00+01:00',
  ultimoUso: '2026-11-25T18:05:00+01:00',
};
const PORTATIL: LlaveAcceso = {
  idLlave: 9,
  dispositivo: 'Chrome en Linux',
  creadaEl: '2026-11-26T09:00:00+01:00',
  ultimoUso: null,
};

const OPCIONES = {
  rp: { id: 'localhost', name: 'Área Cliente' },
  user: { id: 'dXN1YXJpbw', name: '12345678Z', displayName: 'Lucía Fernández García' },
  challenge: 'Y2hhbGxlbmdl',
  pubKeyCredParams: [{ alg: -7, type: 'public-key' as const }],
  timeout: 300000,
  authenticatorSelection: { residentKey: 'required' as const, userVerification: 'required' as const },
  attestation: 'none' as const,
};
const RESPUESTA = {
  id: 'Y3JlZA',
  rawId: 'Y3JlZA',
  type: 'public-key' as const,
  clientExtensionResults: {},
  response: { clientDataJSON: 'e30', attestationObject: 'oA', transports: ['internal'] },
};

let llaves: LlaveAcceso[];
const listCalls = () => shared.call.mock.calls.filter(([spec]) => spec === CALLS.llavesAcceso);

describe('LlavesAccesoCard', () => {
  afterEach(closeSession);
  beforeEach(() => {
    logInForTest();
    llaves = [MOVIL, PORTATIL];
    webauthn.soportado.mockReset().mockReturnValue(true);
    webauthn.registrar.mockReset().mockResolvedValue(RESPUESTA);
    shared.call
      .mockReset()
      .mockImplementation(async (spec: unknown, options?: { params?: { idLlave: number } }) => {
        if (spec === CALLS.llavesAcceso) return { llaves };
        if (spec === CALLS.historialCambios) return { cambios: [] };
        if (spec === CALLS.opcionesRegistroLlave) return OPCIONES;
        if (spec === CALLS.registraLlave) {
          const nueva = {
            idLlave: 11,
            dispositivo: 'Chrome en Android',
            creadaEl: PORTATIL.creadaEl,
            ultimoUso: null,
          };
          llaves = [...llaves, nueva];
          return nueva;
        }
        if (spec === CALLS.eliminaLlave) {
          llaves = llaves.filter((l) => l.idLlave !== options?.params?.idLlave);
          return null;
        }
        throw new Error('unexpected call');
      });
  });

  it('lists the passkeys with their device, creation date and last use', async () => {
    render(<LlavesAccesoCard />);
    const card = screen.getByRole('region', { name: 'Llaves de acceso' });
    const items = await within(card).findAllByRole('listitem');
    expect(items.map((li) => li.querySelector('p')?.textContent)).toEqual([
      'Gestor de contraseñas de Google',
      'Chrome en Linux',
    ]);
    expect(items[0]!.textContent).toContain(
      `Creada el 20-11-2026 · Último uso: ${formatFechaHoraMadrid(MOVIL.ultimoUso!)}`,
    );
    expect(items[1]!.textContent).toContain('Creada el 26-11-2026 · Aún sin usar');
    expect(within(card).getByRole('button', { name: CREAR_LLAVE })).toBeTruthy();
  });

  it('says so when there are none', async () => {
    llaves = [];
    render(<LlavesAccesoCard />);
    expect(await screen.findByText(SIN_LLAVES)).toBeTruthy();
  });

  it('creates one: options from the API, the browser prompt, the answer back to the API, the list again', async () => {
    const user = userEvent.setup();
    render(<LlavesAccesoCard />);
    await screen.findByText('Chrome en Linux');
    await user.click(screen.getByRole('button', { name: CREAR_LLAVE }));
    expect((await screen.findByRole('status')).textContent).toBe(MENSAJES_CREAR.CREADA);
    expect(webauthn.registrar).toHaveBeenCalledWith({ optionsJSON: OPCIONES });
    expect(shared.call).toHaveBeenCalledWith(CALLS.registraLlave, { body: { respuesta: RESPUESTA } });
    expect(await screen.findByText('Chrome en Android')).toBeTruthy();
    expect(listCalls()).toHaveLength(2);
  });

  it('says the person cancelled when the browser prompt is dismissed, and sends nothing', async () => {
    const user = userEvent.setup();
    webauthn.registrar.mockRejectedValueOnce(
      new DOMException('The operation either timed out or was not allowed.', 'NotAllowedError'),
    );
    render(<LlavesAccesoCard />);
    await screen.findByText('Chrome en Linux');
    await user.click(screen.getByRole('button', { name: CREAR_LLAVE }));
    expect((await screen.findByRole('alert')).textContent).toBe(MENSAJES_CREAR.CANCELADA);
    expect(shared.call).not.toHaveBeenCalledWith(CALLS.registraLlave, expect.anything());
  });

  it("shows the API's message when it refuses the new key", async () => {
    const user = userEvent.setup();
    render(<LlavesAccesoCard />);
    await screen.findByText('Chrome en Linux');
    shared.call.mockImplementationOnce(async () => {
      throw new ApiError(1000, 'La solicitud de la llave de acceso ha caducado. Vuelve a intentarlo.', 200);
    });
    await user.click(screen.getByRole('button', { name: CREAR_LLAVE }));
    expect((await screen.findByRole('alert')).textContent).toBe(
      'La solicitud de la llave de acceso ha caducado. Vuelve a intentarlo.',
    );
    expect(webauthn.registrar).not.toHaveBeenCalled();
  });

  it('explains that this browser cannot create keys, and still lists them', async () => {
    webauthn.soportado.mockReturnValue(false);
    render(<LlavesAccesoCard />);
    expect(await screen.findByText(SIN_WEBAUTHN)).toBeTruthy();
    expect(await screen.findByText('Chrome en Linux')).toBeTruthy();
    expect(screen.queryByRole('button', { name: CREAR_LLAVE })).toBeNull();
  });

  it('asks before removing one; cancelling removes nothing, confirming removes it', async () => {
    const user = userEvent.setup();
    render(<LlavesAccesoCard />);
    await screen.findByText('Chrome en Linux');
    const eliminar = screen.getByRole('button', {
      name: 'Eliminar la llave Chrome en Linux creada el 26-11-2026',
    });
    await user.click(eliminar);
    let dialog = await screen.findByRole('dialog', { name: '¿Eliminar la llave de acceso?' });
    expect(dialog.textContent).toContain('«Chrome en Linux»');
    await user.click(within(dialog).getByRole('button', { name: 'Cancelar' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(shared.call).not.toHaveBeenCalledWith(CALLS.eliminaLlave, expect.anything());

    await user.click(eliminar);
    dialog = await screen.findByRole('dialog');
    await user.click(within(dialog).getByRole('button', { name: 'Eliminar llave' }));
    expect((await screen.findByRole('status')).textContent).toBe(ELIMINADA);
    expect(shared.call).toHaveBeenCalledWith(CALLS.eliminaLlave, { params: { idLlave: 9 }, body: {} });
    await vi.waitFor(() => expect(screen.queryByText('Chrome en Linux')).toBeNull());
    expect(screen.getByText('Gestor de contraseñas de Google')).toBeTruthy();
  });
});
