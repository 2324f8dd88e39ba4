import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { currentRelease, keptReleases, releaseOf, roturas } from './lib/contract-compat';
import { REMOTES, repoRoot, SHELL } from './lib/workspace.mjs';

const APPS = [SHELL, ...REMOTES].map((a) => a.dir);

/** One call answering `data`, as a release that remote-portfolio built against. */
const release = (data: v.GenericSchema) =>
  releaseOf(
    { preferenciasAvisos: { method: 'GET', path: '/v1/ac/cliente/avisos', data } },
    {
      'remote-portfolio': ['preferenciasAvisos'],
      'remote-offers': [],
    },
  );

const EVENTOS = v.picklist(['SINIESTRO_ESTADO', 'CAMBIO_DATOS']);
const antes = release(
  v.object({
    preferencias: v.array(v.object({ evento: EVENTOS, activo: v.boolean(), nota: v.optional(v.string()) })),
  }),
);
const hoy = (fila: v.ObjectEntries) =>
  roturas('2026-11-01-x.json', antes, release(v.object({ preferencias: v.array(v.object(fila)) })));

describe('released contracts', () => {
  it("keeps today's contract, so later answers are checked against what its builds read", async () => {
    const actual = await currentRelease(repoRoot, APPS);
    expect(
      keptReleases(repoRoot).map((k) => k.release.hash),
      'the contract changed: run `pnpm contract:release` and commit shared/contract-releases/',
    ).toContain(actual.hash);
  });

  it('answers today what every build of a kept contract can read', async () => {
    const actual = await currentRelease(repoRoot, APPS);
    const rotas = keptReleases(repoRoot).flatMap((k) => roturas(k.nombre, k.release, actual));
    expect(
      rotas.map((r) => `${r.release} ${r.call} (${r.apps.join(', ')}): ${r.problemas.join('; ')}`),
    ).toEqual([]);
  });

  it('names the remote a new picklist value would break, and what breaks', () => {
    expect(
      hoy({
        evento: v.picklist(['SINIESTRO_ESTADO', 'CAMBIO_DATOS', 'FIRMA_DOCUMENTO']),
        activo: v.boolean(),
      }),
    ).toEqual([
      {
        release: '2026-11-01-x.json',
        call: 'preferenciasAvisos',
        apps: ['remote-portfolio'],
        problemas: ['preferencias[].evento: valor nuevo "FIRMA_DOCUMENTO"'],
      },
    ]);
    expect(hoy({ evento: v.string(), activo: v.boolean() })[0]?.problemas).toEqual([
      'preferencias[].evento: hoy admite cualquier valor; antes, solo SINIESTRO_ESTADO, CAMBIO_DATOS',
    ]);
  });

  it('refuses a field dropped, made optional or nullable, or of another type', () => {
    expect(hoy({ evento: EVENTOS })[0]?.problemas).toEqual(['preferencias[].activo: ya no se envía']);
    expect(hoy({ evento: EVENTOS, activo: v.optional(v.boolean()) })[0]?.problemas).toEqual([
      'preferencias[].activo: ahora puede faltar',
    ]);
    expect(hoy({ evento: EVENTOS, activo: v.nullable(v.boolean()) })[0]?.problemas).toEqual([
      'preferencias[].activo: hoy puede ser null; antes, boolean',
    ]);
    expect(hoy({ evento: EVENTOS, activo: v.string() })[0]?.problemas).toEqual([
      'preferencias[].activo: hoy puede ser string; antes, boolean',
    ]);
  });

  it('lets the API add fields, narrow a value or drop an optional one', () => {
    expect(hoy({ evento: v.picklist(['CAMBIO_DATOS']), activo: v.boolean(), nuevo: v.number() })).toEqual([]);
    expect(hoy({ evento: v.literal('CAMBIO_DATOS'), activo: v.boolean() })).toEqual([]);
  });
});
