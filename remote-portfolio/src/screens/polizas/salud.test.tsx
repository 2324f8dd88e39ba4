import { ApiError, RemotePropsContext, type RemoteProps } from '@area-cliente/shared';
import { CALLS } from '@area-cliente/shared/contract';
import { TELEFONO_SALUD_COLABORADORA } from '@area-cliente/shared/domain';
import { logInForTest, makePoliza, makePortfolio } from '@area-cliente/shared/testing';
import { render, screen } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { polizaBase } from '../../components/poliza-fixture';
import PolizaSaludScreen from './salud';

const shared = vi.hoisted(() => ({ call: vi.fn() }));

vi.mock('@area-cliente/shared', async (original) =>
  (await import('@area-cliente/shared/testing/kernel')).mockKernelApi(original, shared.call),
);

const poliza = { ...polizaBase(), numPoliza: 'SAL-1', asegurados: [] };

describe("PolizaSaludScreen (the partner's health policy)", () => {
  beforeEach(() => {
    logInForTest();
    shared.call.mockReset().mockImplementation(async (spec: unknown) => {
      if (spec === CALLS.polizaSalud) return poliza;
      if (spec === CALLS.portfolio)
        return makePortfolio({
          lstPolizasSaludHNA: [makePoliza({ idPoliza: poliza.idPoliza, numPoliza: 'SAL-1', enVigor: true })],
        });
      throw new ApiError(1000, 'x', 404);
    });
  });

  it("says its claims are declared with the partner, with the partner's phone, and offers no declaration here", async () => {
    const props: RemoteProps = { screen: 'polizaSalud', params: { numPoliza: 'SAL-1' }, navigate: vi.fn() };
    render(
      <RemotePropsContext.Provider value={props}>
        <PolizaSaludScreen {...props} />
      </RemotePropsContext.Provider>,
    );
    const phone = await screen.findByRole('link', { name: TELEFONO_SALUD_COLABORADORA });
    expect(phone.getAttribute('href')).toBe(`tel:${TELEFONO_SALUD_COLABORADORA.replace(/\s/g, '')}`);
    expect(screen.queryByRole('link', { name: 'Declarar un siniestro' })).toBeNull();
  });
});
