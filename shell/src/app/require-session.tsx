import { tokenAtom, NO_TOKEN } from '@area-cliente/shared';
import { useAtomValue } from 'jotai';
import type { ReactNode } from 'react';
import { Navigate } from 'react-router-dom';

/** Private routes: without a token the route is replaced with /login. */
export function RequireSession({ children }: { children: ReactNode }) {
  const loggedIn = useAtomValue(tokenAtom) !== NO_TOKEN;
  if (!loggedIn) return <Navigate to="/login" replace />;
  return children;
}
