// Download URLs carry a one-document token as their last segment (SPEC §7); logs keep the path only.
const DOWNLOAD_PATH =
  /^(.*\/v1\/ac\/(?:polizas\/ccpp\/[^/]+|recibos\/[^/]+\/imprimir|polizas\/documento\/[^/]+|polizas-masc\/certificado-aseg\/[^/]+))\/[^/?]+/;

/** The URL as it may be logged: download tokens replaced and query strings dropped. */
export function redactUrl(url: string): string {
  const path = url.split('?')[0] ?? '';
  return path.replace(DOWNLOAD_PATH, '$1/[redacted]');
}
