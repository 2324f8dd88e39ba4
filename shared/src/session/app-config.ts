import { atom } from 'jotai';
import * as v from 'valibot';
import { MarcaSchema } from '../contract/marca';
import { sessionStore } from './store';

const APP_CONFIG_URL = '/area-cliente/config.json';

const Link = v.pipe(v.string(), v.minLength(1));

/**
 * `config.json`, written at deploy time so phones and links change without a rebuild.
 * @public
 */
const AppConfigSchema = v.object({
  marca: MarcaSchema,
  telefonoGratuito: v.string(),
  telefonoNormal: v.string(),
  urlAvisoLegal: Link,
  urlPrivacidad: Link,
  urlCookies: Link,
  urlAccesibilidad: Link,
  redesSociales: v.array(v.object({ nombre: v.string(), url: Link })),
  /** The demo deployment: its own aids (the SMS note on /pin) show, and call its demo-only routes. */
  demo: v.optional(v.boolean(), false),
});
/**
 * The runtime configuration as validated: brand, phones, legal and social links, the demo flag.
 * @public
 */
export type AppConfig = v.InferOutput<typeof AppConfigSchema>;

/**
 * Runtime configuration (`config.json`); null until loaded. It lives beside its schema and loader.
 * @public
 */
export const appConfigAtom = atom<AppConfig | null>(null);

/**
 * Fetches and validates the runtime configuration and stores it in `appConfigAtom`. Resolves to null
 * (and leaves the atom as it was) when it cannot be read: the page keeps working without phones.
 * @internal
 */
export async function loadAppConfig(url: string = APP_CONFIG_URL): Promise<AppConfig | null> {
  try {
    const response = await fetch(url, { cache: 'no-cache' });
    if (!response.ok) throw new Error(`HTTP ${response.status}`);
    const config = v.parse(AppConfigSchema, await response.json());
    sessionStore.set(appConfigAtom, config);
    return config;
  } catch (error) {
    console.warn('[config] config.json could not be loaded', error);
    return null;
  }
}
