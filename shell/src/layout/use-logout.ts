import { api, CALLS, closeSession } from '@area-cliente/shared';
import { useCliente } from '@area-cliente/shared/query';
import { useCallback, useState } from 'react';
import { useNavigate } from 'react-router-dom';

/**
 * 'Cerrar sesión': records USUARIO_LOGOUT (which also ends the session on the server) while the token
 * is still valid, then forgets the session locally and goes to login. A failed audit never keeps the
 * user logged in.
 */
export function useLogout(): { logout: () => Promise<void>; loggingOut: boolean } {
  const cliente = useCliente();
  const navigate = useNavigate();
  const [loggingOut, setLoggingOut] = useState(false);

  const logout = useCallback(async () => {
    setLoggingOut(true);
    if (cliente) {
      await api
        .call(CALLS.insertAudit, {
          body: { idCliente: cliente.idCliente, nif: cliente.numDoc, nameEvento: 'USUARIO_LOGOUT', info: '' },
        })
        .catch(() => undefined);
    }
    closeSession();
    setLoggingOut(false);
    navigate('/login', { replace: true });
  }, [cliente, navigate]);

  return { logout, loggingOut };
}
