import { MENSAJES } from '@area-cliente/shared/forms';
import {
  MENSAJES_PATH,
  MIS_DOCUMENTOS_PATH,
  RECLAMACIONES_PATH,
  TARJETAS_PATH,
  tieneTarjetasOAsistencia,
} from '@area-cliente/shared/routes';
import { Spinner, TruncatedLabel } from '@area-cliente/shared/ui';
import { declararSiniestroRoute, puedeDeclarar } from '@area-cliente/shared/declaracion';
import { usePortfolio } from '@area-cliente/shared/query';
import { NavLink } from 'react-router-dom';
import { sideMenuSections } from './side-menu-sections';
import { useLogout } from './use-logout';
import { useOffersMenu } from './use-offers-menu';

type Props = {
  /** Called after the user picks an entry, so the drawer can close. */
  onNavigate?: () => void;
};

/**
 * The client's menu (SPEC §2): name, 'Cerrar sesión', 'Mis datos', 'Mis documentos', 'Mensajes', 'Tarjetas y asistencia' when a policy
 * has a digital card or roadside help, the offer sections that have cards,
 * then unpaid receipts, open claims and policies, each opening its detail screen. What depends on the
 * portfolio and on the offers remote shows once both are known: arriving one after the other, the
 * offer entries pushed the lists below them down on every desktop page (CLS 0.018).
 */
export function SideMenu({ onNavigate }: Props) {
  const portfolio = usePortfolio();
  const offers = useOffersMenu(portfolio);
  const { logout, loggingOut } = useLogout();
  const ready = portfolio !== null && offers !== undefined;
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
        <li>
          <NavLink to="/cliente" onClick={onNavigate}>
            Mis datos
          </NavLink>
        </li>
        <li>
          <NavLink to={MIS_DOCUMENTOS_PATH} onClick={onNavigate}>
            Mis documentos
          </NavLink>
        </li>
        <li>
          <NavLink to={MENSAJES_PATH} onClick={onNavigate}>
            Mensajes
          </NavLink>
        </li>
        {ready && (
          <>
            {tieneTarjetasOAsistencia(portfolio) && (
              <li>
                <NavLink to={TARJETAS_PATH} onClick={onNavigate}>
                  Tarjetas y asistencia
                </NavLink>
              </li>
            )}
            {puedeDeclarar(portfolio) && (
              <li>
                <NavLink to={declararSiniestroRoute()} onClick={onNavigate}>
                  Declarar un siniestro
                </NavLink>
              </li>
            )}
            <li>
              <NavLink to={RECLAMACIONES_PATH} onClick={onNavigate}>
                Reclamaciones
              </NavLink>
            </li>
            {offers.map((entry) => (
              <li key={entry.path}>
                <NavLink to={entry.path} onClick={onNavigate}>
                  {entry.label}
                </NavLink>
              </li>
            ))}
          </>
        )}
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
                  <NavLink to={item.path} onClick={onNavigate} title={`${item.title} · ${item.detail}`}>
                    <TruncatedLabel className="shell-menu__title" text={item.title} />
                    <TruncatedLabel className="shell-menu__detail" text={item.detail} />
                  </NavLink>
                </li>
              ))}
            </ul>
          )}
        </section>
      ))}
    </nav>
  );
}
