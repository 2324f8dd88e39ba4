import { SessionProvider, closeSession } from '@area-cliente/shared';
import { CALLS, type Portfolio } from '@area-cliente/shared/contract';
import { MENSAJES } from '@area-cliente/shared/forms';
import { logInForTest, seedPortfolio } from '@area-cliente/shared/testing';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { buildCupon, buildPoliza as makePoliza, buildPortfolio } from '../../testing/portfolio-fixture';
import { SIN_POLIZAS_PARA_CUPON } from './assign-coupon-popup';
import { ReferralCard } from './referral-card';

const shared = vi.hoisted(() => ({ call: vi.fn(), invalidatePortfolio: vi.fn() }));
vi.mock('@area-cliente/shared', async (original) =>
  (await import('@area-cliente/shared/testing/kernel')).mockKernelApi(original, shared.call),
);
vi.mock('@area-cliente/shared/query', async (importOriginal) => ({
  ...(await importOriginal<typeof import('@area-cliente/shared/query')>()),
  invalidatePortfolio: shared.invalidatePortfolio,
}));

const cupones = [
  buildCupon({ cupon: 'PEND000001', estado: 'pendiente' }),
  buildCupon({ cupon: 'ACTI000001', estado: 'activado', pendiente: false, activado: true }),
  buildCupon({ cupon: 'DISP000001', estado: 'disponible', pendiente: false, disponible: true }),
  buildCupon({
    cupon: 'ASIG000001',
    estado: 'asignado',
    pendiente: false,
    asignado: true,
    numPoliza: 'AUT-1',
  }),
  buildCupon({
    cupon: 'CONS000001',
    estado: 'consumido',
    pendiente: false,
    consumido: true,
    numPoliza: 'AUT-1',
  }),
];

function renderCard(portfolio: Portfolio) {
  logInForTest();
  seedPortfolio(portfolio);
  render(
    <SessionProvider>
      <ReferralCard data={{ titulo: 'Invita a un amigo', texto: '' }} portfolio={portfolio} />
    </SessionProvider>,
  );
  return userEvent.setup();
}

const row = (code: string) => screen.getByText(`Cupón ${code}`).closest('li') as HTMLElement;

describe('ReferralCard', () => {
  beforeEach(() => {
    shared.call.mockReset().mockResolvedValue(null);
    shared.invalidatePortfolio.mockReset().mockResolvedValue(null);
    // Desktop: wider than a phone.
    vi.stubGlobal('matchMedia', (query: string) => ({
      matches: true,
      media: query,
      addEventListener: () => undefined,
      removeEventListener: () => undefined,
    }));
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    closeSession();
  });

  it('shows each state with its action or label', () => {
    renderCard(buildPortfolio({ lstCodigosAmigo: cupones }));
    expect(within(row('PEND000001')).getByRole('button', { name: 'Compartir' })).toBeTruthy();
    expect(within(row('ACTI000001')).getByText('Activado')).toBeTruthy();
    expect(within(row('DISP000001')).getByRole('button', { name: 'Asignar' })).toBeTruthy();
    expect(within(row('ASIG000001')).getByText('Asignado')).toBeTruthy();
    expect(within(row('CONS000001')).getByText('Consumido')).toBeTruthy();
  });

  it('copies a pending code on desktop, confirms it and records the audit event', async () => {
    const user = renderCard(buildPortfolio({ lstCodigosAmigo: cupones }));
    await user.click(within(row('PEND000001')).getByRole('button', { name: 'Compartir' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getAllByText('PEND000001').length).toBeGreaterThan(0);
    await user.click(within(dialog).getByRole('button', { name: 'Copiar código' }));
    expect(await screen.findByText(MENSAJES.COPIADO)).toBeTruthy();
    // user-event installs a clipboard stub we can read back.
    expect(await navigator.clipboard.readText()).toBe('PEND000001');
    expect(shared.call).toHaveBeenCalledWith(CALLS.insertAudit, {
      body: expect.objectContaining({ nameEvento: 'CUPON_AMIGO_COMPARTE_CODIGO', info: 'PEND000001' }),
    });
  });

  it('says so when no policy can take another coupon', async () => {
    const user = renderCard(buildPortfolio({ lstCodigosAmigo: cupones }));
    await user.click(within(row('DISP000001')).getByRole('button', { name: 'Asignar' }));
    expect(await screen.findByText(SIN_POLIZAS_PARA_CUPON)).toBeTruthy();
  });

  it('offers only the for-coupons policies and assigns the chosen one', async () => {
    const portfolio = buildPortfolio({
      lstCodigosAmigo: cupones,
      lstPolizasVeh: [makePoliza({ idPoliza: 1, numPoliza: 'AUT-LLENA' })],
      lstPolizasHogarForCupones: [
        makePoliza({ idPoliza: 2, numPoliza: 'HOG-1', riesgoAseguradoStr: 'Calle 1' }),
      ],
      lstPolizasMovilidadForCupones: [makePoliza({ idPoliza: 3, numPoliza: 'MOV-1' })],
    });
    const user = renderCard(portfolio);
    await user.click(within(row('DISP000001')).getByRole('button', { name: 'Asignar' }));
    const dialog = await screen.findByRole('dialog');
    const radios = within(dialog).getAllByRole('radio');
    expect(radios).toHaveLength(2);
    expect(within(dialog).queryByText(/AUT-LLENA/)).toBeNull();
    await user.click(within(dialog).getByLabelText(/HOG-1/));
    await user.click(within(dialog).getByRole('button', { name: 'Asignar' }));
    expect(await within(dialog).findByText(/HOG-1\./)).toBeTruthy();
    const disponible = cupones[2]!;
    expect(shared.call).toHaveBeenCalledWith(CALLS.asignaPolCuponAmigo, {
      body: { idPoliza: 2, idCupon: disponible.idCupon, cupon: 'DISP000001' },
    });
    expect(shared.invalidatePortfolio).toHaveBeenCalled();
  });
});
