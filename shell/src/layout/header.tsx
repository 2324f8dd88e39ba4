import type { ReactNode } from 'react';
import { useNavigate } from 'react-router-dom';
import { Logo } from './logo';

type MenuButton = { controls: string; expanded: boolean; onToggle: () => void };

type Props = {
  /** The hamburger; absent on the access screens (login, registration). */
  menu?: MenuButton;
  showBack?: boolean;
  /**
   * The logged-in customer's links at the end ('Mis documentos'). A slot, so the access screens'
   * header does not import them and /login does not load the API query layer they read with.
   */
  children?: ReactNode;
};

export function Header({ menu, showBack = false, children }: Props) {
  const navigate = useNavigate();
  return (
    <header className="ac-layout__header shell-header">
      {menu && (
        <button
          type="button"
          className="shell-header__button shell-hamburger"
          aria-label={menu.expanded ? 'Cerrar menú' : 'Abrir menú'}
          aria-expanded={menu.expanded}
          aria-controls={menu.controls}
          onClick={menu.onToggle}
        >
          <span className="shell-hamburger__bars" aria-hidden="true" />
        </button>
      )}
      <Logo />
      {showBack && (
        <button type="button" className="shell-header__button shell-back" onClick={() => navigate(-1)}>
          <span className="shell-back__flecha" aria-hidden="true">
            ‹
          </span>{' '}
          <span className="shell-back__texto">Volver</span>
        </button>
      )}
      {children}
    </header>
  );
}
