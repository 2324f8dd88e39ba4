import { NO_TOKEN, tokenAtom } from '@area-cliente/shared';
import { type Portfolio } from '@area-cliente/shared/contract';
import { usePortfolio } from '@area-cliente/shared/query';
import { useAtomValue } from 'jotai';
import { useEffect } from 'react';
import { flowPath, readFlow } from './flow-state';

type Navigate = (to: string, opts?: { replace?: boolean }) => void;

/**
 * The e-mail and consent screens come after the automatic login: a flow still under way goes back to
 * its step, no session goes to /login, and after a page reload the portfolio is read again (a
 * failure there is the shell's: session expired or communication error).
 */
export function useSesionRegistrada(navigate: Navigate): Portfolio | null {
  const token = useAtomValue(tokenAtom);
  const portfolio = usePortfolio();
  const pendingFlow = readFlow();
  const redirect = pendingFlow ? flowPath(pendingFlow) : token === NO_TOKEN ? '/login' : null;

  useEffect(() => {
    if (redirect) navigate(redirect, { replace: true });
  }, [redirect, navigate]);

  return redirect ? null : portfolio;
}
