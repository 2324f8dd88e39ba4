import { type Portfolio } from '@area-cliente/shared';
import { type CampaignCard, campaignCardsFor, type Section } from '@area-cliente/shared/campaign';
import type { LiveCampaign } from '../api/campana';

declare const __OFFERS_TITLE_OVERRIDES__: string | undefined;

/**
 * Card titles set at build time (env OFFERS_TITLE_OVERRIDES, JSON `{ "<card id>": "<title>" }`): what
 * scripts/prove-independent-deploy.mjs changes to prove this remote deploys alone. Content changes go
 * through `pnpm campaign:publish`, with no build.
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

const OVERRIDES = titleOverrides();

function withTitleOverrides(cards: readonly CampaignCard[], overrides: Record<string, string>) {
  return cards.map((card) =>
    overrides[card.id]
      ? ({ ...card, data: { ...card.data, titulo: overrides[card.id] } } as CampaignCard)
      : card,
  );
}

/** The cards a section shows for this portfolio now, in the campaign's order. */
export function cardsFor(live: LiveCampaign, section: Section, portfolio: Portfolio, now = new Date()) {
  return withTitleOverrides(campaignCardsFor(live.campaign, section, portfolio, now), OVERRIDES);
}

export function sectionHasCards(live: LiveCampaign, section: Section, portfolio: Portfolio): boolean {
  return cardsFor(live, section, portfolio).length > 0;
}
