import * as shared from '@area-cliente/shared';
import { CALLS, Codigo } from '@area-cliente/shared/contract';
import type { RenovacionPoliza } from '@area-cliente/shared/contract';
import { addDays, formatDate, todayIso } from '@area-cliente/shared/domain';
import { logInForTest } from '@area-cliente/shared/testing';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { RenovacionCard } from './renovacion-card';

const RENOVACION: RenovacionPoliza = {
  idPoliza: 7,
  fechaVto: '2027-01-15',
  noRenovar: { permitido: true, ultimoDia: '2026-12-15' },
  desistimiento: { permitido: false, ultimoDia: null },
  solicitud: null,
};
const CODIGO = {
  telefonoEnmascarado: '*** *** 678',
  caducaEn: new Date(Date.now() + 600_000).toISOString(),
  reenvioEn: new Date(Date.now() + 60_000).toISOString(),
};
const SOLICITUD = {
  tipo: 'NO_RENOVAR' as const,
  fecha: '2027-01-15',
  referencia: 'NR-ABCDEFGHJK',
  solicitadaEl: '2026-11-27T15:00:00+01:00',
  deshacible: true,
};

afterEach(() => vi.restoreAllMocks());

describe("RenovacionCard: 'No renovar'", () => {
  beforeEach(() => logInForTest());

  it('is confirmed with the code sent by SMS, never a password', async () => {
    const call = vi
      .spyOn(shared.api, 'call')
      .mockImplementation(((spec: unknown) =>
        Promise.resolve(
          spec === CALLS.renovacionPoliza ? RENOVACION : spec === CALLS.pinSegundoFactor ? CODIGO : SOLICITUD,
        )) as typeof shared.api.call);
    const user = userEvent.setup();
    render(<RenovacionCard idPoliza={7} />);
    await user.click(await screen.findByRole('button', { name: 'No renovar' }));
    expect(screen.queryByLabelText(/contraseña/)).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Confirmar: no renovar' }));
    expect(await screen.findByText('Pulsa «Enviar código» para recibir el código por SMS')).toBeTruthy();
    expect(call).not.toHaveBeenCalledWith(CALLS.noRenovarPoliza, expect.anything());

    await user.click(screen.getByRole('button', { name: 'Enviar código' }));
    expect(call).toHaveBeenCalledWith(CALLS.pinSegundoFactor, { body: { accion: 'no-renovar' } });
    await user.type(await screen.findByLabelText('Código recibido por SMS'), '123456{Enter}');
    expect(
      await screen.findByText('Hecho: tu póliza no se renovará. Descarga el justificante y guárdalo.'),
    ).toBeTruthy();
    expect(call).toHaveBeenCalledWith(CALLS.noRenovarPoliza, {
      params: { idPoliza: 7 },
      body: { pin: '123456' },
    });
  });

  it("shows the API's refusal of the code and lets the customer type it again", async () => {
    const mensaje = 'Ese código ya se ha usado. Pide uno nuevo.';
    vi.spyOn(shared.api, 'call').mockImplementation(((spec: unknown) =>
      spec === CALLS.renovacionPoliza
        ? Promise.resolve(RENOVACION)
        : spec === CALLS.pinSegundoFactor
          ? Promise.resolve(CODIGO)
          : Promise.reject(
              new shared.ApiError(Codigo.ERROR_NEGOCIO, mensaje, 200),
            )) as typeof shared.api.call);
    const user = userEvent.setup();
    render(<RenovacionCard idPoliza={7} />);
    await user.click(await screen.findByRole('button', { name: 'No renovar' }));
    await user.click(screen.getByRole('button', { name: 'Enviar código' }));
    await user.type(await screen.findByLabelText('Código recibido por SMS'), '123456');
    await user.click(screen.getByRole('button', { name: 'Confirmar: no renovar' }));
    expect((await screen.findByRole('alert')).textContent).toBe(mensaje);
    expect(screen.getByLabelText('Código recibido por SMS')).toBeTruthy();
  });
});

describe("RenovacionCard: 'No renovar' with a receipt still due", () => {
  beforeEach(() => logInForTest());

  const hoy = todayIso();
  const vto = addDays(hoy, 49);
  const vencido = addDays(hoy, -20);
  const renovacion = {
    ...RENOVACION,
    fechaVto: vto,
    noRenovar: { permitido: true, ultimoDia: addDays(hoy, 18) },
  };
  const recibos = [
    { estado: 'PENDIENTE', fecRecibo: vencido, importeNeto: 137.45 },
    // The next period's, which stopping the renewal cancels: never named.
    { estado: 'PENDIENTE', fecRecibo: vto, importeNeto: 425.9 },
  ];
  const PENDIENTE = `Seguirá pendiente el recibo de 137.45 € con vencimiento el ${formatDate(vencido)}: págalo para mantener la cobertura hasta el ${formatDate(vto)}.`;

  function answer(solicitud: typeof SOLICITUD | null = null) {
    const state = { solicitud };
    vi.spyOn(shared.api, 'call').mockImplementation(((spec: unknown) => {
      if (spec === CALLS.renovacionPoliza)
        return Promise.resolve({ ...renovacion, solicitud: state.solicitud });
      if (spec === CALLS.pinSegundoFactor) return Promise.resolve(CODIGO);
      state.solicitud = { ...SOLICITUD, fecha: vto };
      return Promise.resolve(state.solicitud);
    }) as typeof shared.api.call);
  }

  it('says what is still due before the confirmation, and when done', async () => {
    answer();
    const user = userEvent.setup();
    render(<RenovacionCard idPoliza={7} recibos={recibos} />);
    await user.click(await screen.findByRole('button', { name: 'No renovar' }));
    const popup = screen.getByRole('dialog', { name: 'No renovar la póliza' });
    expect(within(popup).getByText(PENDIENTE)).toBeTruthy();
    expect(
      within(popup).getByText('Ese día termina y no se renueva: después no te cobraremos más recibos.'),
    ).toBeTruthy();
    expect(popup.textContent).not.toContain('425.90 €');

    await user.click(within(popup).getByRole('button', { name: 'Enviar código' }));
    await user.type(await screen.findByLabelText('Código recibido por SMS'), '123456{Enter}');
    const hecho = await screen.findByText(/^Hecho: tu póliza no se renovará\./);
    expect(hecho.textContent).toBe(
      `Hecho: tu póliza no se renovará. Descarga el justificante y guárdalo. ${PENDIENTE}`,
    );
    // The card keeps saying it while the request stands.
    const tarjeta = screen.getByRole('region', { name: 'Renovación' });
    expect(tarjeta.textContent).toContain(
      `ese día termina y después no te cobraremos más recibos. ${PENDIENTE}`,
    );
  });

  it("says 'no te cobraremos más recibos' alone only when nothing of the period is left to pay", async () => {
    answer();
    const user = userEvent.setup();
    render(<RenovacionCard idPoliza={7} recibos={[{ ...recibos[0]!, estado: 'COBRADO' }, recibos[1]!]} />);
    await user.click(await screen.findByRole('button', { name: 'No renovar' }));
    const popup = screen.getByRole('dialog', { name: 'No renovar la póliza' });
    expect(
      within(popup).getByText('Ese día termina y no se renueva: no te cobraremos más recibos.'),
    ).toBeTruthy();
    expect(popup.textContent).not.toContain('Seguirá pendiente');
  });
});
