import { audiencePortfolio } from '../domain/audiencia-fixture';
import { type Campaign, campaignCardsFor, parseCampaign, servedCampaign } from './campana';

const promo = {
  id: 'promo-hogar',
  kind: 'promo',
  sections: ['ofertas'],
  data: { titulo: 'Seguro de Hogar por 90 €', texto: 'Protege tu casa.', destacado: '90 € al año' },
};

const sorteo = {
  id: 'sorteo-viaje',
  kind: 'sorteo',
  sections: ['inicio', 'sorteos'],
  audience: { client: 'directo' },
  schedule: { desde: '2026-05-16', hasta: '2026-07-15' },
  data: {
    titulo: 'Sorteamos 5 premios',
    texto: 'Participa.',
    imagen: 'sorteo-viaje.png',
    imagenAlt: 'Maleta',
    condicionesLabel: 'Acepto las bases',
    condiciones: { texto: 'Bases del sorteo', url: 'https://www.example.com/bases.pdf' },
    sorteo: 'TV',
  },
};

// The card under test, edited freely to break it.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
type Card = Record<string, any>;

const TV = { nombre: 'Viaje', desde: '2026-01-01', hasta: '2026-12-31', celebracion: '2027-01-15' };

const doc = (cards: unknown[], extra: Record<string, unknown> = {}) => ({
  nombre: 'Prueba',
  sorteos: { TV },
  cards,
  ...extra,
});

/** The problems of a document whose first card has `change` applied. */
const problemsWith = (base: Record<string, unknown>, change: (card: Card) => void) => {
  const card = structuredClone(base);
  change(card);
  const result = parseCampaign(doc([card]));
  return result.ok ? [] : result.problems;
};

describe('parseCampaign', () => {
  it('accepts a valid document, trimming texts', () => {
    const result = parseCampaign(doc([{ ...promo, data: { ...promo.data, titulo: '  Hogar  ' } }, sorteo]));
    expect(result.ok && result.campaign.cards.map((c) => [c.id, c.data.titulo])).toEqual([
      ['promo-hogar', 'Hogar'],
      ['sorteo-viaje', 'Sorteamos 5 premios'],
    ]);
  });

  it('refuses what is not a campaign at all', () => {
    expect(parseCampaign('tarjetas')).toEqual({
      ok: false,
      problems: [{ path: '(documento)', message: 'debe ser un bloque entre llaves { }' }],
    });
    expect(parseCampaign({ nombre: 'x' })).toEqual({
      ok: false,
      problems: [{ path: 'cards', message: 'falta este campo' }],
    });
    expect(parseCampaign(doc([]))).toEqual({
      ok: false,
      problems: [{ path: 'cards', message: 'necesita al menos 1 elemento' }],
    });
  });

  it.each<[string, (card: Card) => void, string, string]>([
    ['a missing text', (c) => delete c.data.titulo, 'cards[0].data.titulo', 'falta este campo'],
    [
      'a misspelt field',
      (c) => (c.data.titluo = 'x'),
      'cards[0].data.titluo',
      'este campo no existe aquí (¿está bien escrito?)',
    ],
    ['an empty text', (c) => (c.data.texto = '   '), 'cards[0].data.texto', 'no puede estar vacío'],
    [
      'a text too long',
      (c) => (c.data.titulo = 'x'.repeat(121)),
      'cards[0].data.titulo',
      'es demasiado largo (máximo 120 caracteres)',
    ],
    [
      'a number for a text',
      (c) => (c.data.titulo = 90),
      'cards[0].data.titulo',
      'debe ser un texto entre comillas',
    ],
    [
      'an unknown kind',
      (c) => (c.kind = 'banner'),
      'cards[0].kind',
      expect.stringContaining('"kind" debe ser uno de: oficina, mediado, sorteo') as never,
    ],
    [
      'a bad id',
      (c) => (c.id = 'Promo Hogar'),
      'cards[0].id',
      'usa minúsculas, cifras y guiones, por ejemplo "sorteo-viaje"',
    ],
    [
      'an unknown section',
      (c) => (c.sections = ['home']),
      'cards[0].sections[0]',
      expect.stringContaining('debe ser una de estas pantallas: inicio') as never,
    ],
    ['no section', (c) => (c.sections = []), 'cards[0].sections', 'necesita al menos 1 elemento'],
    [
      'a repeated section',
      (c) => (c.sections = ['ofertas', 'ofertas']),
      'cards[0].sections',
      'repite una pantalla',
    ],
    [
      'a bad audience',
      (c) => (c.audience = { holds: 'yate' }),
      'cards[0].audience.holds',
      expect.stringContaining('debe ser uno de: auto') as never,
    ],
    [
      'a bad schedule',
      (c) => (c.schedule = { desde: 'mañana' }),
      'cards[0].schedule.desde',
      expect.stringContaining('debe ser una fecha como') as never,
    ],
  ])('refuses %s, naming the field', (_name, change, path, message) => {
    expect(problemsWith(promo, change)).toEqual([{ path, message }]);
  });

  it.each<[string, (card: Card) => void, string, string]>([
    [
      'a link that is not https',
      (c) => (c.data.condiciones.url = 'http://www.example.com/bases.pdf'),
      'cards[0].data.condiciones.url',
      'debe empezar por https://',
    ],
    [
      'a link that is not an address',
      (c) => (c.data.condiciones.url = 'https://'),
      'cards[0].data.condiciones.url',
      'no es una dirección web válida',
    ],
    [
      'a link without address',
      (c) => (c.data.condiciones = { texto: 'Bases' }),
      'cards[0].data.condiciones',
      'un enlace lleva "texto" y "url" (https://…) o "texto" y "enlace" (uno configurado), no los dos',
    ],
    [
      'an unknown configured link',
      (c) => (c.data.condiciones = { texto: 'Bases', enlace: 'otra' }),
      'cards[0].data.condiciones.enlace',
      expect.stringContaining('debe ser uno de: hnaAreaCliente') as never,
    ],
    [
      'an image that is not a file name',
      (c) => (c.data.imagen = 'https://cdn.example.com/a.png'),
      'cards[0].data.imagen',
      expect.stringContaining('debe ser un fichero .png, .jpg o .webp') as never,
    ],
    [
      'a draw the document does not declare',
      (c) => (c.data.sorteo = 'COCHE'),
      'cards[0].data.sorteo',
      'el sorteo "COCHE" no existe: decláralo en "sorteos" con sus fechas (declarados: TV)',
    ],
    [
      'a draw code that is not one',
      (c) => (c.data.sorteo = 'coche nuevo'),
      'cards[0].data.sorteo',
      'usa mayúsculas, cifras y "_", por ejemplo "FREIDORA_AIRE"',
    ],
  ])('refuses %s', (_name, change, path, message) => {
    expect(problemsWith(sorteo, change)).toEqual([{ path, message }]);
  });

  it('refuses a finished-draw card naming a draw the document does not declare', () => {
    const fin = {
      id: 'fin',
      kind: 'sorteoFinalizado',
      sections: ['sorteos'],
      data: {
        titulo: 'Fin',
        texto: 'Terminado',
        condiciones: { texto: 'Bases', enlace: 'basesSorteoFreidora' },
      },
    };
    expect(problemsWith({ ...fin, data: { ...fin.data, sorteo: 'TV' } }, () => undefined)).toEqual([]);
    expect(
      parseCampaign(doc([{ ...fin, data: { ...fin.data, sorteo: 'FREIDORA' } }], { sorteos: {} })),
    ).toEqual({
      ok: false,
      problems: [
        {
          path: 'cards[0].data.sorteo',
          message: 'el sorteo "FREIDORA" no existe: decláralo en "sorteos" con sus fechas',
        },
      ],
    });
  });

  it.each([
    [
      'a window that ends before it starts',
      { hasta: '2025-12-31' },
      '"desde" no puede ser posterior a "hasta"',
    ],
    [
      'a draw held before its window ends',
      { celebracion: '2026-12-30' },
      '"celebracion" no puede ser anterior a "hasta"',
    ],
    ['a day that does not exist', { desde: '2026-02-30' }, 'no es una fecha del calendario'],
    ['a time of day', { hasta: '2026-12-31T12:00' }, 'debe ser una fecha como "2026-12-01" (día de Madrid)'],
  ])('refuses a draw with %s', (_name, change, message) => {
    const result = parseCampaign(doc([sorteo], { sorteos: { TV: { ...TV, ...change } } }));
    expect(result.ok ? [] : result.problems.map((p) => p.message)).toEqual([message]);
  });

  it('refuses a link with both an address and a configured one', () => {
    expect(
      problemsWith(sorteo, (c) => (c.data.condiciones.enlace = 'basesSorteoViaje')).map((p) => p.path),
    ).toEqual(['cards[0].data.condiciones']);
  });

  it('refuses a bad phone and a call-back subject it does not know', () => {
    const servicio = {
      id: 'asistencia',
      kind: 'servicio',
      sections: ['servicios'],
      data: { titulo: 'Asistencia', texto: 'Grúa', telefonos: [{ etiqueta: 'Grúa', numero: '900 101 010' }] },
    };
    expect(problemsWith(servicio, () => undefined)).toEqual([]);
    expect(problemsWith(servicio, (c) => (c.data.telefonos[0].numero = '+34 900'))).toEqual([
      { path: 'cards[0].data.telefonos[0].numero', message: 'debe ser un teléfono como "900 101 010"' },
    ]);
    expect(problemsWith(servicio, (c) => (c.data.llamada = 'URGENTE'))).toEqual([
      { path: 'cards[0].data.llamada', message: 'debe ser uno de: CONTACTO_OFICINA, S, ACTT' },
    ]);
  });

  it('refuses two cards with one id', () => {
    expect(parseCampaign(doc([promo, { ...promo }]))).toEqual({
      ok: false,
      problems: [{ path: 'cards[1].id', message: 'el id "promo-hogar" ya lo usa otra tarjeta' }],
    });
  });

  it('reports every problem at once', () => {
    const result = parseCampaign(
      doc(
        [
          { ...promo, kind: 'banner' },
          { ...sorteo, id: 'X' },
        ],
        { extra: 1 },
      ),
    );
    expect(result.ok ? [] : result.problems.map((p) => p.path)).toEqual([
      'cards[0].kind',
      'cards[1].id',
      'extra',
    ]);
  });
});

describe('campaignCardsFor', () => {
  const parsed = parseCampaign(
    doc([promo, sorteo], { sectionAudience: { sorteos: { postalCodePrefix: '28' } } }),
  );
  const campaign = (parsed as { ok: true; campaign: Campaign }).campaign;
  const tv = { sorteosVisibles: ['TV'] };
  const madrid = audiencePortfolio({ cliente: { purezaPuroMMT: true, codPostal: '28001' }, ...tv });
  const mediado = audiencePortfolio({ cliente: { purezaPuroMMT: false, codPostal: '28001' }, ...tv });
  const sevilla = audiencePortfolio({ cliente: { purezaPuroMMT: true, codPostal: '41001' }, ...tv });
  const ids = (
    section: 'inicio' | 'ofertas' | 'sorteos',
    p: ReturnType<typeof audiencePortfolio>,
    now: string,
  ) => campaignCardsFor(campaign, section, p, new Date(now)).map((c) => c.id);

  it('keeps a card to its sections, audience and schedule', () => {
    expect(ids('inicio', madrid, '2026-06-01T10:00:00Z')).toEqual(['sorteo-viaje']);
    expect(ids('ofertas', madrid, '2026-06-01T10:00:00Z')).toEqual(['promo-hogar']);
    expect(ids('inicio', mediado, '2026-06-01T10:00:00Z')).toEqual([]);
    expect(ids('inicio', madrid, '2026-07-15T21:59:00Z')).toEqual(['sorteo-viaje']);
    expect(ids('inicio', madrid, '2026-07-15T22:00:00Z')).toEqual([]);
  });

  it('shows nothing on a screen the client is not in the audience of', () => {
    expect(ids('sorteos', madrid, '2026-06-01T10:00:00Z')).toEqual(['sorteo-viaje']);
    expect(ids('sorteos', sevilla, '2026-06-01T10:00:00Z')).toEqual([]);
    expect(ids('inicio', sevilla, '2026-06-01T10:00:00Z')).toEqual(['sorteo-viaje']);
  });
});

describe('draw cards follow their draw window (Madrid days, both included)', () => {
  const fin = {
    id: 'sorteo-viaje-fin',
    kind: 'sorteoFinalizado',
    sections: ['inicio'],
    data: {
      titulo: 'Fin',
      texto: 'Terminado',
      condiciones: { texto: 'Bases', enlace: 'basesSorteoFreidora' },
      sorteo: 'TV',
    },
  };
  const marzo = { ...TV, desde: '2026-03-01', hasta: '2026-03-31', celebracion: '2026-04-15' };
  const parsed = parseCampaign(doc([{ ...sorteo, schedule: undefined }, fin], { sorteos: { TV: marzo } }));
  const campaign = (parsed as { ok: true; campaign: Campaign }).campaign;
  const client = audiencePortfolio({
    cliente: { purezaPuroMMT: true },
    sorteosVisibles: ['TV'],
    sorteosFinalizadosVisibles: ['TV'],
  });
  const at = (now: string, p = client) =>
    campaignCardsFor(campaign, 'inicio', p, new Date(now)).map((c) => c.id);

  it('shows no draw card before the window opens', () => {
    expect(at('2026-02-28T22:59:00Z')).toEqual([]); // 23:59 on 28 February in Madrid
  });
  it('shows the draw card from the first day to the last, both included', () => {
    expect(at('2026-02-28T23:00:00Z')).toEqual(['sorteo-viaje']); // 00:00 on 1 March in Madrid
    expect(at('2026-03-31T21:59:00Z')).toEqual(['sorteo-viaje']); // 23:59 on 31 March (summer time)
  });
  it("shows the 'finished' card instead once the window has ended", () => {
    expect(at('2026-03-31T22:00:00Z')).toEqual(['sorteo-viaje-fin']);
    expect(at('2027-06-01T10:00:00Z')).toEqual(['sorteo-viaje-fin']);
  });
  it('shows each only to a client the API lets see it (SPEC §6: visibleSorteoTv, visibleFinSorteoFreidoraAire)', () => {
    const nuevo = audiencePortfolio({ cliente: { purezaPuroMMT: true } });
    expect(at('2026-03-15T10:00:00Z', nuevo)).toEqual([]);
    expect(at('2026-04-01T10:00:00Z', nuevo)).toEqual([]);
    const soloAbierto = audiencePortfolio({ cliente: { purezaPuroMMT: true }, sorteosVisibles: ['TV'] });
    expect(at('2026-03-15T10:00:00Z', soloAbierto)).toEqual(['sorteo-viaje']);
    expect(at('2026-04-01T10:00:00Z', soloAbierto)).toEqual([]);
  });
  it('reaches browsers three days before the window opens, and the finished card until the draw is held', () => {
    const published = {
      version: 'v',
      imagenes: { 'sorteo-viaje.png': 'sorteo-viaje.0a1b2c3d.png' },
      campaign,
    };
    const served = (now: string) => servedCampaign(published, new Date(now));
    const ids = (now: string) => served(now).campaign.cards.map((c) => c.id);
    expect(ids('2026-02-20T10:00:00Z')).toEqual([]);
    expect(served('2026-02-20T10:00:00Z').campaign.sorteos).toEqual({});
    expect(served('2026-02-20T10:00:00Z').imagenes).toEqual({});
    expect(ids('2026-02-26T10:00:00Z')).toEqual(['sorteo-viaje']);
    expect(served('2026-02-26T10:00:00Z').imagenes).toEqual(published.imagenes);
    expect(ids('2026-03-29T10:00:00Z')).toEqual(['sorteo-viaje', 'sorteo-viaje-fin']);
    expect(ids('2026-04-15T21:59:00Z')).toEqual(['sorteo-viaje-fin']); // 23:59 on the day it is held
    expect(ids('2026-04-15T22:00:00Z')).toEqual([]);
  });
});

describe('relative days (a campaign that does not age)', () => {
  const relativo = doc(
    [
      {
        ...sorteo,
        schedule: { desde: 'hoy-1', hasta: 'hoy+60' },
        data: { ...sorteo.data, texto: 'Contrata entre el {hoy-30} y el {hoy+60}; sorteo el {hoy}.' },
      },
    ],
    { sorteos: { TV: { nombre: 'Viaje', desde: 'hoy-30', hasta: 'hoy+60', celebracion: 'hoy+75' } } },
  );

  it('counts them from the day it is published, in the draws, the schedules and the texts', () => {
    const parsed = parseCampaign(relativo, '2026-12-20');
    if (!parsed.ok) throw new Error(JSON.stringify(parsed.problems));
    expect(parsed.campaign.sorteos.TV).toEqual({
      nombre: 'Viaje',
      desde: '2026-11-20',
      hasta: '2027-02-18',
      celebracion: '2027-03-05',
    });
    const [card] = parsed.campaign.cards;
    expect(card?.schedule).toEqual({ desde: '2026-12-19', hasta: '2027-02-18' });
    expect(card?.kind === 'sorteo' && card.data.texto).toBe(
      'Contrata entre el 20 de noviembre de 2026 y el 18 de febrero de 2027; sorteo el 20 de diciembre de 2026.',
    );
  });

  it('keeps absolute days as written, and refuses a relative day that is not one', () => {
    const absolute = parseCampaign(doc([sorteo]), '2030-01-01');
    expect(absolute.ok && absolute.campaign.sorteos.TV).toEqual(TV);
    const mal = parseCampaign(
      doc([sorteo], { sorteos: { TV: { ...TV, desde: 'hoy+treinta' } } }),
      '2026-12-20',
    );
    expect(mal.ok ? [] : mal.problems.map((p) => p.path)).toEqual(['sorteos.TV.desde']);
  });
});
