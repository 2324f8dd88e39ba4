import { AppLink } from '@area-cliente/shared';
import type { Portfolio } from '@area-cliente/shared/contract';
import { TARJETAS_PATH, tarjetasYAsistencia } from '@area-cliente/shared/routes';

/**
 * On /inicio, at every width and near the top: one line leading to the digital cards and roadside help
 * ('Tarjetas y asistencia'), when a policy has either. One line so the home's content stays in view.
 */
export function TarjetasEntrada({ portfolio }: { portfolio: Portfolio }) {
  const polizas = tarjetasYAsistencia(portfolio);
  if (polizas.length === 0) return null;
  const texto =
    polizas.filter((p) => p.tarjeta).length > 1
      ? 'Tus tarjetas digitales y asistencia 24 h'
      : 'Tu tarjeta digital y asistencia 24 h';
  return (
    <p className="offers-tarjetas">
      <AppLink to={TARJETAS_PATH} className="offers-tarjetas__link">
        <span aria-hidden="true" className="offers-tarjetas__icono" />
        {texto}
        <span aria-hidden="true" className="offers-tarjetas__flecha">
          ›
        </span>
      </AppLink>
    </p>
  );
}
