import {
  codigoDeFragmento,
  enVigorEl,
  notaSinConexion,
  tieneTarjeta,
  urlVerificacion,
  type VigenciaPoliza,
} from './tarjeta';

const poliza: VigenciaPoliza = {
  estado: 'VIGOR',
  fecEfecto: '2026-01-15',
  fechaVto: '2027-01-14',
  desistida: false,
};

describe('the digital card', () => {
  it('belongs to cars, homes and the own health line only', () => {
    expect(['VEH', 'HOG', 'SALUD_MMT'].every(tieneTarjeta)).toBe(true);
    expect(['SALUD_HNA', 'DEC', 'MOV', 'NEG', 'ACC', 'MASC'].some(tieneTarjeta)).toBe(false);
  });

  it('puts the code in the fragment of the public page, which no server receives', () => {
    const url = urlVerificacion('https://cliente.example.com', 'A'.repeat(24));
    expect(url).toBe(`https://cliente.example.com/area-cliente/verificar#${'A'.repeat(24)}`);
    expect(codigoDeFragmento(new URL(url).hash)).toBe('A'.repeat(24));
  });

  it('reads only a 24-character base64url code from the fragment', () => {
    expect(codigoDeFragmento('#abcDEF123_-abcDEF123_-xy')).toBe('abcDEF123_-abcDEF123_-xy');
    for (const bad of [
      '',
      '#',
      '#corto',
      `#${'a'.repeat(25)}`,
      `#${'a'.repeat(23)}=`,
      '#a+b/'.padEnd(25, 'c'),
    ])
      expect(codigoDeFragmento(bad)).toBeNull();
  });

  it('is in force from the effect date to the expiry date, both included', () => {
    expect(enVigorEl(poliza, '2026-01-14')).toBe(false);
    expect(enVigorEl(poliza, '2026-01-15')).toBe(true);
    expect(enVigorEl(poliza, '2027-01-14')).toBe(true);
    expect(enVigorEl(poliza, '2027-01-15')).toBe(false);
    expect(enVigorEl({ ...poliza, fechaVto: null }, '2030-06-01')).toBe(true);
  });

  it('is not in force once cancelled or withdrawn', () => {
    expect(enVigorEl({ ...poliza, estado: 'ANULADA' }, '2026-06-01')).toBe(false);
    expect(enVigorEl({ ...poliza, desistida: true }, '2026-06-01')).toBe(false);
  });

  it("dates the device's copy on Madrid's clock", () => {
    expect(notaSinConexion(new Date('2026-11-26T09:42:00Z'))).toBe('Sin conexión: datos a 26-11-2026 10:42');
    expect(notaSinConexion(new Date('2026-07-01T22:05:00Z'))).toBe('Sin conexión: datos a 02-07-2026 00:05');
  });
});
