import type { ReactNode } from 'react';
import { MENSAJES } from '../forms/messages';
import { Button } from './button';
import { ScreenSkeleton } from './skeleton';

export const ERROR_CARGA = 'No hemos podido cargar los datos.';

/** A screen's data as it arrives: `reload` asks for it again (the 'Reintentar' button). */
export type Loadable<T> = (
  | { status: 'loading' }
  | { status: 'ready'; data: T }
  | { status: 'not-found' }
  | { status: 'error'; message: string }
) & { reload: () => void };

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

/** Loading a screen whose heading comes with its data: a hidden heading keeps the page titled meanwhile. */
export function LoadingCard() {
  return <ScreenSkeleton title={MENSAJES.CARGANDO_TITULO} />;
}

type LoadStatusProps = {
  state: Loadable<unknown>;
  /** What a missing, foreign or malformed id shows; the generic not-found card by default. */
  notFound?: ReactNode;
  /** What shows while loading; the screen's skeleton by default. */
  loading?: ReactNode;
};

/** A load that is not ready: skeleton, not found, or the error with 'Reintentar'. */
export function LoadStatus({ state, notFound, loading }: LoadStatusProps) {
  switch (state.status) {
    case 'loading':
      return loading ?? <ScreenSkeleton />;
    case 'not-found':
      return notFound ?? <NotFound />;
    case 'error':
      return <ErrorState message={state.message} onRetry={state.reload} />;
    case 'ready':
      return null;
  }
}

/** The one rendering of a screen's load: its status until the data is there, then the data. */
export function Loaded<T>({
  state,
  children,
  ...status
}: Omit<LoadStatusProps, 'state'> & { state: Loadable<T>; children: (data: T) => ReactNode }) {
  return state.status === 'ready' ? children(state.data) : <LoadStatus state={state} {...status} />;
}
