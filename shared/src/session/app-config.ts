import { atom } from 'jotai';
import * as v from 'valibot';
import { type AppConfig, AppConfigSchema } from '../contract/app-config';
import { sessionStore } from './store';

export type { AppConfig };

const APP_CONFIG_URL = '/area-cliente/config.json';

/**
 * Runtime configuration (`config.json`, schema in the contract); null until loaded. Remotes read it
 * here rather than fetching config.json again: the shell's loader fills it before any remote mounts.
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
