import type * as v from 'valibot';

// A card kind's form is generated from its schema in the campaign contract (CARD_DATA_SCHEMAS): the
// walk below turns each entry into a field, so a field marketing can fill is exactly one the
// publish step accepts, and a kind or field added to the contract shows up here with no studio change.

/** One field of a generated form; `clave` is its key in its object (or its index in a list). */
export type Campo =
  | { tipo: 'texto'; clave: string; opcional: boolean; max?: number; imagen: boolean; url: boolean }
  | { tipo: 'opcion'; clave: string; opcional: boolean; opciones: string[] }
  | { tipo: 'grupo'; clave: string; opcional: boolean; campos: Campo[] }
  | { tipo: 'lista'; clave: string; opcional: boolean; item: Campo; min: number; max: number };

type Esquema = v.GenericSchema & {
  wrapped?: Esquema;
  entries?: Record<string, Esquema>;
  item?: Esquema;
  options?: readonly unknown[];
  pipe?: readonly { type: string; requirement?: unknown }[];
};

const requisito = (schema: Esquema, tipo: string) =>
  schema.pipe?.find((action) => action.type === tipo)?.requirement;

/** A file name of the campaign's folder: its regex names the image types it takes. */
const esImagen = (schema: Esquema) =>
  schema.pipe?.some(
    (action) =>
      action.type === 'regex' &&
      action.requirement instanceof RegExp &&
      /png/.test(action.requirement.source),
  ) ?? false;

/** A web address: its pipe checks it is one. */
const esUrl = (schema: Esquema) => schema.pipe?.some((action) => action.type === 'url') ?? false;

/** The field a schema entry becomes. */
function campoDe(clave: string, schema: Esquema, opcional = false): Campo {
  if (schema.type === 'optional' && schema.wrapped) return campoDe(clave, schema.wrapped, true);
  if ((schema.type === 'strict_object' || schema.type === 'object') && schema.entries) {
    return { tipo: 'grupo', clave, opcional, campos: camposDe(schema.entries) };
  }
  if (schema.type === 'array' && schema.item) {
    const min = requisito(schema, 'min_length');
    const max = requisito(schema, 'max_length');
    return {
      tipo: 'lista',
      clave,
      opcional,
      item: campoDe('', schema.item),
      min: typeof min === 'number' ? min : 0,
      max: typeof max === 'number' ? max : 20,
    };
  }
  if (schema.type === 'picklist' && schema.options) {
    return { tipo: 'opcion', clave, opcional, opciones: schema.options.map(String) };
  }
  const max = requisito(schema, 'max_length');
  return {
    tipo: 'texto',
    clave,
    opcional,
    imagen: esImagen(schema),
    url: esUrl(schema),
    ...(typeof max === 'number' ? { max } : {}),
  };
}

/** The fields of an object schema's entries, in the schema's order. */
export const camposDe = (entries: Record<string, Esquema>): Campo[] =>
  Object.entries(entries).map(([clave, schema]) => campoDe(clave, schema));

/** A new, empty value for a field: what an added list item or a fresh card starts with. */
export function vacio(campo: Campo): unknown {
  switch (campo.tipo) {
    case 'texto':
      return '';
    case 'opcion':
      return campo.opciones[0] ?? '';
    case 'grupo':
      return Object.fromEntries(campo.campos.filter((c) => !c.opcional).map((c) => [c.clave, vacio(c)]));
    case 'lista':
      return Array.from({ length: campo.min }, () => vacio(campo.item));
  }
}

/** How the form names each key of the campaign's cards, in words a marketer reads. */
const ETIQUETAS: Record<string, string> = {
  titulo: 'Título',
  texto: 'Texto',
  horario: 'Horario',
  imagen: 'Imagen',
  imagenAlt: 'Texto alternativo de la imagen',
  condicionesLabel: 'Texto de la casilla de condiciones',
  condiciones: 'Enlace a las condiciones',
  sorteo: 'Código del sorteo',
  ventajas: 'Ventajas',
  destacados: 'Destacados',
  calculadora: 'Enlace a la calculadora',
  destacado: 'Destacado',
  promos: 'Promociones',
  telefono: 'Teléfono',
  telefonos: 'Teléfonos',
  enlaceTexto: 'Texto del enlace',
  descuentos: 'Descuentos',
  codigo: 'Código',
  enlace: 'Enlace',
  url: 'Dirección (https://…)',
  llamada: 'Motivo de la llamada que se ofrece',
  etiqueta: 'Etiqueta',
  numero: 'Número',
  solicitar: 'Texto del botón de solicitud',
  ruta: 'Pantalla a la que lleva',
};

export const etiquetaDe = (clave: string) => ETIQUETAS[clave] ?? clave;
