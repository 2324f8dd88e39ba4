import * as client from 'openid-client';
import type { EntradaPendiente, IdentidadProvider, PersonaIdentificada } from './types';

export interface OidcSettings {
  /** The issuer (discovery at /.well-known/openid-configuration under it). */
  emisor: string;
  cliente: string;
  secreto: string;
  /** Where the provider sends the browser back: this server's /estudio/auth/vuelta. */
  redirectUri: string;
  /** http:// issuer allowed (the demo's local provider on loopback only). */
  inseguro?: boolean;
}

const SCOPE = 'openid profile groups';

/**
 * A confidential client of the identity provider through openid-client: its metadata is discovered on
 * first use (and again after a failure), never at start, so a provider down at deploy time does not
 * stop the customer area.
 */
export function oidcIdentidad(settings: OidcSettings | (() => Promise<OidcSettings>)): IdentidadProvider {
  let configuracion: Promise<{ config: client.Configuration; redirectUri: string }> | undefined;
  const preparada = () => {
    configuracion ??= (async () => {
      const s = typeof settings === 'function' ? await settings() : settings;
      const config = await client.discovery(
        new URL(s.emisor),
        s.cliente,
        s.secreto,
        undefined,
        s.inseguro ? { execute: [client.allowInsecureRequests] } : undefined,
      );
      return { config, redirectUri: s.redirectUri };
    })().catch((error: unknown) => {
      configuracion = undefined;
      throw error;
    });
    return configuracion;
  };
  return {
    async entrada() {
      const { config, redirectUri } = await preparada();
      const pendiente: EntradaPendiente = {
        state: client.randomState(),
        nonce: client.randomNonce(),
        verifier: client.randomPKCECodeVerifier(),
      };
      const url = client.buildAuthorizationUrl(config, {
        redirect_uri: redirectUri,
        scope: SCOPE,
        state: pendiente.state,
        nonce: pendiente.nonce,
        code_challenge: await client.calculatePKCECodeChallenge(pendiente.verifier),
        code_challenge_method: 'S256',
      });
      return { url: url.href, pendiente };
    },
    async vuelta(url, pendiente): Promise<PersonaIdentificada> {
      const { config } = await preparada();
      const tokens = await client.authorizationCodeGrant(config, url, {
        pkceCodeVerifier: pendiente.verifier,
        expectedState: pendiente.state,
        expectedNonce: pendiente.nonce,
        idTokenExpected: true,
      });
      const claims = tokens.claims();
      if (!claims) throw new Error('No ID token');
      const grupos = Array.isArray(claims.groups)
        ? claims.groups.filter((g): g is string => typeof g === 'string')
        : [];
      const nombre = typeof claims.name === 'string' && claims.name ? claims.name : claims.sub;
      return { usuario: claims.sub, nombre, grupos };
    },
  };
}
