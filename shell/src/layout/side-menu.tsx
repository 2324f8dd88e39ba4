import { MENSAJES } from '@area-cliente/shared/forms';
import { Spinner, TruncatedLabel } from '@area-cliente/shared/ui';
import { usePortfolio } from '@area-cliente/shared/query';
import { AppNavLink } from './links';
import { sideMenuSections } from './side-menu-sections';
import { useLogout } from './use-logout';
import { useRemoteMenu } from './use-remote-menu';

type Props = {
  /** Called after the user picks an entry, so the drawer can close. */
  onNavigate?: () => void;
};

/**
 * The client's menu (SPEC §2): name, 'Cerrar sesión', then the entries the remotes contribute in
 * their slots ('Mis datos', 'Mis documentos', 'Mensajes', 'Tarjetas y asistencia' from the portfolio
 * remote, 'Declarar un siniestro' and 'Reclamaciones' from the claims one, the offer sections with cards
 * from the offers one), then unpaid receipts, open claims and policies, each opening its detail screen.
 * What depends on the portfolio and on the remotes' menus shows once all are known: arriving one after
 * the other, entries pushed the lists below them down on every desktop page (CLS 0.018).
 */
export function SideMenu({ onNavigate }: Props) {
  const portfolio = usePortfolio();
  const entries = useRemoteMenu(portfolio);
  const { logout, loggingOut } = useLogout();
  const ready = portfolio !== null && entries !== undefined;
  const sections = ready ? sideMenuSections(portfolio) : [];

  return (
    <nav className="shell-menu" aria-label="Menú lateral">
      <p className="shell-menu__client">
        {portfolio ? portfolio.cliente.nombre : <Spinner label={MENSAJES.CARGANDO} />}
      </p>
      <ul className="ac-menu-list">
        <li>
          <button type="button" onClick={() => void logout()} disabled={loggingOut}>
            Cerrar sesión
          </button>
        </li>
        {entries?.map((entry) => (
          <li key={entry.path}>
            <AppNavLink to={entry.path} onClick={onNavigate}>
              {entry.label}
            </AppNavLink>
          </li>
        ))}
      </ul>
      {sections.map((section) => (
        <section key={section.title} aria-label={section.title}>
          <h2 className="ac-menu-section">{section.title}</h2>
          {section.items.length === 0 ? (
            <p className="shell-menu__empty">{section.empty}</p>
          ) : (
            <ul className="ac-menu-list shell-menu__items">
              {section.items.map((item) => (
                // One line each, shortened with an ellipsis (SPEC §1) that keeps the plate or number; the
                // title attribute keeps the whole text.
                <li key={item.key}>
                  <AppNavLink to={item.path} onClick={onNavigate} title={`${item.title} · ${item.detail}`}>
                    <TruncatedLabel className="shell-menu__title" text={item.title} />
                    <TruncatedLabel className="shell-menu__detail" text={item.detail} />
                  </AppNavLink>
                </li>
              ))}
            </ul>
          )}
        </section>
      ))}
    </nav>
  );
}
