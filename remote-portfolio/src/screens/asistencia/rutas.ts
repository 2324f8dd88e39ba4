// Roadside assistance routes (remote-portfolio/routes.json): the request form from a vehicle policy,
// and one request's tracking page by its code.
import { polizaRoute } from '@area-cliente/shared/routes';

const segment = (value: string | number) => encodeURIComponent(String(value));

export const pedirAsistenciaRoute = (idPoliza: number): string => `/asistenciaCarretera/${segment(idPoliza)}`;
export const asistenciaRoute = (codigo: string): string => `/asistencia/${segment(codigo)}`;
export const polizaAutosRoute = (idPoliza: number): string =>
  polizaRoute('lstPolizasVeh', { idPoliza, numPoliza: '' });
