import { ApiError, bus, closeSession, SessionProvider } from '@area-cliente/shared';
import { CALLS } from '@area-cliente/shared/contract';
import { MENSAJES } from '@area-cliente/shared/forms';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { logInForTest, seedPortfolio } from '@area-cliente/shared/testing';
import { buildPortfolio } from '../testing/portfolio-fixture';
import {
  CallBackPopup,
  LLAMADA_ENVIADA,
  LLAMADA_ERROR,
  LLAMADA_TELEFONO_REGISTRADO,
} from '@area-cliente/shared/query';

const shared = vi.hoisted(() => ({ call: vi.fn() }));
vi.mock('@area-cliente/shared', async (original) =>
  (await import('@area-cliente/shared/testing/kernel')).mockKernelApi(original, shared.call),
);

function renderPopup() {
  render(
    <SessionProvider>
      <CallBackPopup open onClose={() => undefined} asunto="CONTACTO_OFICINA" />
    </SessionProvider>,
  );
  return userEvent.setup();
}

describe('CallBackPopup', () => {
  beforeEach(() => {
    shared.call.mockReset().mockResolvedValue(null);
    logInForTest();
    seedPortfolio(
      buildPortfolio({ cliente: { telefono: null, idWorkerPropioCliente: 7, idOwnerPropioCliente: 3 } }),
    );
  });
  afterEach(closeSession);

  it('checks the phone as SPEC §5 says, clearing the error as the user types', async () => {
    const user = renderPopup();
    const send = screen.getByRole('button', { name: 'Solicitar llamada' });
    await user.click(send);
    expect(await screen.findByText(MENSAJES.TELEFONO_REQUERIDO)).toBeTruthy();
    const field = screen.getByLabelText('Teléfono de contacto');
    await user.type(field, '512345678');
    expect(screen.queryByText(MENSAJES.TELEFONO_REQUERIDO)).toBeNull();
    await user.click(send);
    expect(await screen.findByText(MENSAJES.TELEFONO_INCORRECTO)).toBeTruthy();
    expect(shared.call).not.toHaveBeenCalled();
  });

  it('starts from the phone on record, which the customer may change for this call', async () => {
    seedPortfolio(
      buildPortfolio({
        cliente: { telefono: '612345678', idWorkerPropioCliente: 7, idOwnerPropioCliente: 3 },
      }),
    );
    const user = renderPopup();
    const field = screen.getByLabelText('Teléfono de contacto') as HTMLInputElement;
    await waitFor(() => expect(field.value).toBe('612345678'));
    expect(screen.getByText(LLAMADA_TELEFONO_REGISTRADO)).toBeTruthy();
    await user.clear(field);
    await user.type(field, '912345678');
    await user.click(screen.getByRole('button', { name: 'Solicitar llamada' }));
    expect(shared.call).toHaveBeenCalledWith(CALLS.creaGestionCliente, {
      body: { telefono: '912345678', asunto: 'CONTACTO_OFICINA', idWorkerPropio: 7, idOwnerPropio: 3 },
    });
  });

  it('keeps at most 10 characters', async () => {
    const user = renderPopup();
    const field = screen.getByLabelText('Teléfono de contacto') as HTMLInputElement;
    await user.type(field, '612345678901');
    expect(field.value).toHaveLength(10);
  });

  it('shows the confirmation at once, without waiting for the answer', async () => {
    shared.call.mockReturnValue(new Promise(() => undefined));
    const user = renderPopup();
    await user.type(screen.getByLabelText('Teléfono de contacto'), ' 912345678 ');
    await user.click(screen.getByRole('button', { name: 'Solicitar llamada' }));
    expect(await screen.findByText(LLAMADA_ENVIADA)).toBeTruthy();
    expect(shared.call).toHaveBeenCalledWith(CALLS.creaGestionCliente, {
      body: { telefono: '912345678', asunto: 'CONTACTO_OFICINA', idWorkerPropio: 7, idOwnerPropio: 3 },
    });
  });

  it('replaces the confirmation with the SPEC failure text when the refusal arrives while open', async () => {
    shared.call.mockRejectedValue(new ApiError(1000, 'x', 200));
    const user = renderPopup();
    await user.type(screen.getByLabelText('Teléfono de contacto'), '612345678');
    await user.click(screen.getByRole('button', { name: 'Solicitar llamada' }));
    expect((await screen.findByRole('alert')).textContent).toBe(LLAMADA_ERROR);
    expect(screen.queryByText(LLAMADA_ENVIADA)).toBeNull();
  });

  it('announces a refusal that arrives after the popup was closed as an alert', async () => {
    let refuse: (error: unknown) => void = () => undefined;
    shared.call.mockReturnValue(new Promise((_resolve, reject) => (refuse = reject)));
    const onAlert = vi.fn();
    const off = bus.on('alert', onAlert);
    const user = renderPopup();
    await user.type(screen.getByLabelText('Teléfono de contacto'), '612345678');
    await user.click(screen.getByRole('button', { name: 'Solicitar llamada' }));
    await user.click(await screen.findByRole('button', { name: 'Aceptar' }));
    refuse(new ApiError(1000, 'x', 200));
    await waitFor(() => expect(onAlert).toHaveBeenCalledWith({ message: LLAMADA_ERROR, kind: 'error' }));
    off();
  });
});
