import { NavLink } from 'react-router-dom';

type Props = {
  onNavigate: () => void;
  onInstall: () => void;
};

/** The hamburger's entries (SPEC §2): 'Inicio' and 'Instalar'. */
export function MainMenu({ onNavigate, onInstall }: Props) {
  return (
    <nav aria-label="Menú principal">
      <ul className="ac-menu-list">
        <li>
          <NavLink to="/inicio" onClick={onNavigate}>
            Inicio
          </NavLink>
        </li>
        <li>
          <button type="button" onClick={onInstall}>
            Instalar
          </button>
        </li>
      </ul>
    </nav>
  );
}
