import { SECTION_UNAVAILABLE } from '@area-cliente/shared';
import { render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { queryClient } from '@area-cliente/shared/query';
import { parseCampaign } from '@area-cliente/shared/campaign';
import { testCampaign } from '../../testing/campaign-fixture';
import { buildPortfolio } from '../../testing/portfolio-fixture';
import { CardScreen, SIN_TARJETAS } from './card-screen';

const mocks = vi.hoisted(() => ({ fetch: vi.fn(), usePortfolio: vi.fn() }));
vi.mock('@area-cliente/shared/query', async (importOriginal) => ({
  ...(await importOriginal<typeof import('@area-cliente/shared/query')>()),
  usePortfolio: mocks.usePortfolio,
}));

const answer = (body: unknown) => new Response(JSON.stringify(body));
const POINTER = { version: 'v1', url: '/area-cliente/campaigns/v1/campana.json' };

describe('CardScreen', () => {
  afterEach(() => vi.unstubAllGlobals());
  beforeEach(() => {
    queryClient.clear();
    mocks.fetch
      .mockReset()
      .mockImplementation(async (url: string) =>
        answer(
          url === '/area-cliente/campaign.json'
            ? POINTER
            : { version: 'v1', imagenes: {}, campaign: testCampaign().campaign },
        ),
      );
    vi.stubGlobal('fetch', mocks.fetch);
    mocks.usePortfolio.mockReturnValue(buildPortfolio({ sorteosFinalizadosVisibles: ['FREIDORA'] }));
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
    mocks.fetch.mockRejectedValueOnce(new Error('offline'));
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    render(<CardScreen section="sorteos" />);
    expect(await screen.findByRole('heading', { name: SECTION_UNAVAILABLE })).toBeTruthy();
    screen.getByRole('button', { name: 'Reintentar' }).click();
    expect(await screen.findByRole('heading', { level: 1, name: 'Sorteos' })).toBeTruthy();
    error.mockRestore();
  });

  describe("a draw's card follows its window", () => {
    const bases = { texto: 'Bases', url: 'https://www.example.com/bases.pdf' };
    const parsed = parseCampaign({
      nombre: 'Sorteo de marzo',
      sorteos: {
        COCHE: { nombre: 'Coche', desde: '2026-03-01', hasta: '2026-03-31', celebracion: '2026-04-15' },
      },
      cards: [
        {
          id: 'sorteo-coche',
          kind: 'sorteo',
          sections: ['sorteos'],
          data: {
            titulo: 'Sorteamos un coche',
            texto: 'Participa.',
            imagen: 'coche.png',
            imagenAlt: 'Coche',
            condicionesLabel: 'Acepto las bases',
            condiciones: bases,
            sorteo: 'COCHE',
          },
        },
        {
          id: 'sorteo-coche-fin',
          kind: 'sorteoFinalizado',
          sections: ['sorteos'],
          data: {
            titulo: 'Sorteo del coche',
            texto: 'El plazo de participación ha terminado.',
            condiciones: bases,
            sorteo: 'COCHE',
          },
        },
      ],
    });
    if (!parsed.ok) throw new Error(JSON.stringify(parsed.problems));

    beforeEach(() => {
      mocks.usePortfolio.mockReturnValue(
        buildPortfolio({ sorteosVisibles: ['COCHE'], sorteosFinalizadosVisibles: ['COCHE'] }),
      );
      mocks.fetch.mockImplementation(async (url: string) =>
        answer(
          url === '/area-cliente/campaign.json'
            ? POINTER
            : { version: 'v1', imagenes: {}, campaign: parsed.campaign },
        ),
      );
    });
    afterEach(() => vi.useRealTimers());

    const cardsAt = async (iso: string) => {
      vi.useFakeTimers({ toFake: ['Date'], now: new Date(iso) });
      const { container } = render(<CardScreen section="sorteos" />);
      await screen.findByRole('heading', { level: 1, name: 'Sorteos' });
      return [...container.querySelectorAll('[data-card]')].map((e) => e.getAttribute('data-card'));
    };

    it('offers to take part until the last minute of the last day (Madrid time)', async () => {
      expect(await cardsAt('2026-03-31T21:59:00Z')).toEqual(['sorteo-coche']);
      expect(screen.getByRole('button', { name: 'Participar' })).toBeTruthy();
    });

    it("shows the 'finished' state from the next day, with no way to take part", async () => {
      expect(await cardsAt('2026-03-31T22:00:00Z')).toEqual(['sorteo-coche-fin']);
      expect(screen.getByText('El plazo de participación ha terminado.')).toBeTruthy();
      expect(screen.queryByRole('button', { name: 'Participar' })).toBeNull();
    });

    it('shows neither to a client who may not take part, even with the window open', async () => {
      mocks.usePortfolio.mockReturnValue(buildPortfolio());
      vi.useFakeTimers({ toFake: ['Date'], now: new Date('2026-03-15T10:00:00Z') });
      render(<CardScreen section="sorteos" />);
      expect(await screen.findByText(SIN_TARJETAS)).toBeTruthy();
      expect(screen.queryByRole('button', { name: 'Participar' })).toBeNull();
    });
  });
});
