// Its own subpath (`@area-cliente/shared/declaracion`), out of the kernel that /login downloads.
export { AvisoSocio, DeclararSiniestroLink } from './entrada';
export {
  polizaDeclarable,
  polizasDeclarables,
  puedeDeclarar,
  type PolizaDeclarable,
} from './polizas-declarables';
