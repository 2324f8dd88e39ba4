import { SECTION_UNAVAILABLE } from '@area-cliente/shared';
import { render, screen } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { testCampaign } from '../../testing/campaign-fixture';
import { buildPortfolio } from '../../testing/portfolio-fixture';
import { CardScreen, SIN_TARJETAS } from './card-screen';

const mocks = vi.hoisted(() => ({ liveCampaign: vi.fn(), usePortfolio: vi.fn() }));
vi.mock('../../api/campana', () => ({ liveCampaign: mocks.liveCampaign }));
vi.mock('../../hooks/use-portfolio', () => ({ usePortfolio: mocks.usePortfolio }));

describe('CardScreen', () => {
  beforeEach(() => {
    mocks.liveCampaign.mockReset().mockResolvedValue(testCampaign());
    mocks.usePortfolio.mockReturnValue(buildPortfolio({ visibleFinSorteoFreidoraAire: true }));
  });

  it("shows the live campaign's cards for the section and the client", async () => {
    const { container } = render(<CardScreen section="sorteos" />);
    expect(await screen.findByRole('heading', { level: 1, name: 'Sorteos' })).toBeTruthy();
    expect([...container.querySelectorAll('[data-card]')].map((e) => e.getAttribute('data-card'))).toEqual([
      'fin-sorteo',
    ]);
    expect(screen.getByRole('link', { name: /Bases/ }).getAttribute('href')).toBe(
      'https://www.example.com/bases.pdf',
    );
  });

  it('says so when the campaign has nothing for this client', async () => {
    mocks.usePortfolio.mockReturnValue(buildPortfolio());
    render(<CardScreen section="sorteos" />);
    expect(await screen.findByText(SIN_TARJETAS)).toBeTruthy();
  });

  it('offers to retry when the campaign cannot be downloaded, and shows it once it can', async () => {
    mocks.liveCampaign.mockRejectedValueOnce(new Error('offline'));
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    render(<CardScreen section="sorteos" />);
    expect(await screen.findByRole('heading', { name: SECTION_UNAVAILABLE })).toBeTruthy();
    screen.getByRole('button', { name: 'Reintentar' }).click();
    expect(await screen.findByRole('heading', { level: 1, name: 'Sorteos' })).toBeTruthy();
    error.mockRestore();
  });
});
