import {
  agrupaAvisos,
  entregaAviso,
  noLeidosBandeja,
  pestanaConNoLeidos,
  resumenAvisos,
  tituloGrupoAvisos,
} from './avisos-bandeja';

describe('avisos en la bandeja', () => {
  it('says how each channel went', () => {
    expect(entregaAviso('EMAIL', 'ENVIADA')).toBe('E-mail: enviado');
    expect(entregaAviso('SMS', 'PENDIENTE')).toBe('SMS: pendiente de envío');
    expect(entregaAviso('SMS', 'OMITIDA')).toBe('SMS: no enviado');
    expect(entregaAviso('EMAIL', 'FALLIDA')).toBe('E-mail: no se pudo enviar');
  });

  it('summarises the list in the singular and the plural', () => {
    expect(resumenAvisos(0, 0)).toBe('0 avisos');
    expect(resumenAvisos(1, 1)).toBe('1 aviso · 1 sin leer');
    expect(resumenAvisos(3, 2)).toBe('3 avisos · 2 sin leer');
  });

  it('names a tab with its unread count only when there is one', () => {
    expect(pestanaConNoLeidos('Avisos', 0)).toBe('Avisos');
    expect(pestanaConNoLeidos('Avisos', 2)).toBe('Avisos, 2 sin leer');
  });

  it('counts documents and notices together for the header', () => {
    expect(noLeidosBandeja(3, 2)).toBe(5);
    expect(noLeidosBandeja(0, 0)).toBe(0);
  });
});

describe('avisos agrupados', () => {
  it('groups the notices that share a title where the newest one was, keeping their order', () => {
    const a = (id: number, titulo: string) => ({ id, titulo });
    const doc = 'Tienes un documento nuevo';
    const cobro = 'Hemos cobrado tu recibo';
    const lista = [a(9, doc), a(8, cobro), a(7, doc), a(6, doc), a(5, 'Otro'), a(4, doc)];
    expect(agrupaAvisos(lista).map((g) => g.map((x) => x.id))).toEqual([[9, 7, 6, 4], [8], [5]]);
    expect(agrupaAvisos([])).toEqual([]);
  });

  it('titles a group in the plural, in tú form, or with its count when there is no plural', () => {
    expect(tituloGrupoAvisos('DOCUMENTO_NUEVO', 'Tienes un documento nuevo', 4)).toBe(
      'Tienes 4 documentos nuevos',
    );
    expect(tituloGrupoAvisos('DOCUMENTO_NUEVO', 'Tienes un documento nuevo', 1)).toBe(
      'Tienes un documento nuevo',
    );
    expect(tituloGrupoAvisos('SINIESTRO_FIRMA', 'Tienes un documento para firmar', 2)).toBe(
      'Tienes 2 documentos para firmar',
    );
    expect(tituloGrupoAvisos('RECIBO_COBRADO', 'Hemos cobrado tu recibo', 3)).toBe('Hemos cobrado 3 recibos');
    expect(tituloGrupoAvisos('SINIESTRO_ESTADO', 'Tu siniestro ha pasado a «En curso»', 2)).toBe(
      'Tu siniestro ha pasado a «En curso» (2 avisos)',
    );
  });
});
