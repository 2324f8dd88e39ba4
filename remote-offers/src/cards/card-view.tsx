import type { Portfolio } from '@area-cliente/shared';
import type { ComponentType } from 'react';
import { ClubCard } from './components/club-card';
import { DrawCard } from './components/draw-card';
import { FinishedDrawCard } from './components/finished-draw-card';
import { HealthOfferCard } from './components/health-offer-card';
import { MediatedCard } from './components/mediated-card';
import { OfficeCard } from './components/office-card';
import { PartnerHealthCard } from './components/partner-health-card';
import { PremiumFuneralCard } from './components/premium-funeral-card';
import { PromoCard } from './components/promo-card';
import { ReferralCard } from './components/referral-card';
import { SectionCard } from './components/section-card';
import { ServiceCard } from './components/service-card';
import { TrainingCard } from './components/training-card';
import { WorkshopCard } from './components/workshop-card';
import type { CardData, CardDef, CardKind } from './types';

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

export function CardView({ card, portfolio }: { card: CardDef; portfolio: Portfolio }) {
  // The catalog pairs each kind with its own data shape, which TypeScript cannot follow through the map.
  const Component = COMPONENTS[card.kind] as CardComponent<typeof card.kind>;
  return <Component data={card.data as never} portfolio={portfolio} />;
}
