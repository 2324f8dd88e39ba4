import { describe, expect, it } from 'vitest';
import { configFromEnv } from '../src/config';
import { origenTeselas } from '../src/config/mapa';
import { PRODUCTION_ENV as PRODUCTION } from './production-env';

describe("the roadside map's tile settings", () => {
  it('are required for a production start, each named when missing', () => {
    const { MAPA_TESELAS_URL: _url, MAPA_ATRIBUCION: _credito, ...sin } = PRODUCTION;
    expect(() => configFromEnv(sin)).toThrow(
      'Invalid environment: MAPA_TESELAS_URL is required; MAPA_ATRIBUCION is required',
    );
    expect(() => configFromEnv({ ...sin, MAPA_TESELAS_URL: PRODUCTION.MAPA_TESELAS_URL })).toThrow(
      /^Invalid environment: MAPA_ATRIBUCION is required/,
    );
    expect(configFromEnv(PRODUCTION).mapa).toEqual({
      teselas: 'https://teselas.example.com/{z}/{x}/{y}.png',
      atribucion: '© colaboradores de OpenStreetMap',
    });
  });

  it('take an https tile template with {z}, {x} and {y} on one host, naming the setting otherwise', () => {
    const con =
      (MAPA_TESELAS_URL: string, extra: Record<string, string> = {}) =>
      () =>
        configFromEnv({ ...PRODUCTION, MAPA_TESELAS_URL, ...extra });
    expect(con('http://teselas.example.com/{z}/{x}/{y}.png')).toThrow(
      'Invalid environment: MAPA_TESELAS_URL must be an https:// URL in production',
    );
    expect(con('https://teselas.example.com/{z}/{x}.png')).toThrow('MAPA_TESELAS_URL must contain {y}');
    expect(con('https://{s}.tile.example.com/{z}/{x}/{y}.png')).toThrow(
      'MAPA_TESELAS_URL may only use {z}, {x} and {y}',
    );
    expect(con('teselas/{z}/{x}/{y}.png')).toThrow('MAPA_TESELAS_URL must be a URL');
    expect(con('https://user:clave@teselas.example.com/{z}/{x}/{y}.png')).toThrow(
      /must not carry credentials/,
    );
    expect(con(PRODUCTION.MAPA_TESELAS_URL, { MAPA_ATRIBUCION: 'x'.repeat(201) })).toThrow(
      'MAPA_ATRIBUCION must be at most 200 characters',
    );
  });

  it('in the demo default to its own tiles, and take http too', () => {
    expect(configFromEnv({ DEMO: 'true' }).mapa.teselas).toBe('/area-cliente/demo/teselas/{z}/{x}/{y}.svg');
    const local = { DEMO: 'true', MAPA_TESELAS_URL: 'http://127.0.0.1:8081/{z}/{x}/{y}.png' };
    expect(() => configFromEnv(local)).toThrow('MAPA_ATRIBUCION is required');
    expect(configFromEnv({ ...local, MAPA_ATRIBUCION: 'Local' }).mapa.teselas).toBe(local.MAPA_TESELAS_URL);
  });

  it("give the page's CSP the tile server's origin, and none for the demo's own tiles", () => {
    expect(origenTeselas(configFromEnv(PRODUCTION).mapa)).toEqual(['https://teselas.example.com']);
    expect(origenTeselas(configFromEnv({ DEMO: 'true' }).mapa)).toEqual([]);
  });
});
