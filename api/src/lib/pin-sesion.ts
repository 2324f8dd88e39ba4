import { sha256 } from './crypto';

/** What staff find the session by: the start of its token's SHA-256 (sesiones.token_hash). */
export const referenciaSesion = (token: string): string =>
  sha256(token).toString('hex').slice(0, 12).toUpperCase();
