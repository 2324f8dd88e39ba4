import { SessionProvider } from '@area-cliente/shared';
import type { CampaignCard } from '@area-cliente/shared/campaign';
import { Component, type ReactNode, StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { CardView, KINDS_DRAWN } from '../components/cards/card-view';
import { type PersonaEjemplo, portfolioDeEjemplo } from './persona-ejemplo';
import '../offers.css';
// Its own rules apart: the customers' screens load offers.css and must not carry the studio's.
import './campaign-preview.css';

// Exposed as `./campaign-preview` for marketing's studio (/estudio/), another host: it draws a
// draft's cards with the very components this build draws them with for customers. The studio
// passes plain data (no React element crosses the boundary), so host and remote agree on a shape
// only, and mounts it where it wants it.

/** What the studio passes: the draft's cards, where its images are, who they are drawn for, how wide. */
export type CampaignPreviewProps = {
  cards: readonly unknown[];
  imageUrl: (name: string) => string;
  persona: PersonaEjemplo;
  /** The width in CSS pixels the frame stands for: below 900 one column, as a phone shows them. */
  ancho: number;
};

/** The card kinds this build draws: the studio holds back a draft with any other. */
export const kindsDrawn: readonly string[] = KINDS_DRAWN;
const DRAWN = new Set<string>(KINDS_DRAWN);

const kindOf = (card: unknown) =>
  typeof card === 'object' && card !== null && typeof (card as { kind?: unknown }).kind === 'string'
    ? (card as { kind: string }).kind
    : '';

/** A card the draft has half written must not take the other cards' preview with it. */
class CardBoundary extends Component<{ children: ReactNode }, { failed: boolean }> {
  state = { failed: false };
  static getDerivedStateFromError() {
    return { failed: true };
  }
  render() {
    if (this.state.failed)
      return (
        <p className="offers-preview__aviso">Esta tarjeta aún no se puede dibujar: revisa sus campos.</p>
      );
    return this.props.children;
  }
}

function Preview({ cards, imageUrl, persona, ancho }: CampaignPreviewProps) {
  const portfolio = portfolioDeEjemplo(persona);
  const live = { campaign: { nombre: '', sorteos: {}, cards: [] }, imageUrl };
  return (
    <SessionProvider>
      {/* Drawn as customers see it, but inert: nothing in a preview can be clicked, focused or followed. */}
      <div inert className="offers-screen offers-studio-preview">
        <ul className={`offers-grid offers-studio-preview--${ancho < 900 ? 'una' : 'dos'}`}>
          {cards.map((card, index) => {
            const kind = kindOf(card);
            const id = (card as { id?: unknown }).id;
            return (
              <li key={`${index}:${String(id)}`} className="offers-grid__item" data-card={String(id)}>
                {DRAWN.has(kind) ? (
                  <CardBoundary key={JSON.stringify(card)}>
                    <CardView card={card as CampaignCard} portfolio={portfolio} live={live} />
                  </CardBoundary>
                ) : (
                  <p className="offers-preview__aviso">
                    Esta versión de las ofertas no sabe dibujar tarjetas de tipo «{kind}».
                  </p>
                )}
              </li>
            );
          })}
        </ul>
      </div>
    </SessionProvider>
  );
}

/** Draws the cards into `element`; `update` draws them again, `unmount` leaves the element empty. */
export function mountCampaignPreview(element: HTMLElement, props: CampaignPreviewProps) {
  const root = createRoot(element);
  const render = (next: CampaignPreviewProps) =>
    root.render(
      <StrictMode>
        <Preview {...next} />
      </StrictMode>,
    );
  render(props);
  return { update: render, unmount: () => root.unmount() };
}
