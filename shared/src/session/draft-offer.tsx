import type { ReactNode } from 'react';
import { Alert } from '../ui/alert';
import { Button } from '../ui/button';

/**
 * Props of DraftOffer: the notice's text and what each of its two buttons does.
 * @public
 */
type Props = {
  /** What was left unfinished, e.g. 'Tenías un cambio de teléfono sin terminar…'. */
  children: ReactNode;
  onContinue: () => void;
  onDiscard: () => void;
};

/**
 * Offers back a form left unfinished when the session expired (drafts.ts): continue or discard.
 * @public
 */
export function DraftOffer({ children, onContinue, onDiscard }: Props) {
  return (
    <Alert kind="info" className="ac-draft-offer">
      <p>{children}</p>
      <p className="ac-draft-offer__actions">
        <Button onClick={onContinue}>Continuar</Button>{' '}
        <Button variant="secondary" onClick={onDiscard}>
          Descartar
        </Button>
      </p>
    </Alert>
  );
}
