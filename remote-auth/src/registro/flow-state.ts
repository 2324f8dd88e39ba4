/**
 * Client-side mirror of the server's registration flow, kept in session storage so that a reload or
 * a step opened out of order can be sent back to the step the flow is at. The server holds the real
 * state and refuses any step out of order; this only steers the screens.
 */
export type PasoPantalla = 'telefono' | 'pin' | 'claves' | 'acceso';

export type RegistroFlow = {
  paso: PasoPantalla;
  /** Started from registroNifRecordar (forgotten password). */
  recordar: boolean;
  /** Masked mobile, e.g. '*** *** 432'. */
  telefono: string;
  /** Epoch ms before which another PIN may not be asked for. */
  reenvioHasta?: number;
};

export const FLOW_STORAGE_KEY = 'area-cliente.registro';

const PASOS: readonly PasoPantalla[] = ['telefono', 'pin', 'claves', 'acceso'];

function isFlow(value: unknown): value is RegistroFlow {
  if (typeof value !== 'object' || value === null) return false;
  const f = value as Record<string, unknown>;
  return (
    PASOS.includes(f.paso as PasoPantalla) &&
    typeof f.recordar === 'boolean' &&
    typeof f.telefono === 'string' &&
    (f.reenvioHasta === undefined || typeof f.reenvioHasta === 'number')
  );
}

export function readFlow(): RegistroFlow | null {
  try {
    const raw = globalThis.sessionStorage?.getItem(FLOW_STORAGE_KEY);
    const parsed: unknown = raw ? JSON.parse(raw) : null;
    return isFlow(parsed) ? parsed : null;
  } catch {
    return null;
  }
}

export function saveFlow(flow: RegistroFlow): void {
  try {
    globalThis.sessionStorage?.setItem(FLOW_STORAGE_KEY, JSON.stringify(flow));
  } catch {
    // Without storage a reload restarts the flow at /nif: the server refuses skipped steps anyway.
  }
}

export function clearFlow(): void {
  try {
    globalThis.sessionStorage?.removeItem(FLOW_STORAGE_KEY);
  } catch {
    // Nothing stored, nothing to clear.
  }
}

/** /nif under its registroNifRecordar name carries ?modo=recordar (login's 'He olvidado mi contraseña'). */
export function isModoRecordar(search: string): boolean {
  return new URLSearchParams(search).get('modo') === 'recordar';
}

export function nifPath(recordar: boolean): string {
  return recordar ? '/nif?modo=recordar' : '/nif';
}

/** Route of the screen a flow is at ('acceso' retries the login from /claves). */
export function flowPath(flow: RegistroFlow | null): string {
  if (!flow) return '/nif';
  return flow.paso === 'acceso' ? '/claves' : `/${flow.paso}`;
}
