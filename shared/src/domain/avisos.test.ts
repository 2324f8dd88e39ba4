import { AVISOS, avisoActivo, EVENTOS_AVISO } from './avisos';

describe('avisoActivo', () => {
  it('follows the saved choice, else the default', () => {
    expect(avisoActivo('SINIESTRO_ESTADO', 'EMAIL', undefined)).toBe(true);
    expect(avisoActivo('SINIESTRO_ESTADO', 'SMS', undefined)).toBe(false);
    expect(avisoActivo('SINIESTRO_ESTADO', 'SMS', true)).toBe(true);
    expect(avisoActivo('RECIBO_DEVUELTO', 'EMAIL', false)).toBe(false);
  });

  it('never lets a security notice be switched off', () => {
    expect(avisoActivo('CAMBIO_DATOS', 'EMAIL', false)).toBe(true);
    expect(avisoActivo('CAMBIO_DATOS', 'SMS', false)).toBe(true);
  });

  it('labels every event', () => {
    for (const e of EVENTOS_AVISO) expect(AVISOS[e].etiqueta.length).toBeGreaterThan(5);
  });
});
