import { describe, expect, it, vi } from 'vitest';
import { menuEntries } from './menu';
import { testCampaign } from './testing/campaign-fixture';
import { buildCupon, buildPortfolio } from './testing/portfolio-fixture';

const live = vi.hoisted(() => ({ liveCampaign: vi.fn() }));
vi.mock('./api/campana', () => live);
live.liveCampaign.mockImplementation(async () => testCampaign());

describe('menuEntries', () => {
  it('lists nothing when no section has cards', async () => {
    expect(await menuEntries(buildPortfolio())).toEqual([]);
  });

  it('lists every section in its menu slot when all have cards', async () => {
    const portfolio = buildPortfolio({
      cliente: { purezaPuroMMT: true, codPostal: '28001' },
      tienePolizaAuto: 'S',
      lstCodigosAmigo: [buildCupon()],
      sorteosFinalizadosVisibles: ['FREIDORA'],
    });
    expect(await menuEntries(portfolio)).toEqual([
      { label: 'Mi oficina', path: '/mioficina', position: 70 },
      { label: 'Servicios', path: '/servicios', position: 80 },
      { label: 'Ofertas', path: '/ofertas', position: 90 },
      { label: 'Sorteos', path: '/sorteos', position: 100 },
      { label: 'Beneficios', path: '/beneficios', position: 110 },
    ]);
  });

  it('hides Mi oficina from a mediated client', async () => {
    const labels = (await menuEntries(buildPortfolio({ tienePolizaMoto: 'S' }))).map((e) => e.label);
    expect(labels).toEqual(['Servicios']);
  });

  it('fails when the campaign cannot be loaded, so the shell leaves the entries out', async () => {
    live.liveCampaign.mockRejectedValueOnce(new Error('offline'));
    await expect(menuEntries(buildPortfolio())).rejects.toThrow('offline');
  });
});
