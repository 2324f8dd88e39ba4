import * as shared from '@area-cliente/shared';
import { CALLS } from '@area-cliente/shared/contract';
import { render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { VerificarScreen } from './verificar-screen';

const CODIGO = 'abcDEF123_-abcDEF123_-xy';

afterEach(() => {
  vi.restoreAllMocks();
  window.location.hash = '';
});

describe('VerificarScreen (public)', () => {
  it('sends the code of the fragment and says the policy is in force on the day', async () => {
    window.location.hash = `#${CODIGO}`;
    const call = vi.spyOn(shared.api, 'call').mockResolvedValue({ enVigor: true, fecha: '2026-11-26' });
    render(<VerificarScreen />);
    expect((await screen.findByRole('status')).textContent).toBe('Póliza en vigor a 26-11-2026');
    expect(call).toHaveBeenCalledWith(CALLS.verificaTarjeta, { body: { codigo: CODIGO } });
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Comprobación de póliza');
  });

  it('says only that it is not on record for a revoked or unknown code', async () => {
    window.location.hash = `#${CODIGO}`;
    vi.spyOn(shared.api, 'call').mockResolvedValue({ enVigor: false, fecha: '2026-11-26' });
    render(<VerificarScreen />);
    expect((await screen.findByRole('status')).textContent).toBe('No consta en vigor');
  });

  it('answers a missing or malformed code alike, without asking', async () => {
    window.location.hash = '#no-es-un-codigo';
    const call = vi.spyOn(shared.api, 'call');
    render(<VerificarScreen />);
    expect((await screen.findByRole('status')).textContent).toBe('No consta en vigor');
    expect(call).not.toHaveBeenCalled();
  });
});
