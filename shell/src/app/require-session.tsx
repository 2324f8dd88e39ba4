import { LoadingOverlay, NO_TOKEN, portfolioAtom, reloadPortfolio, tokenAtom } from '@area-cliente/shared';
import { useAtomValue } from 'jotai';
import { useEffect, useState, type ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router-dom';

const CONSENT_PATH = '/gdprTacito';

type Props = {
  children: ReactNode;
  /**
   * The customer screens: a client whose consent is still pending (no gdprEmpresas) is taken back to
   * /gdprTacito until they answer (SPEC §4), whatever address they type.
   */
  requireConsent?: boolean;
};

/**
 * Private routes: without a token the route is replaced with /login. With one, the portfolio is loaded
 * when missing (a page reload keeps the token in session storage but not the data).
 */
export function RequireSession({ children, requireConsent = false }: Props) {
  const token = useAtomValue(tokenAtom);
  const portfolio = useAtomValue(portfolioAtom);
  const [loading, setLoading] = useState(false);
  const { pathname } = useLocation();
  const loggedIn = token !== NO_TOKEN;

  useEffect(() => {
    if (!loggedIn || portfolio) return;
    let current = true;
    setLoading(true);
    void reloadPortfolio().finally(() => current && setLoading(false));
    return () => {
      current = false;
    };
  }, [loggedIn, portfolio]);

  if (!loggedIn) return <Navigate to="/login" replace />;
  // Never to itself: a remote deployed before routes.json had `layout` shows consent in the main frame.
  if (
    requireConsent &&
    portfolio &&
    portfolio.cliente.gdprEmpresas === undefined &&
    pathname !== CONSENT_PATH
  )
    return <Navigate to={CONSENT_PATH} replace />;
  return (
    <>
      {children}
      {loading && <LoadingOverlay />}
    </>
  );
}
