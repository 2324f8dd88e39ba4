import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { appConfigFromEnv, writeAppConfig } from './lib/config.mjs';

const PRODUCTION = {
  MARCA_NOMBRE: 'Seguros Ejemplo',
  MARCA_RAZON_SOCIAL: 'Seguros Ejemplo, S.A.',
  MARCA_LOGO: 'https://cdn.segurosejemplo.es/logo.svg',
  TELEFONO_GRATUITO: '900 100 200',
  TELEFONO_NORMAL: '910 100 200',
  URL_AVISO_LEGAL: 'https://www.segurosejemplo.es/aviso-legal',
  URL_PRIVACIDAD: 'https://www.segurosejemplo.es/privacidad',
  URL_COOKIES: 'https://www.segurosejemplo.es/cookies',
  URL_ACCESIBILIDAD: 'https://www.segurosejemplo.es/accesibilidad',
  DEFENSOR_CLIENTE_NOMBRE: 'Defensor del Cliente de Seguros Ejemplo',
  DEFENSOR_CLIENTE_DIRECCION: 'Calle Mayor 1, 28013 Madrid',
  DEFENSOR_CLIENTE_EMAIL: 'defensor@segurosejemplo.es',
  DEFENSOR_CLIENTE_WEB: 'https://www.segurosejemplo.es/defensor-del-cliente',
};

describe('config.json', () => {
  let dir: string | undefined;
  afterEach(() => dir && rmSync(dir, { recursive: true, force: true }));

  it('in production takes the brand, phones and legal pages from the settings', () => {
    const config = appConfigFromEnv({ ...PRODUCTION, MARCA_COLOR_PRIMARIO: '#7a1f3d' }, { demo: false });
    expect(config.marca).toMatchObject({ nombre: 'Seguros Ejemplo', colorPrimario: '#7a1f3d' });
    expect(config.urlAccesibilidad).toBe('https://www.segurosejemplo.es/accesibilidad');
    expect(config.demo).toBe(false);
  });

  it('in production refuses a config without the brand, naming every missing setting', () => {
    const { MARCA_NOMBRE: _n, MARCA_LOGO: _l, ...sinMarca } = PRODUCTION;
    expect(() => appConfigFromEnv(sinMarca, { demo: false })).toThrow(
      'config.json needs these settings: MARCA_NOMBRE, MARCA_LOGO',
    );
    expect(() => appConfigFromEnv({}, { demo: false })).toThrow(/MARCA_RAZON_SOCIAL.*URL_ACCESIBILIDAD/);
  });

  it('in production refuses a config without the customer ombudsman, naming each setting', () => {
    const { DEFENSOR_CLIENTE_NOMBRE: _n, DEFENSOR_CLIENTE_EMAIL: _e, ...sinDefensor } = PRODUCTION;
    expect(() => appConfigFromEnv(sinDefensor, { demo: false })).toThrow(
      'config.json needs these settings: DEFENSOR_CLIENTE_NOMBRE, DEFENSOR_CLIENTE_EMAIL',
    );
    expect(appConfigFromEnv(PRODUCTION, { demo: false }).defensorCliente).toEqual({
      nombre: 'Defensor del Cliente de Seguros Ejemplo',
      direccion: 'Calle Mayor 1, 28013 Madrid',
      email: 'defensor@segurosejemplo.es',
      web: 'https://www.segurosejemplo.es/defensor-del-cliente',
    });
  });

  it('refuses a colour that is not #rrggbb', () => {
    expect(() => appConfigFromEnv({ ...PRODUCTION, MARCA_COLOR_ACENTO: 'red' }, { demo: false })).toThrow(
      'MARCA_COLOR_ACENTO',
    );
  });

  it('refuses a value the schema does not accept, naming its field and setting, and writes nothing', () => {
    dir = mkdtempSync(join(tmpdir(), 'ac-config-'));
    const env = {
      ...PRODUCTION,
      DEFENSOR_CLIENTE_EMAIL: 'defensor en segurosejemplo.es',
      REDES_SOCIALES: JSON.stringify([{ nombre: 'X' }]),
    };
    expect(() => writeAppConfig(dir!, { demo: false, env })).toThrow('config.json not written');
    const message = () => {
      try {
        appConfigFromEnv(env, { demo: false });
        return 'written';
      } catch (error) {
        return (error as Error).message;
      }
    };
    expect(message()).toMatch(/\n {2}defensorCliente\.email \(DEFENSOR_CLIENTE_EMAIL\): Invalid email/);
    expect(message()).toMatch(/\n {2}redesSociales\.0\.url \(REDES_SOCIALES\): Invalid key/);
    expect(existsSync(join(dir, 'config.json'))).toBe(false);
    expect(() => appConfigFromEnv({ ...PRODUCTION, REDES_SOCIALES: '[{' }, { demo: false })).toThrow(
      'REDES_SOCIALES must be a JSON array',
    );
  });

  it('in the demo writes the invented brand, its logo and legal pages, and no example.com', () => {
    dir = mkdtempSync(join(tmpdir(), 'ac-config-'));
    const config = writeAppConfig(dir, { demo: true, env: {} });
    expect(config.marca.nombre).toBe('Mutua Horizonte');
    expect(config.demo).toBe(true);
    expect(JSON.stringify(config)).not.toContain('example.com');
    expect(readFileSync(join(dir, 'marca', 'logo.svg'), 'utf8')).toContain('<svg');
    expect(readFileSync(join(dir, 'marca', 'aviso-legal.html'), 'utf8')).toContain('Aviso legal');
    expect(JSON.parse(readFileSync(join(dir, 'config.json'), 'utf8'))).toEqual(config);
  });
});
