import type { Portfolio } from '@area-cliente/shared/contract';
import { showsBenefits, showsMyOffice } from '../visibility';
import { CATALOG } from './catalog';
import type { CardDef, Section } from './types';

declare const __OFFERS_TITLE_OVERRIDES__: string | undefined;

/**
 * Card titles set at build time (env OFFERS_TITLE_OVERRIDES, JSON `{ "<card id>": "<title>" }`): a
 * campaign retitles a card by building and deploying this remote, without a code change.
 */
function titleOverrides(): Record<string, string> {
  const raw = typeof __OFFERS_TITLE_OVERRIDES__ === 'string' ? __OFFERS_TITLE_OVERRIDES__ : '';
  if (!raw) return {};
  try {
    return JSON.parse(raw) as Record<string, string>;
  } catch {
    console.error('[remote_offers] OFFERS_TITLE_OVERRIDES is not valid JSON; ignored');
    return {};
  }
}

export function withTitleOverrides(catalog: readonly CardDef[], overrides: Record<string, string>) {
  return catalog.map((card) =>
    overrides[card.id] ? ({ ...card, data: { ...card.data, titulo: overrides[card.id] } } as CardDef) : card,
  );
}

const CARDS: readonly CardDef[] = withTitleOverrides(CATALOG, titleOverrides());

/**
 * Screens only some clients have at all (SPEC §6): a card shared with another section (the referral
 * card) must not open them to everyone else.
 */
const SECTION_AUDIENCE: Partial<Record<Section, (p: Portfolio) => boolean>> = {
  mioficina: showsMyOffice,
  beneficios: showsBenefits,
};

/** The cards a section shows for this portfolio, in catalog order. */
export function cardsFor(
  section: Section,
  portfolio: Portfolio,
  cards: readonly CardDef[] = CARDS,
): CardDef[] {
  if (SECTION_AUDIENCE[section]?.(portfolio) === false) return [];
  return cards.filter((card) => card.sections.includes(section) && card.visible(portfolio));
}

export function sectionHasCards(section: Section, portfolio: Portfolio): boolean {
  return cardsFor(section, portfolio).length > 0;
}
