import type { ReactNode } from 'react';
import { ERROR_CARGA } from '../hooks/use-load';
import { Button } from './button';

const NO_ENCONTRADO_TITULO = 'No hemos encontrado lo que buscas';
const NO_ENCONTRADO_TEXTO = 'Puede que ya no exista o que no esté asociado a tu cuenta.';

/** What a detail screen shows for an id that does not exist or is not the customer's. */
export function NotFound({
  message = NO_ENCONTRADO_TEXTO,
  children,
}: {
  message?: string;
  children?: ReactNode;
}) {
  return (
    <section className="ac-card ac-state" aria-labelledby="ac-not-found-title">
      <h1 id="ac-not-found-title" className="ac-card__title">
        {NO_ENCONTRADO_TITULO}
      </h1>
      <p>{message}</p>
      {children}
    </section>
  );
}

/** A load that failed, with a way to try again. */
export function ErrorState({ message = ERROR_CARGA, onRetry }: { message?: string; onRetry: () => void }) {
  return (
    <section className="ac-card ac-state" role="alert">
      <p>{message}</p>
      <Button variant="primary" onClick={onRetry}>
        Reintentar
      </Button>
    </section>
  );
}
