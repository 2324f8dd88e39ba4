import { portfolioAtom, reloadPortfolio, type Portfolio } from '@area-cliente/shared';
import { useAtomValue } from 'jotai';
import { useEffect } from 'react';

/** The session's portfolio; asks for it when the page was opened straight on one of our screens. */
export function usePortfolio(): Portfolio | null {
  const portfolio = useAtomValue(portfolioAtom);
  useEffect(() => {
    if (!portfolio) void reloadPortfolio();
  }, [portfolio]);
  return portfolio;
}
