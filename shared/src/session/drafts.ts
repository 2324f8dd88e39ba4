import { useEffect } from 'react';
import * as v from 'valibot';

/**
 * Forms in progress kept in this tab (sessionStorage, never localStorage: personal data), tied to the
 * customer so another login in the same tab never sees them. A form keeps its values while open and
 * drops them when it is done or cancelled; a session that expires in between leaves them for the
 * screen to offer back after the next login. Never a password.
 */
const PREFIX = 'area-cliente.borrador.';

/**
 * A form's text fields by name.
 * @public
 */
type DraftValues = Record<string, string>;

const StoredSchema = v.object({ idCliente: v.number(), values: v.record(v.string(), v.string()) });

const storage = (): Storage | null => {
  try {
    return globalThis.sessionStorage ?? null;
  } catch {
    return null;
  }
};

/** Keeps a form's values; a refusing storage (private mode, full) keeps nothing rather than fail. */
function keepDraft(form: string, idCliente: number, values: DraftValues): void {
  try {
    storage()?.setItem(PREFIX + form, JSON.stringify({ idCliente, values }));
  } catch {
    // The form goes on in memory.
  }
}

/**
 * The values this customer left in this form, or null (none, another customer's, unreadable).
 * @public
 */
export function readDraft(form: string, idCliente: number): DraftValues | null {
  try {
    const raw = storage()?.getItem(PREFIX + form);
    if (!raw) return null;
    const parsed = v.safeParse(StoredSchema, JSON.parse(raw));
    return parsed.success && parsed.output.idCliente === idCliente ? parsed.output.values : null;
  } catch {
    return null;
  }
}

/**
 * Forgets a form's kept values, once the form is finished or cancelled.
 * @public
 */
export function dropDraft(form: string): void {
  storage()?.removeItem(PREFIX + form);
}

/**
 * A deliberate logout leaves nothing to offer back.
 * @internal
 */
export function dropAllDrafts(): void {
  const store = storage();
  if (!store) return;
  const keys = Array.from({ length: store.length }, (_, i) => store.key(i));
  for (const key of keys) if (key?.startsWith(PREFIX)) store.removeItem(key);
}

/**
 * Keeps `values` under `form` while they are not null; null drops them (nothing typed yet). Leaving
 * the screen keeps them: closing or finishing the form is what drops them (`dropDraft`).
 * @public
 */
export function useKeptDraft(form: string, idCliente: number, values: DraftValues | null): void {
  // Compared as text: a new object with the same values writes nothing.
  const json = values && JSON.stringify(values);
  useEffect(() => {
    if (json === null) dropDraft(form);
    else keepDraft(form, idCliente, JSON.parse(json) as DraftValues);
  }, [form, idCliente, json]);
}
