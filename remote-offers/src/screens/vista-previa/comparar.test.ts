import { madridDay, parseCampaign, type Campaign } from '@area-cliente/shared/campaign';
import { describe, expect, it } from 'vitest';
import { testCampaign } from '../../testing/campaign-fixture';
import { buildPortfolio } from '../../testing/portfolio-fixture';
import { candidataComoLive, compararSeccion, instanteDelDia, leerCandidata } from './comparar';

const live = testCampaign();

/** The test campaign with `change` applied to a deep copy of its document. */
function candidata(change: (doc: Record<string, unknown> & { cards: Record<string, unknown>[] }) => void) {
  const doc = structuredClone(live.campaign) as unknown as Record<string, unknown> & {
    cards: Record<string, unknown>[];
  };
  change(doc);
  const parsed = parseCampaign(doc);
  if (!parsed.ok) throw new Error(JSON.stringify(parsed.problems));
  return parsed.campaign;
}

const conMoto = buildPortfolio({ tienePolizaMoto: 'S' });
const cambios = (c: Campaign, portfolio = conMoto, fecha = '2026-12-01') =>
  compararSeccion(live.campaign, c, 'servicios', portfolio, fecha).map((f) => [f.id, f.cambio]);

describe('compararSeccion', () => {
  it('marks every card the same when the candidate is the live campaign', () => {
    expect(cambios(live.campaign)).toEqual([['grua', 'igual']]);
  });

  it('marks a new card, a changed one and one the candidate drops', () => {
    const nueva = candidata((doc) => {
      doc.cards.push({
        id: 'asistencia',
        kind: 'servicio',
        sections: ['servicios'],
        data: { titulo: 'Asistencia', texto: 'T', telefonos: [] },
      });
    });
    expect(cambios(nueva)).toEqual([
      ['grua', 'igual'],
      ['asistencia', 'nueva'],
    ]);
    const cambiada = candidata((doc) => {
      (doc.cards.find((c) => c.id === 'grua')!.data as { titulo: string }).titulo = 'Grúa 24 horas';
    });
    expect(cambios(cambiada)).toEqual([['grua', 'cambiada']]);
    const sinGrua = candidata((doc) => {
      doc.cards = doc.cards.filter((c) => c.id !== 'grua');
    });
    expect(cambios(sinGrua)).toEqual([['grua', 'retirada']]);
  });

  it("follows each persona's audience: a card for motorbike holders is not shown to a client without one", () => {
    const sinMoto = buildPortfolio();
    expect(cambios(live.campaign, sinMoto)).toEqual([]);
  });

  it('reads a schedule on the chosen Madrid day, both edges included', () => {
    const navidad = candidata((doc) => {
      doc.cards.push({
        id: 'navidad',
        kind: 'servicio',
        sections: ['servicios'],
        schedule: { desde: '2026-12-20', hasta: '2026-12-26' },
        data: { titulo: 'Navidad', texto: 'T', telefonos: [] },
      });
    });
    const ids = (fecha: string) => cambios(navidad, conMoto, fecha).map(([id]) => id);
    expect(ids('2026-12-19')).toEqual(['grua']);
    expect(ids('2026-12-20')).toEqual(['grua', 'navidad']);
    expect(ids('2026-12-26')).toEqual(['grua', 'navidad']);
    expect(ids('2026-12-27')).toEqual(['grua']);
  });

  it('takes a moment inside the Madrid day in winter and in summer', () => {
    expect(madridDay(instanteDelDia('2026-01-15'))).toBe('2026-01-15');
    expect(madridDay(instanteDelDia('2026-07-15'))).toBe('2026-07-15');
  });
});

describe('leerCandidata', () => {
  it('asks for a document when there is none', () => {
    expect(leerCandidata('  ')).toEqual({
      ok: false,
      problems: [{ path: '(documento)', message: 'elige un archivo o pega el JSON de la campaña' }],
    });
  });

  it('refuses text that is not JSON', () => {
    expect(leerCandidata('{ cards: ')).toEqual({
      ok: false,
      problems: [{ path: '(documento)', message: 'no es JSON válido' }],
    });
  });

  it("gives publish's field paths and messages for an invalid document", () => {
    const result = leerCandidata(JSON.stringify({ nombre: 'X', cards: [{ id: 'a', kind: 'nada' }] }));
    expect(result.ok).toBe(false);
    if (!result.ok) expect(result.problems[0]!.path).toMatch(/^cards\[0\]/);
  });

  it('reads a valid document', () => {
    expect(leerCandidata(JSON.stringify(live.campaign)).ok).toBe(true);
  });
});

describe('candidataComoLive', () => {
  it('shows an image the live campaign has from where it was published, and a new one as a named frame', () => {
    const withImage = {
      ...live,
      campaign: { ...live.campaign, cards: [] },
      imageUrl: (n: string) => `/pub/${n}`,
    };
    const c = candidataComoLive(live.campaign, withImage);
    expect(c.imageUrl('nueva.png')).toMatch(/^data:image\/svg\+xml,/);
    expect(decodeURIComponent(c.imageUrl('nueva.png'))).toContain('nueva.png');
  });
});
