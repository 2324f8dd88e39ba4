import { AUDIENCE_RULES, type Audience } from '@area-cliente/shared/campaign';

// The audience builder's model: a list of conditions, each one rule of the campaign's vocabulary
// (AUDIENCE_RULES in shared/src/domain/audiencia.ts) maybe negated, joined by all or any. An
// audience written otherwise (nested all/any) is kept and edited as text.

export type Regla = keyof typeof AUDIENCE_RULES;
export const REGLAS = Object.keys(AUDIENCE_RULES) as Regla[];

export type Condicion = { regla: Regla; valor: unknown; negada: boolean };
export type Modelo =
  { modo: 'todos' } | { modo: 'all' | 'any'; condiciones: Condicion[] } | { modo: 'texto'; texto: string };

/** The values a rule's picker offers, read from its schema; none for a free value (postcode, age). */
export function opcionesDe(regla: Regla): readonly string[] | 'booleano' | undefined {
  const schema = AUDIENCE_RULES[regla] as { type: string; options?: readonly string[] };
  if (schema.type === 'picklist') return schema.options;
  if (schema.type === 'boolean') return 'booleano';
  return undefined;
}

/** A new condition's starting value. */
export function valorInicial(regla: Regla): unknown {
  const opciones = opcionesDe(regla);
  if (opciones === 'booleano') return true;
  if (opciones) return opciones[0];
  return regla === 'age' ? { min: 18 } : '';
}

const esRegla = (clave: string): clave is Regla => clave in AUDIENCE_RULES;

function condicionDe(a: Audience): Condicion | undefined {
  if ('not' in a) {
    const dentro = condicionDe(a.not);
    return dentro && !dentro.negada ? { ...dentro, negada: true } : undefined;
  }
  const [clave] = Object.keys(a);
  if (!clave || !esRegla(clave)) return undefined;
  return { regla: clave, valor: (a as Record<string, unknown>)[clave], negada: false };
}

export function modeloDe(audiencia: Audience | undefined): Modelo {
  if (audiencia === undefined) return { modo: 'todos' };
  const lista = 'all' in audiencia ? audiencia.all : 'any' in audiencia ? audiencia.any : [audiencia];
  const condiciones = lista.map(condicionDe);
  if (condiciones.every((c): c is Condicion => c !== undefined))
    return { modo: 'any' in audiencia ? 'any' : 'all', condiciones };
  return { modo: 'texto', texto: JSON.stringify(audiencia, null, 2) };
}

const reglaDe = ({ regla, valor, negada }: Condicion): Audience => {
  const simple = { [regla]: valor } as Audience;
  return negada ? { not: simple } : simple;
};

/** The audience the model stands for; undefined is everyone. Text that does not read is kept as text. */
export function audienciaDe(modelo: Modelo): Audience | undefined | { texto: string } {
  if (modelo.modo === 'todos') return undefined;
  if (modelo.modo === 'texto') {
    try {
      return JSON.parse(modelo.texto) as Audience;
    } catch {
      return { texto: modelo.texto };
    }
  }
  const reglas = modelo.condiciones.map(reglaDe);
  if (reglas.length === 1) return reglas[0];
  return modelo.modo === 'all' ? { all: reglas } : { any: reglas };
}

/** How each rule reads in the builder. */
export const NOMBRES_REGLA: Record<Regla, string> = {
  client: 'Tipo de cliente',
  holder: 'Titular',
  holds: 'Tiene una póliza de',
  cover: 'Tiene la cobertura',
  postalCodePrefix: 'Su código postal empieza por',
  policiesInForce: 'Tiene pólizas en vigor',
  friendCodes: 'Tiene códigos de amigo',
  age: 'Edad',
  consent: 'Consentimiento comercial',
  flag: 'Marca de campaña',
};

const VALORES: Record<string, string> = {
  directo: 'directo',
  mediado: 'de mediador',
  persona: 'persona física',
  empresa: 'empresa',
  auto: 'coche',
  moto: 'moto',
  hogar: 'hogar',
  salud: 'salud',
  saludColaborador: 'salud con colaborador',
  saludPropia: 'salud propia',
  mascotas: 'mascotas',
  movilidad: 'movilidad',
  negocio: 'negocio',
  accidentes: 'accidentes',
  decesosPremium: 'decesos premium',
  asistenciaViaje: 'asistencia en viaje',
  asistenciaHogar: 'asistencia en el hogar',
  juridica: 'defensa jurídica',
  lunas: 'lunas',
  subsidio: 'subsidio',
  dado: 'dado',
  denegado: 'denegado',
  pendiente: 'pendiente',
};
export const nombreValor = (valor: string) => VALORES[valor] ?? valor;

/** "unos 1.240 clientes", or "menos de 20 clientes" below twenty (the API says no more then). */
export function textoAlcance(alcance: { clientes: number } | { menosDe20: true }): string {
  if ('menosDe20' in alcance) return 'menos de 20 clientes';
  return `unos ${new Intl.NumberFormat('es-ES', { useGrouping: 'always' } as Intl.NumberFormatOptions).format(alcance.clientes)} clientes`;
}
