import { appConfigAtom, closeSession, ApiError } from '@area-cliente/shared';
import { CALLS, Codigo, type PreferenciaAviso } from '@area-cliente/shared/contract';
import { CANALES_AVISO, EVENTOS_AVISO, MENSAJE_AVISO_OBLIGATORIO } from '@area-cliente/shared/domain';
import { logInForTest } from '@area-cliente/shared/testing';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createStore, Provider } from 'jotai';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { AVISOS_GUARDADOS, AvisosCard, NOTA_OBLIGATORIO } from './avisos-card';

const shared = vi.hoisted(() => ({ call: vi.fn() }));

vi.mock('@area-cliente/shared', async (original) =>
  (await import('@area-cliente/shared/testing/kernel')).mockKernelApi(original, shared.call),
);

const porDefecto = (): PreferenciaAviso[] =>
  EVENTOS_AVISO.flatMap((evento) =>
    CANALES_AVISO.map((canal) => ({ evento, canal, activo: canal === 'EMAIL' || evento === 'CAMBIO_DATOS' })),
  );
let preferencias: PreferenciaAviso[];

function renderCard(demo = false) {
  const store = createStore();
  store.set(appConfigAtom, { demo } as never);
  return render(
    <Provider store={store}>
      <AvisosCard />
    </Provider>,
  );
}

describe('AvisosCard', () => {
  afterEach(closeSession);
  beforeEach(() => {
    logInForTest();
    preferencias = porDefecto();
    shared.call
      .mockReset()
      .mockImplementation(async (spec: unknown, args?: { body: { preferencias: PreferenciaAviso[] } }) => {
        if (spec === CALLS.preferenciasAvisos) return { preferencias };
        if (spec === CALLS.guardaPreferenciasAvisos) {
          for (const p of args!.body.preferencias) {
            const fila = preferencias.find((q) => q.evento === p.evento && q.canal === p.canal)!;
            fila.activo = p.activo;
          }
          return { preferencias };
        }
        if (spec === CALLS.correosDemo) {
          return {
            correos: [
              {
                asunto: 'Se han cambiado tus datos en el Área Cliente',
                texto: 'Hola:\n\nSe ha cambiado tu teléfono móvil.',
                fecha: '2026-11-26T09:15:00.000Z',
              },
            ],
          };
        }
        throw new Error('unexpected call');
      });
  });

  it('shows a switch per event and channel, security notices on and fixed', async () => {
    renderCard();
    const card = await screen.findByRole('region', { name: 'Avisos por e-mail y SMS' });
    const grupo = await within(card).findByRole('group', { name: 'Un siniestro cambia de estado' });
    expect(within(grupo).getByRole('switch', { name: 'Por e-mail' })).toHaveProperty('checked', true);
    expect(within(grupo).getByRole('switch', { name: 'Por SMS' })).toHaveProperty('checked', false);
    const seguridad = within(card).getByRole('group', { name: /Cambios en tus datos/ });
    for (const s of within(seguridad).getAllByRole('switch')) {
      expect(s).toHaveProperty('checked', true);
      expect(s).toHaveProperty('disabled', true);
    }
    expect(within(seguridad).getByText(NOTA_OBLIGATORIO)).toBeTruthy();
    expect(within(card).getByRole('button', { name: 'Guardar avisos' })).toHaveProperty('disabled', true);
    // Not the demo: no outbox.
    expect(within(card).queryByRole('complementary', { name: 'Correo de la demo' })).toBeNull();
  });

  it('ignores an event newer than this build: the switches it knows still show and save', async () => {
    preferencias = [...porDefecto(), { evento: 'EVENTO_FUTURO', canal: 'SMS', activo: true }];
    renderCard();
    const card = await screen.findByRole('region', { name: 'Avisos por e-mail y SMS' });
    expect(await within(card).findAllByRole('group')).toHaveLength(EVENTOS_AVISO.length);
    const grupo = within(card).getByRole('group', { name: 'Un siniestro cambia de estado' });
    await userEvent.click(within(grupo).getByRole('switch', { name: 'Por SMS' }));
    await userEvent.click(within(card).getByRole('button', { name: 'Guardar avisos' }));
    expect(await within(card).findByText(AVISOS_GUARDADOS)).toBeTruthy();
  });

  it('saves only what changed, with the keyboard, and says so', async () => {
    const user = userEvent.setup();
    renderCard();
    const grupo = await screen.findByRole('group', { name: 'Se cobra un recibo' });
    const sms = within(grupo).getByRole('switch', { name: 'Por SMS' });
    sms.focus();
    await user.keyboard(' ');
    expect(sms).toHaveProperty('checked', true);
    await user.click(screen.getByRole('button', { name: 'Guardar avisos' }));
    expect(await screen.findByText(AVISOS_GUARDADOS)).toBeTruthy();
    expect(shared.call).toHaveBeenCalledWith(CALLS.guardaPreferenciasAvisos, {
      body: { preferencias: [{ evento: 'RECIBO_COBRADO', canal: 'SMS', activo: true }] },
    });
  });

  it("shows the API's refusal", async () => {
    shared.call
      .mockImplementationOnce(async () => ({ preferencias }))
      .mockImplementationOnce(async () => {
        throw new ApiError(Codigo.ERROR_NEGOCIO, MENSAJE_AVISO_OBLIGATORIO, 200);
      });
    const user = userEvent.setup();
    renderCard();
    const grupo = await screen.findByRole('group', { name: 'Tienes un documento nuevo' });
    await user.click(within(grupo).getByRole('switch', { name: 'Por e-mail' }));
    await user.click(screen.getByRole('button', { name: 'Guardar avisos' }));
    expect((await screen.findByRole('alert')).textContent).toBe(MENSAJE_AVISO_OBLIGATORIO);
  });

  it("in the demo, shows the outbox's e-mails to the customer's address", async () => {
    const user = userEvent.setup();
    renderCard(true);
    const demo = await screen.findByRole('complementary', { name: 'Correo de la demo' });
    await user.click(within(demo).getByRole('button', { name: 'Ver correos enviados' }));
    const correo = await within(demo).findByRole('listitem');
    expect(correo.textContent).toContain('26-11-2026 10:15');
    expect(correo.textContent).toContain('Se han cambiado tus datos en el Área Cliente');
    expect(correo.textContent).toContain('Se ha cambiado tu teléfono móvil.');
  });
});
