import { type Portfolio } from '@area-cliente/shared/contract';
import { campaignCardsFor, type Section } from '@area-cliente/shared/campaign';
import type { LiveCampaign } from '../api/campana';

/**
 * The cards a section shows for this portfolio now, in the campaign's order. Content changes go
 * through `pnpm campaign:publish`, with no build.
 */
export function cardsFor(live: LiveCampaign, section: Section, portfolio: Portfolio, now = new Date()) {
  return campaignCardsFor(live.campaign, section, portfolio, now);
}

export function sectionHasCards(live: LiveCampaign, section: Section, portfolio: Portfolio): boolean {
  return cardsFor(live, section, portfolio).length > 0;
}
