import { ApiError } from '@area-cliente/shared';
import { CALLS } from '@area-cliente/shared/contract';
import { type CardData } from '@area-cliente/shared/campaign';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { buildPortfolio } from '../../testing/portfolio-fixture';
import {
  ACEPTA_CONDICIONES,
  ATENCION,
  DrawCard,
  drawCheck,
  PARTICIPACION_REGISTRADA,
  YA_HAS_PARTICIPADO,
  YA_PARTICIPADO,
} from './draw-card';

const shared = vi.hoisted(() => ({ call: vi.fn(), invalidatePortfolio: vi.fn() }));
vi.mock('@area-cliente/shared', async (original) =>
  (await import('@area-cliente/shared/testing/kernel')).mockKernelApi(original, shared.call),
);
vi.mock('@area-cliente/shared/query', () => ({
  invalidatePortfolio: shared.invalidatePortfolio,
  useEnlaces: () => ({ basesSorteoViaje: 'https://bases.example.com/viaje.pdf' }),
}));

const viaje: CardData['sorteo'] = {
  titulo: 'Sorteamos 5 premios de 100 € para tu viaje',
  texto: 'Participa una vez.',
  imagen: '/area-cliente/campaigns/v1/sorteo-viaje.0a1b2c3d.png',
  imagenAlt: 'Maleta de viaje',
  condicionesLabel: 'He leído y acepto las bases del sorteo',
  condiciones: { texto: 'Bases del sorteo', enlace: 'basesSorteoViaje' },
  sorteo: 'TV',
};

function renderDraw(participado = false) {
  const portfolio = buildPortfolio({ visibleSorteoTv: true, sorteosParticipados: participado ? ['TV'] : [] });
  render(<DrawCard data={viaje} portfolio={portfolio} />);
  return userEvent.setup();
}

describe('drawCheck (SPEC §5 order)', () => {
  it('checks the participation flag before the conditions', () => {
    expect(drawCheck(true, false)).toBe(YA_PARTICIPADO);
    expect(drawCheck(true, true)).toBe(YA_PARTICIPADO);
    expect(drawCheck(false, false)).toBe(ACEPTA_CONDICIONES);
    expect(drawCheck(false, true)).toBeNull();
  });
});

describe('DrawCard', () => {
  beforeEach(() => {
    shared.call.mockReset().mockResolvedValue(null);
    shared.invalidatePortfolio.mockReset().mockResolvedValue(null);
  });

  it('asks to accept the conditions first and sends nothing', async () => {
    const user = renderDraw();
    const checkbox = screen.getByRole('checkbox', { name: viaje.condicionesLabel });
    expect((checkbox as HTMLInputElement).checked).toBe(false);
    await user.click(screen.getByRole('button', { name: 'Participar' }));
    const dialog = await screen.findByRole('dialog', { name: ATENCION });
    expect(dialog.textContent).toContain(ACEPTA_CONDICIONES);
    expect(shared.call).not.toHaveBeenCalled();
  });

  it('registers the participation, shows the success popup and reloads the portfolio', async () => {
    const user = renderDraw();
    await user.click(screen.getByRole('checkbox', { name: viaje.condicionesLabel }));
    await user.click(screen.getByRole('button', { name: 'Participar' }));
    expect(await screen.findByText(PARTICIPACION_REGISTRADA)).toBeTruthy();
    expect(shared.call).toHaveBeenCalledWith(CALLS.participaSorteo, { params: { codigo: 'TV' } });
    expect(shared.invalidatePortfolio).toHaveBeenCalledTimes(1);
  });

  it("shows the server's refusal (already taken part elsewhere) in the '!Atención!' popup", async () => {
    shared.call.mockRejectedValue(new ApiError(1000, YA_PARTICIPADO, 200));
    const user = renderDraw();
    await user.click(screen.getByRole('checkbox', { name: viaje.condicionesLabel }));
    await user.click(screen.getByRole('button', { name: 'Participar' }));
    const dialog = await screen.findByRole('dialog', { name: ATENCION });
    expect(dialog.textContent).toContain(YA_PARTICIPADO);
    expect(shared.invalidatePortfolio).toHaveBeenCalled();
  });

  it("only shows 'YA HAS PARTICIPADO' once the client took part", () => {
    renderDraw(true);
    expect(screen.getByText(YA_HAS_PARTICIPADO)).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Participar' })).toBeNull();
    expect(screen.queryByRole('checkbox')).toBeNull();
  });

  it('opens the conditions document at its configured address in a new tab', () => {
    renderDraw();
    const link = screen.getByRole('link', { name: /Bases del sorteo/ });
    expect(link.getAttribute('href')).toBe('https://bases.example.com/viaje.pdf');
    expect(link.getAttribute('target')).toBe('_blank');
    expect(link.getAttribute('rel')).toContain('noopener');
  });

  it('opens a link the campaign gives as an https address as it is', () => {
    render(
      <DrawCard
        data={{
          ...viaje,
          condiciones: { texto: 'Bases del sorteo', url: 'https://www.example.com/bases.pdf' },
        }}
        portfolio={buildPortfolio({ visibleSorteoTv: true })}
      />,
    );
    expect(screen.getByRole('link', { name: /Bases del sorteo/ }).getAttribute('href')).toBe(
      'https://www.example.com/bases.pdf',
    );
  });

  it('shows the image at its published address', () => {
    renderDraw();
    expect(screen.getByRole('img', { name: viaje.imagenAlt }).getAttribute('src')).toBe(viaje.imagen);
  });
});
