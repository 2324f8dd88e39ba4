import { useIsBigScreen } from '@area-cliente/shared/hooks';
import { Popup } from '@area-cliente/shared/ui';
import { useCallback, useEffect, useRef, useState } from 'react';
import { Outlet, useLocation } from 'react-router-dom';
import { FirstUseTip } from './first-use-tip';
import { Footer } from './footer';
import { Header } from './header';
import { MisDocumentosLink } from './mis-documentos-link';
import { InstallBanner } from './install-banner';
import { InstallDialog } from './install-dialog';
import { MainMenu } from './main-menu';
import { SideMenu } from './side-menu';
import { useInstall } from './use-install';

const MENU_ID = 'shell-menu';

/**
 * Layout of the logged-in screens: header, side menu, content, footer. From 1024px the side menu is a
 * column and the hamburger drops down 'Inicio' and 'Instalar'; below, the hamburger opens a modal
 * drawer (the shared dialog) with both menus.
 */
export function MainLayout() {
  const bigScreen = useIsBigScreen();
  const { pathname } = useLocation();
  const [menuOpen, setMenuOpen] = useState(false);
  const closeMenu = useCallback(() => setMenuOpen(false), []);
  const { install, helpOpen, closeHelp } = useInstall();
  const menuRef = useRef<HTMLElement>(null);

  // A route change (the back button included) closes the menu.
  useEffect(closeMenu, [pathname, closeMenu]);

  // The big-screen dropdown; the drawer is a modal dialog that handles focus and Escape by itself.
  useEffect(() => {
    if (!menuOpen || !bigScreen) return undefined;
    menuRef.current?.querySelector<HTMLElement>('a, button')?.focus();
    const onKey = (event: KeyboardEvent) => event.key === 'Escape' && closeMenu();
    // A press anywhere else closes it; the hamburger toggles it by itself.
    const onPointer = (event: PointerEvent) => {
      const target = event.target as Element | null;
      if (!menuRef.current?.contains(target) && !target?.closest(`[aria-controls="${MENU_ID}"]`)) closeMenu();
    };
    document.addEventListener('keydown', onKey);
    document.addEventListener('pointerdown', onPointer);
    return () => {
      document.removeEventListener('keydown', onKey);
      document.removeEventListener('pointerdown', onPointer);
    };
  }, [menuOpen, bigScreen, closeMenu]);

  const installFromMenu = () => {
    closeMenu();
    install();
  };
  const mainMenu = <MainMenu onNavigate={closeMenu} onInstall={installFromMenu} />;

  return (
    <div className="ac-layout ac-layout--with-menu">
      <a className="shell-skip" href="#contenido">
        Saltar al contenido
      </a>
      <Header
        menu={{ controls: MENU_ID, expanded: menuOpen, onToggle: () => setMenuOpen((open) => !open) }}
        showBack={pathname !== '/inicio'}
      >
        <MisDocumentosLink />
      </Header>
      {bigScreen && menuOpen && (
        <section id={MENU_ID} ref={menuRef} className="shell-dropdown" aria-label="Menú">
          {mainMenu}
        </section>
      )}
      {bigScreen && (
        <aside className="ac-layout__menu">
          <SideMenu onNavigate={closeMenu} />
        </aside>
      )}
      <Popup open={!bigScreen && menuOpen} onClose={closeMenu} title="Menú" variant="drawer">
        <div id={MENU_ID} className="shell-drawer">
          {mainMenu}
          <SideMenu onNavigate={closeMenu} />
        </div>
      </Popup>
      <main id="contenido" className="ac-layout__main" tabIndex={-1}>
        <Outlet />
      </main>
      <Footer />
      <InstallDialog open={helpOpen} onClose={closeHelp} />
      <InstallBanner />
      <FirstUseTip />
    </div>
  );
}
