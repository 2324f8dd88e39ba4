import type { FastifyInstance } from 'fastify';
import { redirectUriEstudio } from '../../plugins/providers';
import { oidcIdentidad } from '../../providers/identidad/oidc';
import type { IdentidadProvider } from '../../providers/identidad/types';
import type { IdpLocal } from '../idp';

/**
 * The studio's sign-in against the demo's local OpenID provider (demo/idp), started on the first
 * sign-in and stopped with the app: the same client code as production, over http on loopback.
 */
export function idpLocalIdentidad(app: FastifyInstance): IdentidadProvider {
  let idp: Promise<IdpLocal> | undefined;
  app.addHook('onClose', async () => {
    if (idp) await (await idp).cerrar();
  });
  const redirectUri = redirectUriEstudio(app.config.estudio.urlPublica);
  return oidcIdentidad(async () => {
    idp ??= import('../idp')
      .then(({ arrancarIdpLocal }) => arrancarIdpLocal(redirectUri))
      .catch((error: unknown) => {
        idp = undefined;
        throw error;
      });
    const { emisor, cliente, secreto } = await idp;
    return { emisor, cliente, secreto, redirectUri, inseguro: true };
  });
}
