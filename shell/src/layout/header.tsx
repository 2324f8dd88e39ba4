import { useNavigate } from 'react-router-dom';
import { Logo } from './logo';
import { MisDocumentosLink } from './mis-documentos-link';

type MenuButton = { controls: string; expanded: boolean; onToggle: () => void };

type Props = {
  /** The hamburger; absent on the access screens (login, registration). */
  menu?: MenuButton;
  showBack?: boolean;
};

export function Header({ menu, showBack = false }: Props) {
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
      {/* Only for a logged-in customer: the screens with the menu. */}
      {menu && <MisDocumentosLink />}
    </header>
  );
}
