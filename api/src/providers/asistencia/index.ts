import type { AsistenciaConfig } from '../../config';
import type { Clock } from '../../lib/clock';
import { demoAsistenciaProvider } from './demo';
import { httpAsistenciaProvider } from './http';
import type { AsistenciaProvider } from './types';

export type { AsistenciaProvider } from './types';

/** The HTTP provider when configured, else the demo one (the config allows that in demo mode only). */
export function asistenciaProvider(config: AsistenciaConfig | undefined, clock: Clock): AsistenciaProvider {
  if (config) return httpAsistenciaProvider({ url: config.url, token: config.token });
  return demoAsistenciaProvider(clock);
}
