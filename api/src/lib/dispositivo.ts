import { isIPv4, isIPv6 } from 'node:net';

/** Most specific first: Edge and Opera also say Chrome, Chrome also says Safari. */
const NAVEGADORES: readonly [RegExp, string][] = [
  [/\bEdgA?\//, 'Edge'],
  [/\b(OPR|Opera)\//, 'Opera'],
  [/\bSamsungBrowser\//, 'Samsung Internet'],
  [/\b(Firefox|FxiOS)\//, 'Firefox'],
  [/\b(Chrome|CriOS|Chromium)\//, 'Chrome'],
  [/\bVersion\/[\d.]+.*\bSafari\//, 'Safari'],
];

/** iPad and iPhone before Mac, Android before Linux (Android says Linux too). */
const SISTEMAS: readonly [RegExp, string][] = [
  [/\biPad\b/, 'iPad'],
  [/\biPhone\b/, 'iPhone'],
  [/\bAndroid\b/, 'Android'],
  [/\bCrOS\b/, 'ChromeOS'],
  [/\bWindows\b/, 'Windows'],
  [/\bMacintosh\b/, 'Mac'],
  [/\bLinux\b/, 'Linux'],
];

/** Long enough for any real User-Agent; a longer header is not read further. */
const UA_MAX = 512;

const primero = (ua: string, lista: readonly [RegExp, string][]) =>
  lista.find(([patron]) => patron.test(ua))?.[1];

/**
 * A coarse, readable label of the device a session was opened from ('Chrome en Android'): only the
 * browser family and the system, never versions, so the label says little about the person. null when
 * the User-Agent says neither.
 */
export function dispositivoDe(userAgent: string | undefined): string | null {
  const ua = (userAgent ?? '').slice(0, UA_MAX);
  const navegador = primero(ua, NAVEGADORES);
  const sistema = primero(ua, SISTEMAS);
  if (navegador && sistema) return `${navegador} en ${sistema}`;
  return navegador ?? (sistema ? `Navegador en ${sistema}` : null);
}

/** The eight groups of an IPv6 address ('::' expanded), lowercase, without a zone. */
function gruposIpv6(ip: string): string[] {
  const [cabeza = '', cola] = ip.split('%')[0]!.toLowerCase().split('::');
  const partes = (texto: string) => (texto ? texto.split(':') : []);
  if (cola === undefined) return partes(cabeza);
  const delante = partes(cabeza);
  const detras = partes(cola);
  return [...delante, ...Array<string>(8 - delante.length - detras.length).fill('0'), ...detras];
}

/**
 * Where a session was opened from, as far as the API can say without a GeoIP database: the IP with
 * its host part hidden ('192.168.1.x'; IPv6 keeps its first three groups, '2001:db8:85a3:x'), enough
 * to tell home from elsewhere without handing out the address. null when there is no valid IP.
 */
export function lugarDeIp(ip: string | null): string | null {
  if (!ip) return null;
  const mapeada = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(ip)?.[1];
  const v4 = mapeada ?? ip;
  if (isIPv4(v4)) return `${v4.split('.').slice(0, 3).join('.')}.x`;
  if (!isIPv6(ip)) return null;
  const grupos = gruposIpv6(ip).map((g) => g.replace(/^0+(?=.)/, ''));
  return `${grupos.slice(0, 3).join(':')}:x`;
}

/**
 * The network a client address stands for, as the real-user signals count clients: an IPv4 address,
 * or an IPv6 /64 (one subscriber's whole prefix, which one home or one server can spread across at will).
 */
export function redDeIp(ip: string): string {
  const v4 = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(ip)?.[1] ?? ip;
  if (!isIPv6(ip) || v4 !== ip) return v4;
  return `${gruposIpv6(ip)
    .slice(0, 4)
    .map((g) => g.replace(/^0+(?=.)/, ''))
    .join(':')}::/64`;
}
