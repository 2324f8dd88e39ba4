import type { Portfolio } from '@area-cliente/shared/contract';
import {
  type Campaign,
  type CampaignCard,
  campaignCardsFor,
  type CardChange,
  compareCards,
  parseCampaign,
  type CampaignProblem,
  type Section,
} from '@area-cliente/shared/campaign';
import type { LiveCampaign } from '../../api/campana';

/** How a card a persona sees on a screen changes from the live campaign to the candidate. */
export type Cambio = CardChange;

/** One card of a screen in the comparison: the candidate's version, or the live one when it goes. */
export type FilaComparada = { id: string; cambio: Cambio; card: CampaignCard };

/**
 * A moment inside a Madrid day: 11:00 UTC is noon or one in the afternoon there, whatever the season,
 * so a schedule's whole-day edges read as marketing meant them for that day.
 */
export const instanteDelDia = (fecha: string): Date => new Date(`${fecha}T11:00:00Z`);

/**
 * The cards `portfolio` sees on `section` on `fecha` with the live campaign and with the candidate:
 * the candidate's cards in its order, marked new, changed or the same, then the live cards it drops.
 */
export function compararSeccion(
  live: Campaign,
  candidata: Campaign,
  section: Section,
  portfolio: Portfolio,
  fecha: string,
): FilaComparada[] {
  const now = instanteDelDia(fecha);
  return compareCards(
    campaignCardsFor(live, section, portfolio, now),
    campaignCardsFor(candidata, section, portfolio, now),
  ).map(({ id, cambio, card }) => ({ id, cambio, card }));
}

/** What the text pasted or the file chosen holds: a valid candidate, or what is wrong with it. */
export function leerCandidata(
  texto: string,
): { ok: true; campaign: Campaign } | { ok: false; problems: CampaignProblem[] } {
  if (texto.trim() === '') {
    return {
      ok: false,
      problems: [{ path: '(documento)', message: 'elige un archivo o pega el JSON de la campaña' }],
    };
  }
  let json: unknown;
  try {
    json = JSON.parse(texto);
  } catch {
    return { ok: false, problems: [{ path: '(documento)', message: 'no es JSON válido' }] };
  }
  return parseCampaign(json);
}

/**
 * The candidate as the card components take it. Its images are not published yet: one the live
 * campaign already has shows from there; a new one shows as a plain frame with its file name.
 */
export function candidataComoLive(candidata: Campaign, live: LiveCampaign): LiveCampaign {
  const publicadas = new Set(
    live.campaign.cards.flatMap((c) => (c.kind === 'sorteo' ? [c.data.imagen] : [])),
  );
  return {
    campaign: candidata,
    imageUrl: (name) => (publicadas.has(name) ? live.imageUrl(name) : imagenPendiente(name)),
  };
}

const imagenPendiente = (name: string) =>
  `data:image/svg+xml,${encodeURIComponent(
    `<svg xmlns="http://www.w3.org/2000/svg" width="640" height="360" viewBox="0 0 640 360"><rect width="640" height="360" fill="#e8edf2"/><text x="320" y="180" font-family="sans-serif" font-size="22" fill="#33475b" text-anchor="middle">${escapeXml(name)} (se sube al publicar)</text></svg>`,
  )}`;

const escapeXml = (text: string) => text.replace(/[<>&"']/g, (c) => `&#${c.charCodeAt(0)};`);
