import type { PolizaBase } from '@area-cliente/shared/contract';

/** Static documents (general conditions, assistance booklets) linked from a policy's documentation. */
export type DocumentoEnlace = { titulo: string; url: string };

/** SPEC §6 / §9 thresholds, as numeric dates. */
const UMBRAL_CCGG_VEH = 20250101;
const UMBRAL_CCGG_HOGAR = 20240318;
const UMBRAL_EXTRAS_HOGAR = 20210601;

export type LineaDocumentos =
  'autos' | 'moto' | 'hogar' | 'decesos' | 'salud' | 'movilidad' | 'negocio' | 'accidentes' | 'mascotas';

/** A document under the configured documents address (GET /v1/ac/enlaces, `documentos`). */
type Doc = (titulo: string, fichero: string) => DocumentoEnlace;
const anterior = (version: number | null, umbral: number) => version !== null && version < umbral;

/** Travel assistance booklet by level: ORO or MOTO share one, PLATINO has its own. */
function asistenciaViaje(doc: Doc, nivel: string | null): DocumentoEnlace[] {
  const n = (nivel ?? '').toUpperCase();
  if (n.includes('PLATINO')) return [doc('Asistencia en viaje Platino', 'asistencia/viaje-platino.pdf')];
  if (n.includes('ORO') || n.includes('MOTO'))
    return [doc('Asistencia en viaje Oro y Moto', 'asistencia/viaje-oro-moto.pdf')];
  return [];
}

/**
 * The documents of a policy chosen by its general-conditions version, use and covers (SPEC §6), under
 * the deployment's documents address; none while that address is unknown or not configured.
 */
export function documentosPorVersion(
  linea: LineaDocumentos,
  p: PolizaBase,
  base: string | null,
): DocumentoEnlace[] {
  if (!base) return [];
  const doc: Doc = (titulo, fichero) => ({ titulo, url: `${base}/${fichero}` });
  switch (linea) {
    case 'autos':
    case 'moto': {
      const vehiculo = linea === 'moto' ? 'moto' : 'auto';
      const ccgg = anterior(p.versionCCGGVeh, UMBRAL_CCGG_VEH)
        ? doc('Condiciones generales (versión anterior a 2025)', `ccgg/${vehiculo}-2019.pdf`)
        : (p.uso ?? '').toUpperCase() === 'TAXI'
          ? doc('Condiciones generales Taxi', 'ccgg/auto-taxi-2025.pdf')
          : doc('Condiciones generales', `ccgg/${vehiculo}-2025.pdf`);
      const extras: DocumentoEnlace[] = [];
      if (p.tieneDefensaMultas) extras.push(doc('Defensa de multas', 'coberturas/defensa-multas.pdf'));
      if (p.tieneAJT)
        extras.push(doc('Asistencia jurídica telefónica', 'coberturas/asistencia-juridica.pdf'));
      if (p.tieneSubsidioParalizacion)
        extras.push(doc('Subsidio por paralización', 'coberturas/subsidio-paralizacion.pdf'));
      return [ccgg, ...asistenciaViaje(doc, p.asistenciaViaje), ...extras];
    }
    case 'hogar': {
      const docs = [
        anterior(p.versionCCGG, UMBRAL_CCGG_HOGAR)
          ? p.ulrCCGGHog
            ? { titulo: 'Condiciones generales', url: p.ulrCCGGHog }
            : doc('Condiciones generales (versión anterior a 2024)', 'ccgg/hogar-2020.pdf')
          : doc('Condiciones generales', 'ccgg/hogar-2024.pdf'),
      ];
      // Older home policies carry these covers in booklets of their own.
      if (anterior(p.versionCCGG, UMBRAL_EXTRAS_HOGAR)) {
        if (p.tieneAmigoManitas) docs.push(doc('Amigo Manitas', 'coberturas/amigo-manitas.pdf'));
        if (p.tieneAsistenciaDomicilaria)
          docs.push(doc('Asistencia domiciliaria', 'coberturas/asistencia-domiciliaria.pdf'));
      }
      return docs;
    }
    default:
      return [doc('Condiciones generales', `ccgg/${linea}.pdf`), ...asistenciaViaje(doc, p.asistenciaViaje)];
  }
}
