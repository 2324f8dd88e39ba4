import type { FastifyInstance, FastifyReply } from 'fastify';
import { ESTUDIO_RUTAS, type EstudioYo, type RolEstudio } from '@area-cliente/shared/contract';
import { callerOf } from '../lib/caller';
import {
  cookieEntrada,
  cookieSesionEstudio,
  entradaDe,
  sinEntrada,
  sinSesionEstudio,
  tokenEstudio,
} from '../lib/estudio-cookies';
import { estudioDe, exigeEstudio } from '../plugins/estudio-guarda';
import { ENTRADA_ESTUDIO_MS, SESION_ESTUDIO_MS } from '../services/estudio-sesion';

const paginaError = (reply: FastifyReply, status: number, titulo: string, texto: string) =>
  reply
    .code(status)
    .header('Cache-Control', 'no-store')
    .type('text/html; charset=utf-8')
    .send(
      `<!doctype html><html lang="es"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>${titulo}</title></head>` +
        `<body><main><h1>${titulo}</h1><p>${texto}</p><p><a href="/estudio/">Volver al estudio</a></p></main></body></html>`,
    );

/** Staff sign-in to the studio (OpenID Connect), sign-out and who is signed in. */
export default async function estudioAuthRoutes(app: FastifyInstance) {
  const segura = app.config.estudio.cookieSegura;

  app.get(ESTUDIO_RUTAS.entrar, async (request, reply) => {
    let entrada;
    try {
      entrada = await app.services.estudioSesion.entrar();
    } catch (error) {
      request.log.error({ err: error }, 'Identity provider unavailable');
      return paginaError(
        reply,
        503,
        'No se puede entrar ahora',
        'El servicio de identidad de la empresa no responde. Inténtalo de nuevo en unos minutos.',
      );
    }
    return reply
      .header('Set-Cookie', cookieEntrada(entrada.pendiente, ENTRADA_ESTUDIO_MS / 1000, segura))
      .header('Cache-Control', 'no-store')
      .redirect(entrada.url, 302);
  });

  app.get(ESTUDIO_RUTAS.vuelta, async (request, reply) => {
    const url = new URL(request.url, app.config.estudio.urlPublica);
    const vuelta = await app.services.estudioSesion.vuelta(callerOf(request), url, entradaDe(request));
    reply.header('Set-Cookie', sinEntrada(segura));
    if (!vuelta.ok) {
      return vuelta.motivo === 'sin_rol'
        ? paginaError(
            reply,
            403,
            'No tienes acceso al estudio',
            'Tu usuario no pertenece a ninguno de los grupos del estudio (editor, publicador o atención). Pide acceso a tu responsable.',
          )
        : paginaError(reply, 403, 'La entrada ha caducado', 'Vuelve al estudio y entra de nuevo.');
    }
    return reply
      .header('Set-Cookie', [
        sinEntrada(segura),
        cookieSesionEstudio(vuelta.token, SESION_ESTUDIO_MS / 1000, segura),
      ])
      .header('Cache-Control', 'no-store')
      .redirect('/estudio/', 302);
  });

  app.post(ESTUDIO_RUTAS.salir, { preHandler: exigeEstudio() }, async (request, reply) => {
    const token = tokenEstudio(request);
    if (token) await app.services.estudioSesion.salir(token);
    return reply.header('Set-Cookie', sinSesionEstudio(segura)).code(204).send();
  });

  app.get(ESTUDIO_RUTAS.yo, { preHandler: exigeEstudio() }, async (request) => {
    const { usuario, nombre, roles } = estudioDe(request);
    return { usuario, nombre, roles: roles as RolEstudio[] } satisfies EstudioYo;
  });
}
