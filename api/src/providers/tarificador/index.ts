import type { TarificadorConfig } from '../../config';
import { httpTarificador } from './http';
import type { TarificadorProvider } from './types';

export type { PeticionTarificacion, TarificadorProvider } from './types';

/** The configured HTTP rating. */
export function tarificadorProvider(config: TarificadorConfig): TarificadorProvider {
  return httpTarificador({ url: config.url, token: config.token });
}
