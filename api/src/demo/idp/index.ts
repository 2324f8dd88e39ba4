import { generateKeyPairSync, randomBytes, timingSafeEqual } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { CLAVE_PERSONAL_DEMO, PERSONAL_DEMO } from './personal';
import { paginaCaducada, paginaEntrada } from './pagina';

/** The local provider as the studio's client sees it, and how to stop it. */
export interface IdpLocal {
  emisor: string;
  cliente: string;
  secreto: string;
  cerrar(): Promise<void>;
}

const CLIENTE = 'estudio-demo';
const INTERACCION = '/interaccion/';
const MAX_FORM_BYTES = 4096;

function leerFormulario(req: IncomingMessage): Promise<URLSearchParams> {
  return new Promise((resolve, reject) => {
    let body = '';
    req.setEncoding('utf8');
    req.on('data', (chunk: string) => {
      body += chunk;
      if (body.length > MAX_FORM_BYTES) reject(new Error('Form too large'));
    });
    req.on('end', () => resolve(new URLSearchParams(body)));
    req.on('error', reject);
  });
}

const mismaClave = (a: string, b: string) =>
  a.length === b.length && timingSafeEqual(Buffer.from(a), Buffer.from(b));

function pagina(res: ServerResponse, status: number, html: string) {
  res.statusCode = status;
  res.setHeader('Content-Type', 'text/html; charset=utf-8');
  res.setHeader('Cache-Control', 'no-store');
  res.setHeader(
    'Content-Security-Policy',
    "default-src 'none'; style-src 'unsafe-inline'; form-action 'self'",
  );
  res.end(html);
}

/**
 * The demo's OpenID provider (oidc-provider, loaded only here): on loopback, on a port of its own
 * that the system picks, with the demo staff of personal.ts and a Spanish sign-in page. The studio
 * is its one client, a confidential one with PKCE, returning to `redirectUri`. Consent is implied
 * (a company's own app), so sign-in is the only interaction.
 */
export async function arrancarIdpLocal(redirectUri: string): Promise<IdpLocal> {
  const { default: Provider } = await import('oidc-provider');
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const emisor = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const secreto = randomBytes(24).toString('base64url');
  const { privateKey } = generateKeyPairSync('ec', { namedCurve: 'P-256' });
  const provider = new Provider(emisor, {
    clients: [
      {
        client_id: CLIENTE,
        client_secret: secreto,
        redirect_uris: [redirectUri],
        grant_types: ['authorization_code'],
        response_types: ['code'],
        id_token_signed_response_alg: 'ES256',
      },
    ],
    jwks: { keys: [{ ...privateKey.export({ format: 'jwk' }), use: 'sig', alg: 'ES256', kid: 'demo' }] },
    cookies: { keys: [randomBytes(32).toString('base64url')] },
    claims: { openid: ['sub'], profile: ['name'], groups: ['groups'] },
    scopes: ['openid', 'profile', 'groups'],
    // The studio reads name and groups from the ID token (no userinfo call).
    conformIdTokenClaims: false,
    pkce: { required: () => true },
    // Seconds: a sign-in is a short round trip; the studio keeps its own session after it.
    ttl: {
      AccessToken: 600,
      AuthorizationCode: 60,
      IdToken: 600,
      Interaction: 600,
      Session: 3600,
      Grant: 3600,
    },
    features: { devInteractions: { enabled: false } },
    interactions: {
      url: (_ctx: unknown, interaction: { uid: string }) => `${INTERACCION}${interaction.uid}`,
    },
    async findAccount(_ctx: unknown, sub: string) {
      const persona = PERSONAL_DEMO[sub];
      if (!persona) return undefined;
      return {
        accountId: sub,
        claims: async () => ({ sub, name: persona.nombre, groups: [...persona.grupos] }),
      };
    },
    async loadExistingGrant(ctx: {
      oidc: {
        client: { clientId: string };
        session: { accountId: string; grantIdFor(clientId: string): string | undefined };
        result?: { consent?: { grantId?: string } };
      };
    }) {
      const { client, session, result } = ctx.oidc;
      const existing = result?.consent?.grantId ?? session.grantIdFor(client.clientId);
      if (existing) return provider.Grant.find(existing);
      const grant = new provider.Grant({ accountId: session.accountId, clientId: client.clientId });
      grant.addOIDCScope('openid profile groups');
      await grant.save();
      return grant;
    },
    renderError: async (ctx: { type: string; body: string }, out: { error: string }) => {
      ctx.type = 'html';
      ctx.body = `<!doctype html><html lang="es"><meta charset="utf-8"><title>Error</title><h1>No se ha podido entrar</h1><p>${out.error.replace(/[^\w .-]/g, '')}</p></html>`;
    },
  });
  const oidc = provider.callback();

  server.on('request', (req: IncomingMessage, res: ServerResponse) => {
    const path = new URL(req.url ?? '/', emisor).pathname;
    if (!path.startsWith(INTERACCION)) {
      oidc(req, res);
      return;
    }
    void (async () => {
      const { uid } = await provider.interactionDetails(req, res);
      const accion = `${INTERACCION}${uid}`;
      if (req.method !== 'POST') return pagina(res, 200, paginaEntrada(accion));
      const form = await leerFormulario(req);
      const usuario = form.get('usuario')?.trim() ?? '';
      if (!PERSONAL_DEMO[usuario] || !mismaClave(form.get('clave') ?? '', CLAVE_PERSONAL_DEMO))
        return pagina(
          res,
          401,
          paginaEntrada(accion, 'El usuario o la contraseña no son correctos.', usuario),
        );
      await provider.interactionFinished(
        req,
        res,
        { login: { accountId: usuario } },
        { mergeWithLastSubmission: false },
      );
    })().catch(() => {
      if (!res.headersSent) pagina(res, 400, paginaCaducada());
    });
  });

  return {
    emisor,
    cliente: CLIENTE,
    secreto,
    cerrar: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
