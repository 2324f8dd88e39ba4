import {
  etiquetaMisDocumentos,
  hayFiltros,
  insigniaNoLeidos,
  normalizaBusqueda,
  paginasDocumentos,
  resumenDocumentos,
  SIN_FILTROS,
} from './documentos-bandeja';

describe('Mis documentos: filters', () => {
  it('normalises the search text as it is sent', () => {
    expect(normalizaBusqueda('  recibo   2026 ')).toBe('recibo 2026');
    expect(normalizaBusqueda(' \t ')).toBe('');
  });

  it('knows when a filter narrows the list', () => {
    expect(hayFiltros(SIN_FILTROS)).toBe(false);
    expect(hayFiltros({ ...SIN_FILTROS, texto: '   ' })).toBe(false);
    expect(hayFiltros({ ...SIN_FILTROS, clase: 'RECIBO' })).toBe(true);
    expect(hayFiltros({ ...SIN_FILTROS, idPoliza: 200001 })).toBe(true);
    expect(hayFiltros({ ...SIN_FILTROS, texto: 'seguro' })).toBe(true);
  });

  it('counts pages, one at least', () => {
    expect(paginasDocumentos(0)).toBe(1);
    expect(paginasDocumentos(20)).toBe(1);
    expect(paginasDocumentos(21)).toBe(2);
  });
});

describe('Mis documentos: unread badge', () => {
  it('shows the count, 99+ beyond, nothing at zero', () => {
    expect(insigniaNoLeidos(0)).toBeNull();
    expect(insigniaNoLeidos(-1)).toBeNull();
    expect(insigniaNoLeidos(7)).toBe('7');
    expect(insigniaNoLeidos(99)).toBe('99');
    expect(insigniaNoLeidos(100)).toBe('99+');
  });

  it('names the count for a screen reader', () => {
    expect(etiquetaMisDocumentos(0)).toBe('Mis documentos');
    expect(etiquetaMisDocumentos(3)).toBe('Mis documentos, 3 sin leer');
  });

  it('summarises the list', () => {
    expect(resumenDocumentos(1, 0)).toBe('1 documento');
    expect(resumenDocumentos(12, 1)).toBe('12 documentos · 1 sin leer');
    expect(resumenDocumentos(12, 4)).toBe('12 documentos · 4 sin leer');
  });
});
