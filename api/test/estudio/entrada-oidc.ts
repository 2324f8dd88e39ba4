import type { FastifyInstance } from 'fastify';
import { ESTUDIO_COOKIE, ESTUDIO_RUTAS } from '@area-cliente/shared/contract';

/** Cookies of one host, as a browser keeps them (name → value), from Set-Cookie lines. */
class Tarro {
  private readonly cookies = new Map<string, string>();
  guardar(lineas: readonly string[]) {
    for (const linea of lineas) {
      const [par] = linea.split(';');
      const igual = par!.indexOf('=');
      const nombre = par!.slice(0, igual).trim();
      const valor = par!.slice(igual + 1).trim();
      if (valor === '' || /max-age=0/i.test(linea)) this.cookies.delete(nombre);
      else this.cookies.set(nombre, valor);
    }
  }
  cabecera = () => [...this.cookies].map(([n, v]) => `${n}=${v}`).join('; ');
}

const setCookies = (h: string | string[] | number | undefined) =>
  h === undefined ? [] : Array.isArray(h) ? h : [String(h)];

/** The provider refused the sign-in form (its status and page). */
export class RechazoIdp extends Error {
  constructor(
    readonly status: number,
    readonly html: string,
  ) {
    super(`identity provider answered ${status}`);
  }
}

/**
 * A staff member's sign-in as a browser makes it: the studio's /entrar (by inject), the local
 * provider's authorize, its sign-in form and the resume (real HTTP on loopback), and the studio's
 * return (by inject). Answers the return's response and the staff cookie when one was set.
 */
export async function entrarEnEstudio(app: FastifyInstance, usuario: string, clave = 'Demo2024') {
  const estudio = new Tarro();
  const idp = new Tarro();
  const entrar = await app.inject({ method: 'GET', url: ESTUDIO_RUTAS.entrar });
  if (entrar.statusCode !== 302) throw new Error(`entrar: ${entrar.statusCode} ${entrar.body}`);
  estudio.guardar(setCookies(entrar.headers['set-cookie']));
  let url = new URL(String(entrar.headers.location));
  let formulario: Response | undefined;
  // authorize → interaction page → (form) → resume → back to the studio
  for (let paso = 0; paso < 8; paso++) {
    if (url.origin === 'http://localhost') break;
    const res = await fetch(url, { redirect: 'manual', headers: { cookie: idp.cabecera() } });
    idp.guardar(res.headers.getSetCookie());
    if (res.status === 200 && !formulario) {
      formulario = res;
      const html = await res.text();
      const accion = /action="([^"]+)"/.exec(html)?.[1];
      if (!accion) throw new Error('no sign-in form');
      const enviado = await fetch(new URL(accion, url), {
        method: 'POST',
        redirect: 'manual',
        headers: { cookie: idp.cabecera(), 'content-type': 'application/x-www-form-urlencoded' },
        body: new URLSearchParams({ usuario, clave }).toString(),
      });
      idp.guardar(enviado.headers.getSetCookie());
      if (enviado.status !== 303) throw new RechazoIdp(enviado.status, await enviado.text());
      url = new URL(enviado.headers.get('location')!, url);
      continue;
    }
    if (res.status < 300 || res.status >= 400)
      throw new Error(`idp ${url}: ${res.status} ${await res.text()}`);
    url = new URL(res.headers.get('location')!, url);
  }
  const vuelta = await app.inject({
    method: 'GET',
    url: `${url.pathname}${url.search}`,
    headers: { cookie: estudio.cabecera() },
  });
  estudio.guardar(setCookies(vuelta.headers['set-cookie']));
  const sesion = /ac_estudio=([^;]+)/.exec(estudio.cabecera())?.[1];
  return { vuelta, cookie: sesion ? `${ESTUDIO_COOKIE}=${sesion}` : undefined };
}
