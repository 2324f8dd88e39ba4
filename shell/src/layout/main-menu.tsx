import { AppNavLink } from './links';

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
          <AppNavLink to="/inicio" onClick={onNavigate}>
            Inicio
          </AppNavLink>
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
