import { Provider } from 'jotai';
import type { ReactNode } from 'react';
import { sessionStore } from './store';

/**
 * Every React root (shell and each remote) wraps itself in this, so all of them share one session.
 * @public
 */
export function SessionProvider({ children }: { children: ReactNode }) {
  return <Provider store={sessionStore}>{children}</Provider>;
}
