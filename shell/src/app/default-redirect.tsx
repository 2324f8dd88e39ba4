import { NO_TOKEN, tokenAtom } from '@area-cliente/shared';
import { useAtomValue } from 'jotai';
import { Navigate } from 'react-router-dom';

/** `/` and unknown paths: home when logged in, login otherwise. */
export function DefaultRedirect() {
  const token = useAtomValue(tokenAtom);
  return <Navigate to={token === NO_TOKEN ? '/login' : '/inicio'} replace />;
}
