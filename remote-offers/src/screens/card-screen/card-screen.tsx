import { SectionUnavailable, type RemoteProps } from '@area-cliente/shared';
import { type Cliente } from '@area-cliente/shared/contract';
import { ScreenSkeleton } from '@area-cliente/shared/ui';
import { isCompany, type Section } from '@area-cliente/shared/campaign';
import { usePortfolio } from '@area-cliente/shared/query';
import { useLiveCampaign } from '../../api/campana';
import { CardView } from '../../components/cards/card-view';
import { cardsFor } from '../../cards/live-cards';
import { AsistenciaEnCurso } from './asistencia-en-curso';
import { DeclararEntrada } from './declarar-entrada';
import { NeedsSummary } from './needs-summary';
import { TarjetasEntrada } from './tarjetas-entrada';
import { SECTION_TITLES } from '../section-titles';
import '../../offers.css';

export const SIN_TARJETAS = 'No hay contenido disponible para ti en esta sección en este momento.';

/** Greets a person by first name on the home screen, and a company by its whole name. */
export const greeting = (cliente: Pick<Cliente, 'nombre' | 'numDoc'>) =>
  `Hola, ${isCompany(cliente) ? cliente.nombre : (cliente.nombre.split(' ')[0] ?? cliente.nombre)}`;

/** A screen of cards: the live campaign's cards for this section that the portfolio earns. */
export function CardScreen({ section }: { section: Section }) {
  const portfolio = usePortfolio();
  const campaign = useLiveCampaign();
  if (campaign.query.isError) return <SectionUnavailable onRetry={campaign.reload} />;
  const live = campaign.query.data;
  if (!portfolio || !live) return <ScreenSkeleton cards={3} />;
  const cards = cardsFor(live, section, portfolio);
  const title = section === 'inicio' ? greeting(portfolio.cliente) : SECTION_TITLES[section];
  return (
    <div className="offers-screen">
      <h1 className="offers-screen__title" data-screen-title={section === 'inicio' ? 'Inicio' : undefined}>
        {title}
      </h1>
      {section === 'inicio' && <AsistenciaEnCurso />}
      {section === 'inicio' && <TarjetasEntrada portfolio={portfolio} />}
      {section === 'inicio' && <DeclararEntrada portfolio={portfolio} />}
      {section === 'inicio' && <NeedsSummary portfolio={portfolio} />}
      {cards.length === 0 ? (
        <p>{SIN_TARJETAS}</p>
      ) : (
        <div className="offers-grid">
          {cards.map((card) => (
            <div key={card.id} className="offers-grid__item" data-card={card.id}>
              <CardView card={card} portfolio={portfolio} live={live} />
            </div>
          ))}
        </div>
      )}
    </div>
  );
}

const screen = (section: Section) => {
  function SectionScreen(_props: RemoteProps) {
    return <CardScreen section={section} />;
  }
  return SectionScreen;
};

export const InicioScreen = screen('inicio');
export const ServiciosScreen = screen('servicios');
export const OfertasScreen = screen('ofertas');
export const MiOficinaScreen = screen('mioficina');
export const SorteosScreen = screen('sorteos');
export const BeneficiosScreen = screen('beneficios');
