/*
 * The customer's postal address (beyond SPEC). A Spanish postcode's first two digits are
 * its province's INE code, 01 to 52: the form and the API check the postcode against the province
 * chosen with this one rule.
 */
import type { Ramo } from './lineas';

/** The lines whose insured risk is an address (a home, a business): the address the policy shows. */
export const RAMOS_RIESGO_DIRECCION = ['HOG', 'NEG'] as const satisfies readonly Ramo[];

/** INE province codes and the names people read (official bilingual names where there are two). */
export const PROVINCIAS: Readonly<Record<string, string>> = {
  '01': 'Araba/Álava',
  '02': 'Albacete',
  '03': 'Alicante/Alacant',
  '04': 'Almería',
  '05': 'Ávila',
  '06': 'Badajoz',
  '07': 'Illes Balears',
  '08': 'Barcelona',
  '09': 'Burgos',
  '10': 'Cáceres',
  '11': 'Cádiz',
  '12': 'Castellón/Castelló',
  '13': 'Ciudad Real',
  '14': 'Córdoba',
  '15': 'A Coruña',
  '16': 'Cuenca',
  '17': 'Girona',
  '18': 'Granada',
  '19': 'Guadalajara',
  '20': 'Gipuzkoa',
  '21': 'Huelva',
  '22': 'Huesca',
  '23': 'Jaén',
  '24': 'León',
  '25': 'Lleida',
  '26': 'La Rioja',
  '27': 'Lugo',
  '28': 'Madrid',
  '29': 'Málaga',
  '30': 'Murcia',
  '31': 'Navarra',
  '32': 'Ourense',
  '33': 'Asturias',
  '34': 'Palencia',
  '35': 'Las Palmas',
  '36': 'Pontevedra',
  '37': 'Salamanca',
  '38': 'Santa Cruz de Tenerife',
  '39': 'Cantabria',
  '40': 'Segovia',
  '41': 'Sevilla',
  '42': 'Soria',
  '43': 'Tarragona',
  '44': 'Teruel',
  '45': 'Toledo',
  '46': 'Valencia/València',
  '47': 'Valladolid',
  '48': 'Bizkaia',
  '49': 'Zamora',
  '50': 'Zaragoza',
  '51': 'Ceuta',
  '52': 'Melilla',
};

/** The province codes in the order a list shows them (alphabetical by name). */
export const CODIGOS_PROVINCIA: readonly string[] = Object.keys(PROVINCIAS).sort((a, b) =>
  PROVINCIAS[a]!.localeCompare(PROVINCIAS[b]!, 'es'),
);

export const CODIGO_POSTAL_FORMATO = 'El código postal tiene 5 cifras, por ejemplo 28009';
export const PROVINCIA_REQUERIDA = 'Elige la provincia';

/** The province a postcode belongs to (its code), or null when it has no Spanish province. */
export function provinciaDeCodigoPostal(codPostal: string): string | null {
  const cp = codPostal.trim();
  if (!/^\d{5}$/.test(cp)) return null;
  const codigo = cp.slice(0, 2);
  return codigo in PROVINCIAS ? codigo : null;
}

/**
 * The postcode–province rule: null when `codPostal` is a Spanish postcode of the province `provincia`
 * (an INE code); otherwise the message the customer reads.
 */
export function validateCodigoPostal(codPostal: string, provincia: string): string | null {
  const cp = codPostal.trim();
  if (!/^\d{5}$/.test(cp)) return CODIGO_POSTAL_FORMATO;
  const deCp = provinciaDeCodigoPostal(cp);
  if (!deCp) {
    return `El código postal ${cp} no existe: sus dos primeras cifras deben ir de 01 a 52 (la provincia)`;
  }
  const elegida = PROVINCIAS[provincia];
  if (!elegida) return PROVINCIA_REQUERIDA;
  if (deCp !== provincia) {
    return `El código postal ${cp} es de ${PROVINCIAS[deCp]}, no de ${elegida}. Revisa el código postal o la provincia`;
  }
  return null;
}

/** The parts of a postal address as the customer writes them. */
export interface PartesDireccion {
  via: string;
  numero: string;
  pisoPuerta?: string | null;
  codPostal: string;
  poblacion: string;
  provincia: string;
}

/** The street line: 'Calle de Alcalá 120, 3º B'. */
export function lineaDireccion(d: Pick<PartesDireccion, 'via' | 'numero' | 'pisoPuerta'>): string {
  const calle = `${d.via.trim()} ${d.numero.trim()}`;
  const piso = d.pisoPuerta?.trim();
  return piso ? `${calle}, ${piso}` : calle;
}

/** The whole address on one line: 'Calle de Alcalá 120, 3º B, 28009 Madrid (Madrid)'. */
export function direccionCompleta(d: PartesDireccion): string {
  const provincia = PROVINCIAS[d.provincia] ?? d.provincia;
  const lugar = `${d.codPostal.trim()} ${d.poblacion.trim()}`;
  const conProvincia = d.poblacion.trim() === provincia ? lugar : `${lugar} (${provincia})`;
  return `${lineaDireccion(d)}, ${conProvincia}`;
}

/** Why a home or business policy's address is not in the change (the screen and the API say it). */
export const DIRECCION_RIESGO_NO_ONLINE =
  'La dirección asegurada forma parte del contrato de tu seguro, así que no se puede cambiar desde aquí. ' +
  'Para cambiarla, llama a tu oficina o pide que te llamemos y lo revisamos contigo.';
