import type { VigenciaPoliza } from './tarjeta';
import {
  CODIGO_DESCONOCIDO,
  enmascararNumPoliza,
  inicialesNombre,
  resultadoCodigo,
  riesgoVerificado,
  textoVerificacion,
  TRAMO_OCULTO,
} from './verificacion';

const poliza: VigenciaPoliza = {
  estado: 'VIGOR',
  fecEfecto: '2026-01-15',
  fechaVto: '2027-01-14',
  desistida: false,
};
const vivo = { anulado: false, caduca: '2027-01-14', poliza };

describe('the policy number on the public check', () => {
  it('hides the middle of a policy number: the first six and the last three show', () => {
    expect(enmascararNumPoliza('AUT-10023456')).toBe('AUT-10•••456');
    expect(enmascararNumPoliza('HOG-70034567')).toBe('HOG-70•••567');
    expect(enmascararNumPoliza(' SAL-70056789 ')).toBe('SAL-70•••789');
  });

  it('always hides at least three characters and a quarter of them, never telling how many', () => {
    for (const num of ['', 'A', 'AB1', 'AUT-1', 'AUT-1234', 'SIN-7000101', 'AUT-10023456', 'X'.repeat(40)]) {
      const masked = enmascararNumPoliza(num);
      const [inicio, fin] = masked.split(TRAMO_OCULTO) as [string, string];
      expect(masked.split(TRAMO_OCULTO)).toHaveLength(2);
      const ocultos = num.length - inicio.length - fin.length;
      expect(ocultos, num).toBeGreaterThanOrEqual(Math.min(num.length, Math.max(3, num.length / 4)));
      expect(inicio.length).toBeLessThanOrEqual(6);
      expect(fin.length).toBeLessThanOrEqual(3);
      expect(num.startsWith(inicio) && num.endsWith(fin)).toBe(true);
    }
    expect(enmascararNumPoliza('AUT-1234')).toBe('AUT•••34');
    expect(enmascararNumPoliza('AB1')).toBe('•••');
    expect(enmascararNumPoliza('X'.repeat(40))).toBe('XXXXXX•••XXX');
  });
});

describe('the insured risk on the public check', () => {
  const base = { matricula: null, codPostal: null, poblacion: null, asegurados: [] };

  it("shows a vehicle's plate as the card prints it", () => {
    expect(riesgoVerificado({ ...base, ramo: 'VEH', matricula: '1234 LMN' })).toEqual({
      etiqueta: 'Matrícula',
      valor: '1234 LMN',
    });
  });

  it("shows a home's postcode and town, never its street", () => {
    expect(riesgoVerificado({ ...base, ramo: 'HOG', codPostal: '28013', poblacion: 'Madrid' })).toEqual({
      etiqueta: 'Localidad asegurada',
      valor: '28013 Madrid',
    });
  });

  it("shows the insured persons' initials only", () => {
    const asegurados = ['Marta Prieto Sanz', 'Sara Martín Fernández'];
    expect(riesgoVerificado({ ...base, ramo: 'SALUD_MMT', asegurados })).toEqual({
      etiqueta: 'Asegurados (iniciales)',
      valor: 'M. P. S., S. M. F.',
    });
  });

  it('initials a name word by word, particles left out', () => {
    expect(inicialesNombre('Ana de la Cruz')).toBe('A. C.');
    expect(inicialesNombre('  Íñigo  García-Lorca   y Úbeda ')).toBe('Í. G.-L. Ú.');
    expect(inicialesNombre('josé del río')).toBe('J. R.');
    expect(inicialesNombre('')).toBe('');
  });
});

describe('the outcome of a checked code', () => {
  it('is valid while live and its policy not ended, in force today or not', () => {
    expect(resultadoCodigo(vivo, '2026-06-01')).toBe('VALIDO');
    expect(resultadoCodigo(vivo, '2027-01-14')).toBe('VALIDO');
    // Issued before the policy's effect date: the code is good, the policy not yet in force.
    expect(resultadoCodigo(vivo, '2026-01-01')).toBe('VALIDO');
  });

  it('is revoked when annulled or when its policy was cancelled or withdrawn', () => {
    expect(resultadoCodigo({ ...vivo, anulado: true }, '2026-06-01')).toBe('ANULADO');
    expect(resultadoCodigo({ ...vivo, poliza: { ...poliza, estado: 'ANULADA' } }, '2026-06-01')).toBe(
      'ANULADO',
    );
    expect(resultadoCodigo({ ...vivo, poliza: { ...poliza, desistida: true } }, '2026-06-01')).toBe(
      'ANULADO',
    );
    // A revocation wins over the expiry.
    expect(resultadoCodigo({ ...vivo, anulado: true }, '2027-02-01')).toBe('ANULADO');
  });

  it('is expired from the day after its last day, and unknown when none is stored', () => {
    expect(resultadoCodigo(vivo, '2027-01-15')).toBe('CADUCADO');
    expect(resultadoCodigo(undefined, '2026-06-01')).toBe('DESCONOCIDO');
  });
});

describe('what the public page says', () => {
  it('dates the state of a valid code', () => {
    expect(textoVerificacion({ resultado: 'VALIDO', enVigor: true, fecha: '2026-11-27' })).toBe(
      'En vigor a 27-11-2026',
    );
    expect(textoVerificacion({ resultado: 'VALIDO', enVigor: false, fecha: '2026-11-27' })).toBe(
      'No en vigor a 27-11-2026',
    );
  });

  it('tells an annulled, an expired and an unknown code apart', () => {
    expect(textoVerificacion({ resultado: 'ANULADO', fecha: '2026-11-27' })).toBe(
      'Código anulado: este código ya no sirve para comprobar la póliza. Pide la tarjeta actual a quien te la muestra.',
    );
    expect(textoVerificacion({ resultado: 'CADUCADO', fecha: '2026-11-27', caducoEl: '2026-11-20' })).toBe(
      'Código caducado: este código solo servía hasta el 20-11-2026. Pide la tarjeta actual a quien te la muestra.',
    );
    expect(textoVerificacion({ resultado: 'DESCONOCIDO', fecha: '2026-11-27' })).toBe(CODIGO_DESCONOCIDO);
    expect(CODIGO_DESCONOCIDO).toBe('No consta ninguna póliza con este código.');
  });
});
