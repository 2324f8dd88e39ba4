import { entregaAviso, noLeidosBandeja, pestanaConNoLeidos, resumenAvisos } from './avisos-bandeja';

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
