import type { AsistenciaConfig } from '../../config';
import { httpAsistenciaProvider } from './http';
import type { AsistenciaProvider } from './types';

export type { AsistenciaProvider } from './types';

/** The configured HTTP provider. */
export function asistenciaProvider(config: AsistenciaConfig): AsistenciaProvider {
  return httpAsistenciaProvider({ url: config.url, token: config.token });
}
