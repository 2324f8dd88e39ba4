import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { IdParamSchema, IdSchema } from '../domain/ids';
import { idNumerico } from '../domain/reglas-entrada';
import { textoLibre, textoValido } from '../domain/texto-libre';
import { looseFields } from './request-schemas';
import { AsistenciaRequestSchema } from './asistencia';
import { CALLS } from '.';
import { DocumentosRequestSchema } from './documentos';
import { ReclamacionRequestSchema } from './reclamaciones';

describe('request schemas', () => {
  it('leave no field of a call body loose: ids, the text rule, bounded numbers and lists, closed sets', () => {
    const loose = Object.entries(CALLS).flatMap(([name, spec]) =>
      spec.body ? looseFields(spec.body, `${name}.body`) : [],
    );
    expect(loose).toEqual([]);
  });

  it('tell a loose field from a ruled one', () => {
    const campos = (entries: v.ObjectEntries) => looseFields(v.object(entries), 'x');
    expect(campos({ a: v.string() })).toEqual([
      'x.a: a string without the text rule (textoValido, textoLibre) or a format',
    ]);
    expect(campos({ a: v.pipe(v.string(), v.maxLength(40)) })).toHaveLength(1);
    expect(campos({ a: v.pipe(textoValido(), v.trim()) })).toEqual([
      'x.a: text rule without a maximum length',
    ]);
    expect(campos({ a: v.number() })).toEqual(['x.a: a number without a minimum and a maximum']);
    expect(campos({ idPoliza: v.pipe(v.number(), v.integer(), v.minValue(1)) })).toEqual([
      'x.idPoliza: an id without IdSchema',
    ]);
    expect(campos({ idPoliza: v.string() })).toEqual(['x.idPoliza: an id as text without IdParamSchema']);
    expect(campos({ a: v.optional(v.array(v.nullable(v.string()))) })).toEqual([
      'x.a: a list without a maximum length',
    ]);
    expect(
      campos({
        a: v.variant('t', [v.object({ t: v.literal('A'), b: v.pipe(v.array(v.number()), v.maxLength(3)) })]),
      }),
    ).toEqual(['x.a|0.b[]: a number without a minimum and a maximum']);
    expect(campos({ a: v.unknown() })).toEqual(["x.a: a 'unknown' schema, which no rule covers"]);

    expect(
      campos({
        idPoliza: IdSchema,
        idRecibo: v.optional(v.pipe(idNumerico(), v.integer(), v.minValue(1))),
        polizas: v.pipe(v.array(IdSchema), v.maxLength(200)),
        idAviso: IdParamSchema,
        texto: textoLibre(1, 80),
        codigo: v.pipe(v.string(), v.regex(/^[A-Z]{3}$/)),
        clave: v.pipe(v.string(), v.uuid()),
        pagina: v.pipe(v.number(), v.integer(), v.minValue(1), v.maxValue(10)),
        clase: v.picklist(['A', 'B']),
        ok: v.boolean(),
        foto: v.instance(Blob),
      }),
    ).toEqual([]);
  });
});

describe('the shared rules behind published request types', () => {
  const invalida = (schema: v.GenericSchema, input: unknown) => expect(v.is(schema, input)).toBe(false);

  it('refuse an id past 2^53 - 1 in a roadside request and in the documents filter', () => {
    const asistencia = {
      claveIdempotencia: crypto.randomUUID(),
      idPoliza: 1,
      situacion: 'PINCHAZO',
      ubicacion: { tipo: 'DIRECCION', direccion: 'Calle Mayor 1, Madrid' },
      telefono: '612345678',
    };
    expect(v.is(AsistenciaRequestSchema, asistencia)).toBe(true);
    expect(v.is(DocumentosRequestSchema, { idPoliza: Number.MAX_SAFE_INTEGER })).toBe(true);
    for (const idPoliza of [2 ** 63, 1e300, Number.MAX_SAFE_INTEGER + 1, 0, 1.5]) {
      invalida(AsistenciaRequestSchema, { ...asistencia, idPoliza });
      invalida(DocumentosRequestSchema, { idPoliza });
    }
  });

  it("refuse a control character in a complaint's subject reference", () => {
    const reclamacion = {
      claveIdempotencia: crypto.randomUUID(),
      asunto: { tipo: 'POLIZA', referencia: '200001' },
      motivo: 'Otro motivo',
      descripcion: 'Una descripción suficientemente larga.',
      contacto: null,
    };
    expect(v.is(ReclamacionRequestSchema, reclamacion)).toBe(true);
    invalida(ReclamacionRequestSchema, {
      ...reclamacion,
      asunto: { tipo: 'POLIZA', referencia: '2000\u000001' },
    });
    invalida(ReclamacionRequestSchema, { ...reclamacion, asunto: { tipo: 'GENERAL', referencia: '\ud800' } });
  });
});
