import { closeSession } from '@area-cliente/shared';
import { CALLS } from '@area-cliente/shared/contract';
import { logInForTest } from '@area-cliente/shared/testing';
import { render, screen } from '@testing-library/react';
import { afterEach, expect, it, vi } from 'vitest';
import { CuentaCobroCard } from './cuenta-cobro-card';

const shared = vi.hoisted(() => ({ call: vi.fn() }));

vi.mock('@area-cliente/shared', async (original) =>
  (await import('@area-cliente/shared/testing/kernel')).mockKernelApi(original, shared.call),
);

afterEach(closeSession);

it("dates each signed mandate by Madrid's clock, as its PDF and the history do", async () => {
  logInForTest();
  shared.call.mockImplementation(async (spec: unknown) => {
    if (spec === CALLS.mandatosSepa)
      return {
        mandatos: [
          {
            referencia: 'MS-1',
            iban: 'ES91 **** **** **** **** 1332',
            banco: null,
            fecha: '2026-11-25T10:30:00+01:00',
          },
        ],
      };
    throw new Error('unexpected call');
  });
  render(<CuentaCobroCard />);
  expect(await screen.findByText(/Firmado el 25-11-2026 10:30 · Referencia MS-1/)).toBeTruthy();
});
