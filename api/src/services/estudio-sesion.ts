import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { ROLES_ESTUDIO, type RolEstudio } from '@area-cliente/shared/contract';
import type { Caller } from '../lib/caller';
import { securityEvent } from '../lib/security-events';
import type { EntradaPendiente } from '../providers/identidad/types';
import {
  abrirSesionEstudio,
  cerrarSesionEstudio,
  sesionEstudio,
  type SesionEstudio,
} from '../repositories/estudio-sesiones';
import type { AppParts } from './parts';

/** A staff session lasts a working day, then the identity provider is asked again. */
export const SESION_ESTUDIO_MS = 8 * 3_600_000;
/** The sign-in's round trip through the identity provider must come back within this. */
export const ENTRADA_ESTUDIO_MS = 10 * 60_000;

/** The provider's groups that are studio roles; any other group is ignored. */
const rolesDeGrupos = (grupos: readonly string[]): RolEstudio[] =>
  ROLES_ESTUDIO.filter((rol) => grupos.includes(rol));

type Vuelta = { ok: true; token: string; expira: Date } | { ok: false; motivo: 'sin_rol' | 'entrada' };

/**
 * Staff sign-in to marketing's studio by OpenID Connect: the state, nonce and PKCE verifier travel to
 * the provider and back in a short-lived cookie signed here (any instance may take the return: the
 * key derives from the client secret); the return is checked by openid-client, the provider's groups
 * become roles, and a session with none is refused.
 */
export function estudioSesionService({ db, clock, config, identidad }: AppParts) {
  const clave = createHmac('sha256', 'estudio-entrada')
    .update(config.estudio.oidc?.secreto ?? randomBytes(32))
    .digest();
  const firmar = (texto: string) => createHmac('sha256', clave).update(texto).digest('base64url');

  function leerPendiente(cookie: string | undefined): EntradaPendiente | undefined {
    const [datos, firma] = (cookie ?? '').split('.');
    if (!datos || !firma) return undefined;
    const esperada = Buffer.from(firmar(datos));
    const dada = Buffer.from(firma);
    if (esperada.length !== dada.length || !timingSafeEqual(esperada, dada)) return undefined;
    try {
      const p = JSON.parse(Buffer.from(datos, 'base64url').toString('utf8')) as EntradaPendiente & {
        hasta: number;
      };
      return p.hasta > clock.now().getTime()
        ? { state: p.state, nonce: p.nonce, verifier: p.verifier }
        : undefined;
    } catch {
      return undefined;
    }
  }

  return {
    /** Where to send the browser, and the signed cookie value that must come back with it. */
    async entrar(): Promise<{ url: string; pendiente: string }> {
      const { url, pendiente } = await identidad.entrada();
      const hasta = clock.now().getTime() + ENTRADA_ESTUDIO_MS;
      const datos = Buffer.from(JSON.stringify({ ...pendiente, hasta })).toString('base64url');
      return { url, pendiente: `${datos}.${firmar(datos)}` };
    },

    /** The provider's return: a session when the person has a studio role. */
    async vuelta(caller: Caller, url: URL, cookie: string | undefined): Promise<Vuelta> {
      const pendiente = leerPendiente(cookie);
      if (!pendiente) {
        securityEvent(caller, 'studio.login_refused', { motivo: 'entrada' });
        return { ok: false, motivo: 'entrada' };
      }
      let persona;
      try {
        persona = await identidad.vuelta(url, pendiente);
      } catch (error) {
        caller.log.warn({ err: error }, 'Studio sign-in return refused');
        securityEvent(caller, 'studio.login_refused', { motivo: 'entrada' });
        return { ok: false, motivo: 'entrada' };
      }
      const roles = rolesDeGrupos(persona.grupos);
      if (roles.length === 0) {
        securityEvent(caller, 'studio.login_refused', { usuario: persona.usuario, motivo: 'sin_rol' });
        return { ok: false, motivo: 'sin_rol' };
      }
      const now = clock.now();
      const expira = new Date(now.getTime() + SESION_ESTUDIO_MS);
      const token = await abrirSesionEstudio(db, { ...persona, roles }, now, expira);
      securityEvent(caller, 'studio.login', { usuario: persona.usuario });
      return { ok: true, token, expira };
    },

    sesion: (token: string): Promise<SesionEstudio | undefined> => sesionEstudio(db, token, clock.now()),
    salir: (token: string) => cerrarSesionEstudio(db, token, clock.now()),
  };
}
