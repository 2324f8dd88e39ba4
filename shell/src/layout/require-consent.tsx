import { consentimientoPendiente } from '@area-cliente/shared/domain';
import { ScreenSkeleton } from '@area-cliente/shared/ui';
import { usePortfolio, usePortfolioLoading } from '@area-cliente/shared/query';
import type { ReactNode } from 'react';
import { Navigate } from 'react-router-dom';

const CONSENT_PATH = '/gdprTacito';

/**
 * The customer screens: a client whose consent is still pending (no gdprEmpresas) is taken back to
 * /gdprTacito until they answer (SPEC §4), whatever address they type. The portfolio is read here
 * when missing (a page reload keeps the token in session storage but not the data).
 */
export function RequireConsent({ children }: { children: ReactNode }) {
  const portfolio = usePortfolio();
  const loading = usePortfolioLoading();
  if (portfolio && consentimientoPendiente(portfolio.cliente)) return <Navigate to={CONSENT_PATH} replace />;
  // Until the portfolio says whether consent is pending, a skeleton covers the page; the screen
  // underneath already loads, inert (neither reachable nor announced), and shows without a remount.
  return (
    <>
      <div className="shell-consent" inert={loading}>
        {children}
      </div>
      {loading && <ScreenSkeleton cover />}
    </>
  );
}
