import { Outlet } from 'react-router-dom';
import { Footer } from './footer';
import { Header } from './header';

/** Layout of login and registration (SPEC §2): a header and the 'ÁREA CLIENTE' title above the form. */
export function AccessLayout() {
  return (
    <div className="ac-layout">
      <Header />
      <main id="contenido" className="ac-layout__main shell-access">
        <p className="shell-access__title">ÁREA CLIENTE</p>
        <Outlet />
      </main>
      <Footer />
    </div>
  );
}
