// Roadside assistance routes (remote-portfolio/routes.json): the request form from a vehicle policy.
// A request's tracking page, which the home links to as well, is `asistenciaRoute` in shared/routes.
import { polizaRoute } from '@area-cliente/shared/routes';

const segment = (value: string | number) => encodeURIComponent(String(value));

export const pedirAsistenciaRoute = (idPoliza: number): string => `/asistenciaCarretera/${segment(idPoliza)}`;
export const polizaAutosRoute = (idPoliza: number): string =>
  polizaRoute('lstPolizasVeh', { idPoliza, numPoliza: '' });
