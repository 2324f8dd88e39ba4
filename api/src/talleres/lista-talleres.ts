import { CODIGO_POSTAL, textoLibre } from '@area-cliente/shared/domain';
import * as v from 'valibot';
import type { TallerFila } from '../repositories/talleres';

/**
 * The insurer's list of partner workshops, as `pnpm talleres:cargar` reads it: a JSON array of
 * objects, or a CSV (';'-separated, a header row, fields in double quotes when they hold ';') with the
 * columns below. Every row is checked and every bad one reported with its line, before anything is
 * written: a list loads whole or not at all.
 */
const COLUMNAS_CSV = [
  'codigo',
  'nombre',
  'direccion',
  'codPostal',
  'poblacion',
  'latitud',
  'longitud',
  'telefono',
  'horario',
  'especialidades',
  'activo',
] as const;

/** A number as JSON gives it or as a CSV cell writes it ('40.4192'). */
const numero = (min: number, max: number) =>
  v.pipe(
    v.union([v.number(), v.pipe(v.string(), v.trim(), v.regex(/^-?\d+(\.\d+)?$/), v.transform(Number))]),
    v.number(),
    v.minValue(min),
    v.maxValue(max),
  );

const FilaSchema = v.object({
  codigo: textoLibre(1, 40),
  nombre: textoLibre(2, 120),
  direccion: textoLibre(2, 200),
  codPostal: v.pipe(v.string(), v.trim(), v.regex(CODIGO_POSTAL)),
  poblacion: textoLibre(2, 80),
  latitud: numero(-90, 90),
  longitud: numero(-180, 180),
  // Stored as bare digits: the screens write it as people read it.
  telefono: v.pipe(
    v.string(),
    v.transform((t) => t.replace(/[\s.-]/g, '')),
    v.regex(/^[689]\d{8}$/),
  ),
  horario: textoLibre(2, 200),
  // A JSON array, or a CSV cell with the specialities separated by '|'.
  especialidades: v.pipe(
    v.union([
      v.array(textoLibre(1, 60)),
      v.pipe(
        textoLibre(0, 400),
        v.transform((s) => s.split('|')),
      ),
    ]),
    v.transform((l) => l.map((e) => e.trim()).filter(Boolean)),
  ),
  activo: v.optional(
    v.union([
      v.boolean(),
      v.pipe(
        v.picklist(['true', 'false', 'S', 'N', '']),
        v.transform((s) => s !== 'false' && s !== 'N'),
      ),
    ]),
    true,
  ),
});

class ListaTalleresNoValida extends Error {
  constructor(readonly errores: string[]) {
    super(`The workshop list was not loaded:\n${errores.join('\n')}`);
  }
}

/** One CSV line's cells: ';'-separated, a double-quoted cell may hold ';' and doubled quotes. */
function celdas(linea: string): string[] {
  const out: string[] = [];
  let actual = '';
  let comillas = false;
  for (let i = 0; i < linea.length; i++) {
    const c = linea[i];
    if (comillas && c === '"' && linea[i + 1] === '"') {
      actual += '"';
      i++;
    } else if (c === '"') {
      comillas = !comillas;
    } else if (c === ';' && !comillas) {
      out.push(actual);
      actual = '';
    } else {
      actual += c;
    }
  }
  out.push(actual);
  return out;
}

/** Each data row with the line (CSV) or position (JSON, 1-based) a message names it by. */
function filasDe(texto: string, errores: string[]): { linea: number; fila: unknown }[] {
  const limpio = texto.replace(/^\uFEFF/, '');
  if (limpio.trimStart().startsWith('[')) {
    let datos: unknown;
    try {
      datos = JSON.parse(limpio);
    } catch {
      errores.push('The file is not valid JSON.');
      return [];
    }
    return (datos as unknown[]).map((fila, i) => ({ linea: i + 1, fila }));
  }
  const lineas = limpio.split(/\r?\n/);
  const cabecera = celdas(lineas[0] ?? '').map((c) => c.trim());
  const faltan = COLUMNAS_CSV.filter((c) => c !== 'activo' && !cabecera.includes(c));
  if (faltan.length) {
    errores.push(`Line 1: the header lacks ${faltan.join(', ')}.`);
    return [];
  }
  return lineas.slice(1).flatMap((linea, i) => {
    if (!linea.trim()) return [];
    const valores = celdas(linea);
    return [{ linea: i + 2, fila: Object.fromEntries(cabecera.map((c, k) => [c, valores[k] ?? ''])) }];
  });
}

/** The workshops of a list file's text, or ListaTalleresNoValida naming every bad line. */
export function leeListaTalleres(texto: string): TallerFila[] {
  const errores: string[] = [];
  const talleres: TallerFila[] = [];
  const codigos = new Map<string, number>();
  for (const { linea, fila } of filasDe(texto, errores)) {
    const r = v.safeParse(FilaSchema, fila);
    if (!r.success) {
      const campos = [...new Set(r.issues.map((i) => v.getDotPath(i) ?? 'row'))];
      errores.push(`Line ${linea}: ${campos.join(', ')} not valid.`);
      continue;
    }
    const anterior = codigos.get(r.output.codigo);
    if (anterior !== undefined) {
      errores.push(`Line ${linea}: code ${r.output.codigo} repeats line ${anterior}.`);
      continue;
    }
    codigos.set(r.output.codigo, linea);
    talleres.push(r.output);
  }
  if (!errores.length && !talleres.length) errores.push('The list has no workshops.');
  if (errores.length) throw new ListaTalleresNoValida(errores);
  return talleres;
}
