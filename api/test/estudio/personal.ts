import { ESTUDIO_COOKIE, type RolEstudio } from '@area-cliente/shared/contract';
import { abrirSesionEstudio } from '../../src/repositories/estudio-sesiones';
import type { TestApp } from '../helpers';

type Peticion = {
  method: 'GET' | 'POST' | 'PUT';
  url: string;
  payload?: object | Buffer;
  headers?: Record<string, string>;
};

/**
 * The studio's staff in an API test: `abrir` opens each one's session straight in the database (an
 * hour long, no sign-in), `como` makes a request as one of them, with the staff cookie and, on a
 * write, the X-Estudio header the studio's host sends against CSRF.
 */
export function personalEstudio() {
  let t: TestApp | undefined;
  const cookies = new Map<string, string>();
  const cookie = (quien: string) => cookies.get(quien)!;
  return {
    async abrir(app: TestApp, personal: Record<string, readonly RolEstudio[]>) {
      t = app;
      const expira = new Date(app.clock.now().getTime() + 3_600_000);
      for (const [usuario, roles] of Object.entries(personal)) {
        const token = await abrirSesionEstudio(
          app.db,
          { usuario, nombre: usuario, roles },
          app.clock.now(),
          expira,
        );
        cookies.set(usuario, `${ESTUDIO_COOKIE}=${token}`);
      }
    },
    cookie,
    como: (quien: string, opts: Peticion) =>
      t!.app.inject({
        ...opts,
        headers: {
          cookie: cookie(quien),
          ...(opts.method !== 'GET' ? { 'x-estudio': '1' } : {}),
          ...opts.headers,
        },
      }),
  };
}
