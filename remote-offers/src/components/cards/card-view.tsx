import { type Portfolio } from '@area-cliente/shared/contract';
import { type CampaignCard, type CardData, type CardKind } from '@area-cliente/shared/campaign';
import type { ComponentType } from 'react';
import { ClubCard } from './club-card';
import { DrawCard } from './draw-card';
import { FinishedDrawCard } from './finished-draw-card';
import { HealthOfferCard } from './health-offer-card';
import { MediatedCard } from './mediated-card';
import { OfficeCard } from './office-card';
import { PartnerHealthCard } from './partner-health-card';
import { PremiumFuneralCard } from './premium-funeral-card';
import { PromoCard } from './promo-card';
import { ReferralCard } from './referral-card';
import { SectionCard } from './section-card';
import { ServiceCard } from './service-card';
import { TrainingCard } from './training-card';
import { WorkshopCard } from './workshop-card';
import type { LiveCampaign } from '../../api/campana';

type CardComponent<K extends CardKind> = ComponentType<{ data: CardData[K]; portfolio: Portfolio }>;

/** The small component that draws each kind of card. */
const COMPONENTS: { [K in CardKind]: CardComponent<K> } = {
  oficina: OfficeCard,
  mediado: MediatedCard,
  sorteo: DrawCard,
  sorteoFinalizado: FinishedDrawCard,
  salud: HealthOfferCard,
  promo: PromoCard,
  cupones: ReferralCard,
  taller: WorkshopCard,
  club: ClubCard,
  formacion: TrainingCard,
  servicio: ServiceCard,
  saludColaborador: PartnerHealthCard,
  decesosPremium: PremiumFuneralCard,
  seccion: SectionCard,
};

/** The kinds this build draws: a card of any other kind is one it cannot show. */
export const KINDS_DRAWN = Object.keys(COMPONENTS) as CardKind[];

export function CardView({
  card,
  portfolio,
  live,
}: {
  card: CampaignCard;
  portfolio: Portfolio;
  live: LiveCampaign;
}) {
  // The campaign pairs each kind with its own data shape, which TypeScript cannot follow through the map.
  const Component = COMPONENTS[card.kind] as CardComponent<typeof card.kind>;
  // A draw's image is a file of the campaign: its published, content-hashed address.
  const data = card.kind === 'sorteo' ? { ...card.data, imagen: live.imageUrl(card.data.imagen) } : card.data;
  return <Component data={data as never} portfolio={portfolio} />;
}
