import { Alert } from '@area-cliente/shared/ui';
import { useEffect, useState } from 'react';
import { Outlet, useLocation } from 'react-router-dom';
import { Footer } from './footer';
import { Header } from './header';
import { SESION_CERRADA, tomarSesionCerrada } from './sesion-cerrada';

/**
 * Layout of login and registration (SPEC §2): a header and the 'ÁREA CLIENTE' title above the form,
 * and on the login 'Cerrar sesión' led to, the words that say it is done (until another screen shows).
 */
export function AccessLayout() {
  const { pathname } = useLocation();
  const [sesionCerrada, setSesionCerrada] = useState(false);
  useEffect(() => {
    if (tomarSesionCerrada()) setSesionCerrada(true);
  }, []);
  useEffect(() => {
    if (pathname !== '/login') setSesionCerrada(false);
  }, [pathname]);
  return (
    <div className="ac-layout">
      <Header />
      <main id="contenido" className="ac-layout__main shell-access">
        <p className="shell-access__title">ÁREA CLIENTE</p>
        {sesionCerrada && <Alert kind="success">{SESION_CERRADA}</Alert>}
        <Outlet />
      </main>
      <Footer />
    </div>
  );
}
