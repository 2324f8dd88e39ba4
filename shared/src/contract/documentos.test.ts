import * as v from 'valibot';
import { DocumentosRequestSchema } from './documentos';

describe('Mis documentos: the request', () => {
  it('takes the filters the screen sends and refuses others with Spanish messages', () => {
    expect(v.parse(DocumentosRequestSchema, {})).toEqual({ pagina: 1 });
    expect(v.parse(DocumentosRequestSchema, { clase: 'SINIESTRO', texto: ' parte ', pagina: 2 })).toEqual({
      clase: 'SINIESTRO',
      texto: 'parte',
      pagina: 2,
    });
    const malo = v.safeParse(DocumentosRequestSchema, { clase: 'CARTA' });
    expect(malo.success).toBe(false);
    expect(malo.issues?.[0]?.message).toBe('Elige un tipo de documento de la lista.');
    expect(v.safeParse(DocumentosRequestSchema, { texto: 'x'.repeat(61) }).issues?.[0]?.message).toBe(
      'Escribe como mucho 60 caracteres.',
    );
  });
});
