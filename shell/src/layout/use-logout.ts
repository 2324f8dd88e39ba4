import { api, closeSession, dropAllDrafts } from '@area-cliente/shared';
import { CALLS } from '@area-cliente/shared/contract';
import { useCliente } from '@area-cliente/shared/query';
import { useCallback, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { markLoggingOut } from '../app/session-events';
import { announceSession } from '../app/session-watch';
import { dropOfflineCards } from '../pwa/offline-cards';
import { marcarSesionCerrada } from './sesion-cerrada';

/**
 * 'Cerrar sesión': records USUARIO_LOGOUT (which also ends the session on the server) while the token
 * is still valid, then forgets the session locally and goes to login. A failed audit never keeps the
 * user logged in; login then says 'Has cerrado sesión.'. A deliberate logout drops the forms kept for an expired session and the digital
 * card copies the customer did not choose to keep on the device (any session end does; here it is
 * awaited before login shows), and tells the other tabs, which check their own session at once (a
 * duplicated tab shares this one).
 */
export function useLogout(): { logout: () => Promise<void>; loggingOut: boolean } {
  const cliente = useCliente();
  const navigate = useNavigate();
  const [loggingOut, setLoggingOut] = useState(false);

  const logout = useCallback(async () => {
    setLoggingOut(true);
    markLoggingOut(true);
    if (cliente) {
      await api
        .call(CALLS.insertAudit, {
          body: { idCliente: cliente.idCliente, nif: cliente.numDoc, nameEvento: 'USUARIO_LOGOUT', info: '' },
        })
        .catch(() => undefined);
    }
    dropAllDrafts();
    await dropOfflineCards();
    closeSession();
    announceSession('cerrada');
    setLoggingOut(false);
    marcarSesionCerrada();
    navigate('/login', { replace: true });
    markLoggingOut(false);
  }, [cliente, navigate]);

  return { logout, loggingOut };
}
