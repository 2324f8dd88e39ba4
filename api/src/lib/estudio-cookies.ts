import type { FastifyRequest } from 'fastify';
import { ESTUDIO_COOKIE } from '@area-cliente/shared/contract';

/** The sign-in's round trip (state, nonce, PKCE verifier, signed), for the return path only. */
const COOKIE_ENTRADA = 'ac_estudio_entrada';

/** A cookie the browser sent, or undefined. */
function cookieDe(request: FastifyRequest, nombre: string): string | undefined {
  for (const part of (request.headers.cookie ?? '').split(';')) {
    const igual = part.indexOf('=');
    if (igual > 0 && part.slice(0, igual).trim() === nombre) return part.slice(igual + 1).trim();
  }
  return undefined;
}

const atributos = (path: string, segura: boolean, maxAgeS: number) =>
  `Path=${path}; Max-Age=${maxAgeS}; HttpOnly; SameSite=Lax${segura ? '; Secure' : ''}`;

/**
 * The staff session: HttpOnly, for /estudio only (the customer area never receives it), Lax so the
 * provider's redirect back carries it. Secure everywhere but the demo on http://localhost.
 */
export const cookieSesionEstudio = (token: string, maxAgeS: number, segura: boolean) =>
  `${ESTUDIO_COOKIE}=${token}; ${atributos('/estudio', segura, maxAgeS)}`;
export const sinSesionEstudio = (segura: boolean) =>
  `${ESTUDIO_COOKIE}=; ${atributos('/estudio', segura, 0)}`;

export const tokenEstudio = (request: FastifyRequest) => cookieDe(request, ESTUDIO_COOKIE);

export const cookieEntrada = (valor: string, maxAgeS: number, segura: boolean) =>
  `${COOKIE_ENTRADA}=${valor}; ${atributos('/estudio/auth', segura, maxAgeS)}`;
export const sinEntrada = (segura: boolean) => `${COOKIE_ENTRADA}=; ${atributos('/estudio/auth', segura, 0)}`;
export const entradaDe = (request: FastifyRequest) => cookieDe(request, COOKIE_ENTRADA);
