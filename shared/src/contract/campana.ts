import * as v from 'valibot';
import { madridDay } from '../domain/date';
import { textoValido } from '../domain/texto-libre';
import { type AudiencePortfolio, AudienceSchema, matchesAudience } from '../domain/audiencia';
import {
  drawPhase,
  DrawSchema,
  isInSchedule,
  opensBy,
  resolveRelativeDays,
  ScheduleSchema,
} from '../domain/vigencia';
import { ENLACE_KEYS } from './enlaces';
import { AsuntoGestionSchema, type CodigoSorteo, CodigoSorteoSchema } from './ofertas';

export type { CodigoSorteo };
export { AUDIENCE_RULES, type Audience, isCompany, matchesAudience } from '../domain/audiencia';
export { DaySchema, isDay } from '../domain/vigencia';
export { madridDay } from '../domain/date';

// The campaign document: every card of the offers screens as data that marketing edits
// and publishes without a build. The offers remote owns the card kinds (how each looks and acts);
// this schema is what each kind needs. Every message names the mistake in words a non-developer reads.

/** The screens of the offers remote; a card says on which of them it appears. */
export const SECTIONS = ['inicio', 'mioficina', 'servicios', 'ofertas', 'sorteos', 'beneficios'] as const;
export type Section = (typeof SECTIONS)[number];

const texto = (max = 400) =>
  v.pipe(
    textoValido(
      'debe ser un texto entre comillas',
      'tiene caracteres de control o no válidos (bórralos y vuelve a escribirlo)',
    ),
    v.trim(),
    v.nonEmpty('no puede estar vacío'),
    v.maxLength(max, `es demasiado largo (máximo ${max} caracteres)`),
  );

const lista = <T extends v.GenericSchema>(item: T, { min = 1, max = 10 } = {}) =>
  v.pipe(
    v.array(item, 'debe ser una lista entre corchetes [ ]'),
    v.minLength(min, `necesita al menos ${min} elemento${min === 1 ? '' : 's'}`),
    v.maxLength(max, `admite como mucho ${max} elementos`),
  );

const campos = <T extends v.ObjectEntries>(entries: T) =>
  v.strictObject(entries, 'este campo no existe aquí (¿está bien escrito?)');

/** An outside link: an https address, or the name of one the deployment configures (GET enlaces). */
const EnlaceSchema = v.pipe(
  campos({
    texto: texto(80),
    url: v.optional(
      v.pipe(
        v.string('debe ser una dirección web'),
        v.url('no es una dirección web válida'),
        v.startsWith('https://', 'debe empezar por https://'),
        v.maxLength(500, 'es demasiado larga'),
      ),
    ),
    enlace: v.optional(v.picklist(ENLACE_KEYS, `debe ser uno de: ${ENLACE_KEYS.join(', ')}`)),
  }),
  v.check(
    (e) => (e.url === undefined) !== (e.enlace === undefined),
    'un enlace lleva "texto" y "url" (https://…) o "texto" y "enlace" (uno configurado), no los dos',
  ),
);

/** A card's outside link, as the document writes it. */
export type Enlace = v.InferOutput<typeof EnlaceSchema>;

const TelefonoSchema = campos({
  etiqueta: texto(80),
  numero: v.pipe(
    v.string('debe ser un número de teléfono entre comillas'),
    v.regex(/^[0-9]{3}( ?[0-9]{2,3}){2,3}$/, 'debe ser un teléfono como "900 101 010"'),
  ),
});

/** A contact line of a card. */
export type Telefono = v.InferOutput<typeof TelefonoSchema>;

/**
 * An image shipped with the campaign: a file of its folder, published content-hashed. No SVG: one
 * opened on its own is a document of our origin (scripts, outside fetches), and no pattern check
 * catches every way to write them.
 */
const IMAGE_NAME = /^[a-z0-9][a-z0-9._-]{0,80}\.(png|jpg|jpeg|webp)$/;
const ImagenSchema = v.pipe(
  v.string('debe ser el nombre de un fichero de imagen'),
  v.check((name) => !/\.svg$/i.test(name), 'no se admiten imágenes SVG: expórtala como .png, .jpg o .webp'),
  v.regex(IMAGE_NAME, 'debe ser un fichero .png, .jpg o .webp de la carpeta de la campaña, en minúsculas'),
);

const DATA = {
  oficina: campos({ titulo: texto(120), texto: texto(), horario: texto(200) }),
  mediado: campos({ titulo: texto(120), texto: texto() }),
  sorteo: campos({
    titulo: texto(120),
    texto: texto(800),
    imagen: ImagenSchema,
    imagenAlt: texto(200),
    condicionesLabel: texto(200),
    condiciones: EnlaceSchema,
    /** A draw the document declares in `sorteos`; the card shows while its window is open. */
    sorteo: CodigoSorteoSchema,
  }),
  /** The draw's 'finished' state: shown once the window of the draw it names has ended. */
  sorteoFinalizado: campos({
    titulo: texto(120),
    texto: texto(),
    condiciones: EnlaceSchema,
    sorteo: CodigoSorteoSchema,
  }),
  salud: campos({
    titulo: texto(120),
    ventajas: lista(texto(120)),
    destacados: lista(texto(60)),
    calculadora: EnlaceSchema,
  }),
  promo: campos({ titulo: texto(120), texto: texto(), destacado: texto(60) }),
  cupones: campos({ titulo: texto(120), texto: texto() }),
  taller: campos({ titulo: texto(120), texto: texto(), promos: lista(texto(120)), telefono: TelefonoSchema }),
  club: campos({ titulo: texto(120), texto: texto(), enlaceTexto: texto(80) }),
  formacion: campos({
    titulo: texto(120),
    texto: texto(),
    descuentos: lista(campos({ texto: texto(120), codigo: texto(40) })),
    enlace: EnlaceSchema,
  }),
  servicio: campos({
    titulo: texto(120),
    texto: texto(),
    telefonos: lista(TelefonoSchema, { min: 0 }),
    enlace: v.optional(EnlaceSchema),
    /** Offers the call-back popup with this asunto. */
    llamada: v.optional(
      v.picklist(AsuntoGestionSchema.options, `debe ser uno de: ${AsuntoGestionSchema.options.join(', ')}`),
    ),
  }),
  saludColaborador: campos({
    titulo: texto(120),
    texto: texto(),
    enlaceTexto: texto(80),
    telefono: TelefonoSchema,
  }),
  decesosPremium: campos({
    titulo: texto(120),
    texto: texto(),
    telefonos: lista(TelefonoSchema),
    solicitar: texto(60),
  }),
  seccion: campos({
    titulo: texto(120),
    texto: texto(),
    ruta: v.picklist(
      ['/mioficina', '/servicios', '/ofertas', '/sorteos', '/beneficios'],
      'debe ser la dirección de una pantalla de tarjetas: /mioficina, /servicios, /ofertas, /sorteos o /beneficios',
    ),
    enlaceTexto: texto(80),
  }),
};

export type CardKind = keyof typeof DATA;
export const CARD_KINDS = Object.keys(DATA) as CardKind[];
/** What each kind's `data` holds: the studio generates each kind's form from these schemas. */
export const CARD_DATA_SCHEMAS = DATA;
export type CardData = { [K in CardKind]: v.InferOutput<(typeof DATA)[K]> };

const CARD_ID = /^[a-z0-9][a-z0-9-]{0,60}$/;
const SectionSchema = v.picklist(SECTIONS, `debe ser una de estas pantallas: ${SECTIONS.join(', ')}`);

const card = <K extends CardKind>(kind: K) =>
  campos({
    id: v.pipe(
      v.string('debe ser un texto'),
      v.regex(CARD_ID, 'usa minúsculas, cifras y guiones, por ejemplo "sorteo-viaje"'),
    ),
    kind: v.literal(kind),
    sections: v.pipe(
      lista(SectionSchema, { max: SECTIONS.length }),
      v.check((s) => new Set(s).size === s.length, 'repite una pantalla'),
    ),
    /** Who sees it; everyone when missing. */
    audience: v.optional(AudienceSchema),
    /** When it shows, in Madrid time; always when missing. */
    schedule: v.optional(ScheduleSchema),
    data: DATA[kind],
  });

const CardSchema = v.variant(
  'kind',
  CARD_KINDS.map(card) as unknown as [ReturnType<typeof card<CardKind>>],
  `"kind" debe ser uno de: ${CARD_KINDS.join(', ')}`,
);

/** One card of the campaign: what it shows, where, when and for whom. */
export type CampaignCard = { [K in CardKind]: v.InferOutput<ReturnType<typeof card<K>>> }[CardKind];

const CampaignSchema = v.pipe(
  campos({
    nombre: texto(120),
    /**
     * Screens only some clients have at all: a card shared with another screen must not open it to
     * everyone else (the referral card is also on Beneficios, a direct-client screen).
     */
    sectionAudience: v.optional(
      v.pipe(
        v.record(SectionSchema, AudienceSchema, 'debe asociar pantallas con su público'),
        v.transform((r) => r as Partial<Record<Section, v.InferOutput<typeof AudienceSchema>>>),
      ),
    ),
    /**
     * The prize draws the cards name, by code, with their windows: marketing declares a new draw here
     * and the API takes it from the live campaign (entries only inside the window).
     */
    sorteos: v.optional(
      v.record(CodigoSorteoSchema, DrawSchema, 'debe asociar códigos de sorteo con sus fechas'),
      {},
    ),
    /** Display order is the list's order. */
    cards: v.pipe(
      lista(CardSchema, { max: 100 }),
      v.transform((cards) => cards as CampaignCard[]),
    ),
  }),
  v.rawCheck(({ dataset, addIssue }) => {
    if (!dataset.typed) return;
    const { cards, sorteos } = dataset.value;
    const at = (index: number, ...keys: string[]) => {
      const card = cards[index] as unknown as Record<string, unknown>;
      const path: [v.IssuePathItem, ...v.IssuePathItem[]] = [
        { type: 'object', origin: 'value', input: dataset.value, key: 'cards', value: cards },
        { type: 'array', origin: 'value', input: cards, key: index, value: card },
      ];
      let input = card;
      for (const key of keys) {
        path.push({ type: 'object', origin: 'value', input, key, value: input[key] });
        input = input[key] as Record<string, unknown>;
      }
      return path;
    };
    const seen = new Set<string>();
    const declared = Object.keys(sorteos);
    cards.forEach((c, index) => {
      if (seen.has(c.id))
        addIssue({ message: `el id "${c.id}" ya lo usa otra tarjeta`, path: at(index, 'id') });
      seen.add(c.id);
      if ((c.kind === 'sorteo' || c.kind === 'sorteoFinalizado') && !Object.hasOwn(sorteos, c.data.sorteo))
        addIssue({
          message:
            `el sorteo "${c.data.sorteo}" no existe: decláralo en "sorteos" con sus fechas` +
            (declared.length > 0 ? ` (declarados: ${declared.join(', ')})` : ''),
          path: at(index, 'data', 'sorteo'),
        });
    });
  }),
);
export type Campaign = v.InferOutput<typeof CampaignSchema>;

/** A mistake in a campaign document: where (as "cards[3].data.titulo") and what, in plain words. */
export type CampaignProblem = { path: string; message: string };

const pathOf = (issue: v.BaseIssue<unknown>) =>
  (issue.path ?? [])
    .map((item) => (typeof item.key === 'number' ? `[${item.key}]` : `.${String(item.key)}`))
    .join('')
    .replace(/^\./, '');

function problemsOf(issues: readonly v.BaseIssue<unknown>[]): CampaignProblem[] {
  return issues.map((issue) => {
    let message = issue.message;
    // A strict object reports a key it does not know with expected 'never', a missing one with its name.
    if (issue.input === undefined && issue.kind === 'schema' && issue.expected !== 'never')
      message = 'falta este campo';
    else if (issue.expected === 'Object') message = 'debe ser un bloque entre llaves { }';
    return { path: pathOf(issue) || '(documento)', message };
  });
}

/**
 * Validates a campaign document as published on `today` (a Madrid day, YYYY-MM-DD): its relative days
 * ("hoy+30", "{hoy+10}" in a text) become absolute first. On failure, every problem with its path.
 */
export function parseCampaign(
  input: unknown,
  today: string = madridDay(new Date()),
): { ok: true; campaign: Campaign } | { ok: false; problems: CampaignProblem[] } {
  const result = v.safeParse(CampaignSchema, resolveRelativeDays(input, today), { abortPipeEarly: true });
  if (result.success) return { ok: true, campaign: result.output };
  return { ok: false, problems: problemsOf(result.issues) };
}

/** campaign.json at the deploy root (served no-cache): the live version and its document's URL. */
const LiveCampaignPointerSchema = v.object({
  version: v.string(),
  url: v.pipe(v.string(), v.regex(/^\/area-cliente\/campaigns\/[\w-]+\/campana\.json$/)),
});
export type LiveCampaignPointer = v.InferOutput<typeof LiveCampaignPointerSchema>;

/**
 * campaigns/<version>/campana.json (immutable): the document as validated at publish, and the
 * published, content-hashed name of each of its images (beside it).
 */
const PublishedCampaignSchema = v.object({
  version: v.string(),
  imagenes: v.record(v.pipe(v.string(), v.regex(IMAGE_NAME)), v.pipe(v.string(), v.regex(IMAGE_NAME))),
  campaign: CampaignSchema,
});
export type PublishedCampaign = v.InferOutput<typeof PublishedCampaignSchema>;

/** The live pointer and the published document as the browser downloads them; throws when malformed. */
export const readLivePointer = (json: unknown) => v.parse(LiveCampaignPointerSchema, json);
export const readPublishedCampaign = (json: unknown) => v.parse(PublishedCampaignSchema, json);

/** How far ahead the served document reaches: a card opening within it is already in the browser. */
const SERVED_AHEAD_MS = 3 * 24 * 3_600_000;

/** The window in which a card may show: its schedule, and for a draw card its draw's phase. */
function mayShowBy(card: CampaignCard, sorteos: Campaign['sorteos'], now: Date, horizon: Date): boolean {
  if (!opensBy({ from: card.schedule?.desde, until: card.schedule?.hasta }, now, horizon)) return false;
  if (card.kind !== 'sorteo' && card.kind !== 'sorteoFinalizado') return true;
  const draw = sorteos[card.data.sorteo];
  if (!draw) return false;
  // The finished card shows from the day after the window until the day the draw is held.
  const window =
    card.kind === 'sorteo'
      ? { from: draw.desde, until: draw.hasta }
      : { from: `${draw.hasta}T24:00`, until: draw.celebracion };
  return opensBy(window, now, horizon);
}

/**
 * The live document as browsers get it at `now`: only the cards that show now or open
 * within three days (they keep their audience, which the browser needs when they open), the draws
 * they name and their images. Retired cards, and next month's with their audience rules, stay on the
 * server.
 */
export function servedCampaign(published: PublishedCampaign, now: Date): PublishedCampaign {
  const { campaign } = published;
  const horizon = new Date(now.getTime() + SERVED_AHEAD_MS);
  const cards = campaign.cards.filter((c) => mayShowBy(c, campaign.sorteos, now, horizon));
  const named = new Set(cards.flatMap((c) => ('sorteo' in c.data ? [c.data.sorteo] : [])));
  const images = new Set(cards.flatMap((c) => (c.kind === 'sorteo' ? [c.data.imagen] : [])));
  return {
    ...published,
    imagenes: Object.fromEntries(Object.entries(published.imagenes).filter(([name]) => images.has(name))),
    campaign: {
      ...campaign,
      sorteos: Object.fromEntries(Object.entries(campaign.sorteos).filter(([code]) => named.has(code))),
      cards,
    },
  };
}

/**
 * A draw card shows while its draw is open, the finished card once the window has ended, and each only
 * to a client the API lets see it (SPEC §6, §9: the draw's own conditions, e.g. a new policy in the
 * window; the finished one until it is held, like visibleFinSorteoFreidoraAire).
 */
function inDrawPhase(
  card: CampaignCard,
  sorteos: Campaign['sorteos'],
  portfolio: AudiencePortfolio,
  now: Date,
): boolean {
  if (card.kind !== 'sorteo' && card.kind !== 'sorteoFinalizado') return true;
  const draw = sorteos[card.data.sorteo];
  if (!draw) return false;
  const abierto = card.kind === 'sorteo';
  const visibles = abierto ? portfolio.sorteosVisibles : portfolio.sorteosFinalizadosVisibles;
  return drawPhase(draw, now) === (abierto ? 'abierto' : 'finalizado') && visibles.includes(card.data.sorteo);
}

/** How a card changes from one list of cards to another, matched by id. */
export type CardChange = 'nueva' | 'retirada' | 'cambiada' | 'igual';

/**
 * Two lists of cards compared by id: the later list's cards in its order, each new, changed or the
 * same (with the earlier one it replaces), then the earlier cards it drops. One rule for the demo
 * preview (per customer and screen) and the studio (the whole campaign against the live one).
 */
export function compareCards(
  before: readonly CampaignCard[],
  after: readonly CampaignCard[],
): { id: string; cambio: CardChange; card: CampaignCard; previa?: CampaignCard }[] {
  const antes = new Map(before.map((c) => [c.id, c]));
  const filas: { id: string; cambio: CardChange; card: CampaignCard; previa?: CampaignCard }[] = after.map(
    (card) => {
      const previa = antes.get(card.id);
      if (!previa) return { id: card.id, cambio: 'nueva' as const, card };
      const cambio =
        JSON.stringify(previa) === JSON.stringify(card) ? ('igual' as const) : ('cambiada' as const);
      return { id: card.id, cambio, card, previa };
    },
  );
  const quedan = new Set(after.map((c) => c.id));
  for (const [id, card] of antes) if (!quedan.has(id)) filas.push({ id, cambio: 'retirada', card });
  return filas;
}

/** The cards a section shows this client at `now`, in the campaign's order. */
export function campaignCardsFor(
  campaign: Campaign,
  section: Section,
  portfolio: AudiencePortfolio,
  now: Date,
): CampaignCard[] {
  if (!matchesAudience(campaign.sectionAudience?.[section], portfolio)) return [];
  return campaign.cards.filter(
    (c) =>
      c.sections.includes(section) &&
      isInSchedule(c.schedule, now) &&
      inDrawPhase(c, campaign.sorteos, portfolio, now) &&
      matchesAudience(c.audience, portfolio),
  );
}
