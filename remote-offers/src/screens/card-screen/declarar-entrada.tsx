import type { Portfolio } from '@area-cliente/shared/contract';
import { DeclararSiniestroLink, puedeDeclarar } from '@area-cliente/shared/declaracion';

/** On /inicio, at every width: the way into the claim declaration, when a policy allows one. */
export function DeclararEntrada({ portfolio }: { portfolio: Portfolio }) {
  if (!puedeDeclarar(portfolio)) return null;
  return (
    <p className="offers-declarar">
      <span>¿Has tenido un siniestro? Decláralo aquí, con fotos, y síguelo desde el Área Cliente.</span>
      <DeclararSiniestroLink />
    </p>
  );
}
