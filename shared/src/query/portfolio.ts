import { CALLS, type Cliente, type Portfolio } from '@area-cliente/shared/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callQuery, useLoggedIn } from './call-query';
import { queryClient } from './query-client';

/**
 * The customer's portfolio: read once per session and kept until a change invalidates it (a
 * payment, a contact or consent change, a coupon...), so moving between screens asks for nothing.
 */
const portfolioQuery = queryOptions({
  ...callQuery(CALLS.portfolio),
  staleTime: Infinity,
  meta: { alertOnError: true },
});

/**
 * The session's portfolio; null while it loads (or could not be read: the alert already says why).
 * @public
 */
export function usePortfolio(): Portfolio | null {
  const enabled = useLoggedIn();
  return useQuery({ ...portfolioQuery, enabled }, queryClient).data ?? null;
}

/**
 * True while the portfolio is being read for the first time (not after a failure).
 * @public
 */
export function usePortfolioLoading(): boolean {
  const enabled = useLoggedIn();
  return useQuery({ ...portfolioQuery, enabled }, queryClient).isLoading;
}

/**
 * The client as the portfolio carries it.
 * @public
 */
export const useCliente = (): Cliente | null => usePortfolio()?.cliente ?? null;

/**
 * Reads the portfolio again now. Never throws: null when it could not be read (the alert is shown).
 * @public
 */
export function refreshPortfolio(): Promise<Portfolio | null> {
  return queryClient.fetchQuery({ ...portfolioQuery, staleTime: 0 }).catch(() => null);
}

/**
 * After a change that shows in the portfolio: whoever shows it reads it again.
 * @public
 */
export function invalidatePortfolio(): Promise<void> {
  return queryClient.invalidateQueries({ queryKey: portfolioQuery.queryKey });
}

/** The benefits club URL (urlAffinity), the same for the whole session. */
const clubUrlQuery = { ...callQuery(CALLS.urlClub), staleTime: Infinity };

/**
 * The benefits club's URL for this session; null until it arrives or when it cannot be read.
 * @public
 */
export function useClubUrl(): string | null {
  const enabled = useLoggedIn();
  return useQuery({ ...clubUrlQuery, enabled }, queryClient).data?.url ?? null;
}

/**
 * SPEC §4: after a login, the portfolio and the club URL are read afresh. Resolves to the portfolio
 * (null when it could not be read) so the caller can choose the next screen.
 * @public
 */
export async function refreshAfterLogin(): Promise<Portfolio | null> {
  const [portfolio] = await Promise.all([
    refreshPortfolio(),
    queryClient.fetchQuery({ ...clubUrlQuery, staleTime: 0 }).catch(() => null),
  ]);
  return portfolio;
}
