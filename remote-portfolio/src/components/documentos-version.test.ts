import type { PolizaBase } from '@area-cliente/shared/contract';
import { documentosPorVersion as conBase, type LineaDocumentos } from './documentos-version';

const DOCUMENTOS_BASE = 'https://documentos.example.com/ac';
const documentosPorVersion = (linea: LineaDocumentos, p: PolizaBase) => conBase(linea, p, DOCUMENTOS_BASE);

const base = {
  versionCCGG: null,
  versionCCGGVeh: null,
  ulrCCGGHog: null,
  uso: 'PARTICULAR',
  asistenciaViaje: null,
  tieneAJT: false,
  tieneDefensaMultas: false,
  tieneSubsidioParalizacion: false,
  tieneAmigoManitas: false,
  tieneAsistenciaDomicilaria: false,
} as unknown as PolizaBase;
const poliza = (p: Partial<PolizaBase>) => ({ ...base, ...p }) as PolizaBase;
const titulos = (...args: Parameters<typeof documentosPorVersion>) =>
  documentosPorVersion(...args).map((d) => d.titulo);

describe('documentosPorVersion', () => {
  it('cars below 20250101 link the older general conditions; taxis have their own', () => {
    expect(documentosPorVersion('autos', poliza({ versionCCGGVeh: 20241231 }))[0]?.url).toBe(
      `${DOCUMENTOS_BASE}/ccgg/auto-2019.pdf`,
    );
    expect(documentosPorVersion('autos', poliza({ versionCCGGVeh: 20250101 }))[0]?.url).toBe(
      `${DOCUMENTOS_BASE}/ccgg/auto-2025.pdf`,
    );
    expect(titulos('autos', poliza({ versionCCGGVeh: 20250101, uso: 'TAXI' }))[0]).toBe(
      'Condiciones generales Taxi',
    );
  });

  it('travel assistance by level: ORO or MOTO versus PLATINO', () => {
    expect(titulos('autos', poliza({ asistenciaViaje: 'ASISTENCIA ORO' }))).toContain(
      'Asistencia en viaje Oro y Moto',
    );
    expect(titulos('moto', poliza({ asistenciaViaje: 'ASISTENCIA MOTO' }))).toContain(
      'Asistencia en viaje Oro y Moto',
    );
    expect(titulos('autos', poliza({ asistenciaViaje: 'asistencia platino' }))).toContain(
      'Asistencia en viaje Platino',
    );
    expect(titulos('autos', poliza({}))).toEqual(['Condiciones generales']);
  });

  it('home: own conditions URL below 20240318, extras only below 20210601', () => {
    const extras = {
      tieneAmigoManitas: true,
      tieneAsistenciaDomicilaria: true,
      ulrCCGGHog: 'https://x.example/h.pdf',
    };
    expect(documentosPorVersion('hogar', poliza({ ...extras, versionCCGG: 20200115 }))).toEqual([
      { titulo: 'Condiciones generales', url: 'https://x.example/h.pdf' },
      { titulo: 'Amigo Manitas', url: `${DOCUMENTOS_BASE}/coberturas/amigo-manitas.pdf` },
      { titulo: 'Asistencia domiciliaria', url: `${DOCUMENTOS_BASE}/coberturas/asistencia-domiciliaria.pdf` },
    ]);
    expect(titulos('hogar', poliza({ ...extras, versionCCGG: 20210601 }))).toEqual(['Condiciones generales']);
    expect(documentosPorVersion('hogar', poliza({ ...extras, versionCCGG: 20240318 }))[0]?.url).toBe(
      `${DOCUMENTOS_BASE}/ccgg/hogar-2024.pdf`,
    );
  });

  it('links no static document while the documents address is unknown or not configured', () => {
    expect(conBase('autos', poliza({ versionCCGGVeh: 20250101 }), null)).toEqual([]);
  });
});
