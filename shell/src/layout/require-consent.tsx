import { LoadingOverlay } from '@area-cliente/shared';
import { usePortfolio, usePortfolioLoading } from '@area-cliente/shared/query';
import type { ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router-dom';

const CONSENT_PATH = '/gdprTacito';

/**
 * The customer screens: a client whose consent is still pending (no gdprEmpresas) is taken back to
 * /gdprTacito until they answer (SPEC §4), whatever address they type. The portfolio is read here
 * when missing (a page reload keeps the token in session storage but not the data).
 */
export function RequireConsent({ children }: { children: ReactNode }) {
  const portfolio = usePortfolio();
  const loading = usePortfolioLoading();
  const { pathname } = useLocation();
  // Never to itself: a remote deployed before routes.json had `layout` shows consent in the main frame.
  if (portfolio && portfolio.cliente.gdprEmpresas === undefined && pathname !== CONSENT_PATH)
    return <Navigate to={CONSENT_PATH} replace />;
  return (
    <>
      {children}
      {loading && <LoadingOverlay />}
    </>
  );
}
