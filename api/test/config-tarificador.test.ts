import { describe, expect, it } from 'vitest';
import { configFromEnv } from '../src/config';
import { demoTarificador } from '../src/demo/providers/tarificador';
import { httpTarificador } from '../src/providers/tarificador/http';
import type { PeticionTarificacion } from '../src/providers/tarificador';
import { PRODUCTION_ENV as PRODUCTION } from './production-env';

describe('the rating provider settings', () => {
  it('are required for a production start, each named when missing', () => {
    const { TARIFICADOR_URL: _url, TARIFICADOR_TOKEN: _token, ...sin } = PRODUCTION;
    expect(() => configFromEnv(sin)).toThrow(
      'Invalid environment: missing settings for a production start: TARIFICADOR_URL, TARIFICADOR_TOKEN (or DEMO=true for the demo)',
    );
    expect(configFromEnv(PRODUCTION).tarificador).toEqual({
      url: PRODUCTION.TARIFICADOR_URL,
      token: PRODUCTION.TARIFICADOR_TOKEN,
    });
  });

  it('take the rating over https only in production; the demo without one uses its table', () => {
    expect(() =>
      configFromEnv({ ...PRODUCTION, TARIFICADOR_URL: 'http://tarificador.example.com/api' }),
    ).toThrow('Invalid environment: TARIFICADOR_URL must be an https:// URL in production, not http:');
    expect(() => configFromEnv({ DEMO: 'true', TARIFICADOR_URL: 'http://127.0.0.1:9200/api' })).toThrow(
      /TARIFICADOR_TOKEN/,
    );
    expect(configFromEnv({ DEMO: 'true' }).tarificador).toBeUndefined();
  });
});

const conductora = { habitual: true, fecNacimiento: '1980-04-12', fecCarne: '1999-06-15' };
const estado = {
  vehiculo: { tipo: 'TURISMO' as const, marca: 'SEAT', modelo: 'León', version: null, uso: 'PARTICULAR' },
  conductores: [conductora],
  coberturas: ['Responsabilidad civil obligatoria', 'Daños propios'],
};
const peticion: PeticionTarificacion = {
  numPoliza: 'AUT-1',
  ramo: 'VEH',
  producto: 'Auto',
  efecto: '2026-11-29',
  primaActual: 412.35,
  actual: estado,
  propuesto: estado,
};

describe('the rating', () => {
  it('posts the proposed state with the bearer token and reads the premium, refusing odd answers', async () => {
    const calls: { url: string; init: RequestInit }[] = [];
    const answer = (body: unknown, status = 200) =>
      httpTarificador({
        url: 'https://tarificador.example.com/api/',
        token: 'token-0123456789abcdef',
        fetch: (url, init) => {
          calls.push({ url: String(url), init: init! });
          return Promise.resolve(new Response(JSON.stringify(body), { status }));
        },
      });
    await expect(answer({ primaAnual: 450.126 }).primaAnual(peticion)).resolves.toBe(450.13);
    expect(calls[0]!.url).toBe('https://tarificador.example.com/api/tarificaciones');
    expect((calls[0]!.init.headers as Record<string, string>).authorization).toBe(
      'Bearer token-0123456789abcdef',
    );
    expect(JSON.parse(calls[0]!.init.body as string)).toEqual(peticion);
    await expect(answer({ prima: 1 }).primaAnual(peticion)).rejects.toThrow('unexpected shape');
    await expect(answer({}, 503).primaAnual(peticion)).rejects.toThrow('HTTP 503');
  });

  it('in the demo, keeps an unchanged state’s premium and weighs a young driver, a cover and the use', async () => {
    const demo = demoTarificador();
    await expect(demo.primaAnual(peticion)).resolves.toBe(412.35);
    const joven = { habitual: false, fecNacimiento: '2004-01-01', fecCarne: '2023-01-01' };
    const conJoven = await demo.primaAnual({
      ...peticion,
      propuesto: { ...estado, conductores: [conductora, joven] },
    });
    const conOtro = await demo.primaAnual({
      ...peticion,
      propuesto: { ...estado, conductores: [conductora, { ...conductora, habitual: false }] },
    });
    expect(conJoven).toBeGreaterThan(conOtro);
    expect(conOtro).toBeGreaterThan(412.35);
    const conCobertura = await demo.primaAnual({
      ...peticion,
      propuesto: { ...estado, coberturas: [...estado.coberturas, 'Vehículo de sustitución'] },
    });
    expect(conCobertura).toBeGreaterThan(412.35);
    const taxi = await demo.primaAnual({
      ...peticion,
      propuesto: { ...estado, vehiculo: { ...estado.vehiculo, uso: 'TAXI' } },
    });
    expect(taxi).toBeGreaterThan(conCobertura);
  });
});
