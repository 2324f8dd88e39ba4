import { addMonths, daysBetween, yearsBetween } from './date';
import {
  errorFechaEfecto,
  erroresConductor,
  erroresVehiculo,
  formatoMatricula,
  importeProrrata,
  MENSAJE_SUPLEMENTO,
  reciboImpagado,
  fraseCambio,
  textoSuplemento,
} from './suplementos';

const HOY = '2026-11-29';
const conductor = {
  nombre: 'Pablo Fernández Ruiz',
  numDoc: '00000000T',
  fecNacimiento: '1990-05-02',
  fecCarne: '2010-07-01',
};

describe('calendar', () => {
  it('adds months keeping the day or taking the month’s last, and counts days and birthdays', () => {
    expect(addMonths('2026-01-31', 1)).toBe('2026-02-28');
    expect(addMonths('2026-11-29', 12)).toBe('2027-11-29');
    expect(daysBetween('2026-11-29', '2027-11-29')).toBe(365);
    expect(yearsBetween('2005-11-30', HOY)).toBe(20);
    expect(yearsBetween('2005-11-29', HOY)).toBe(21);
  });
});

describe('a new driver', () => {
  it('is accepted at the product’s age and licence years', () => {
    expect(erroresConductor(conductor, 'TURISMO', HOY)).toEqual({});
    expect(
      erroresConductor({ ...conductor, fecNacimiento: '2005-11-29', fecCarne: '2024-11-29' }, 'TURISMO', HOY),
    ).toEqual({});
  });
  it('under the minimum age is refused saying the minimum and the age', () => {
    expect(erroresConductor({ ...conductor, fecNacimiento: '2006-01-10' }, 'TURISMO', HOY)).toEqual({
      fecNacimiento: 'El conductor debe tener al menos 21 años para esta póliza, y tiene 20.',
    });
    // A motorbike product takes riders a year younger.
    expect(erroresConductor({ ...conductor, fecNacimiento: '2006-01-10' }, 'MOTO', HOY)).toEqual({});
  });
  it('with too few licence years is refused saying how many', () => {
    expect(erroresConductor({ ...conductor, fecCarne: '2025-12-01' }, 'TURISMO', HOY).fecCarne).toBe(
      'El conductor debe tener el carné desde hace al menos 2 años para esta póliza, y lo tiene desde hace menos de un año.',
    );
    expect(erroresConductor({ ...conductor, fecCarne: '2025-01-01' }, 'TURISMO', HOY).fecCarne).toBe(
      MENSAJE_SUPLEMENTO.carne(2, 1),
    );
  });
  it('needs a valid NIF or NIE, a name and real dates', () => {
    expect(
      erroresConductor(
        { ...conductor, numDoc: '00000000A', nombre: ' ', fecCarne: '2026-02-30' },
        'TURISMO',
        HOY,
      ),
    ).toEqual({
      numDoc: MENSAJE_SUPLEMENTO.DOCUMENTO,
      nombre: MENSAJE_SUPLEMENTO.NOMBRE,
      fecCarne: MENSAJE_SUPLEMENTO.FECHA,
    });
    expect(erroresConductor({ ...conductor, numDoc: 'X1234567L' }, 'TURISMO', HOY)).toEqual({});
    expect(erroresConductor({ ...conductor, fecCarne: '1989-01-01' }, 'TURISMO', HOY).fecCarne).toBe(
      MENSAJE_SUPLEMENTO.CARNE_ANTES_NACER,
    );
  });
});

describe('a new vehicle', () => {
  it('takes Spanish plates in today’s and the provincial format', () => {
    expect(formatoMatricula('9876-mnb')).toBe('9876 MNB');
    expect(formatoMatricula('M 1234 AB')).toBe('M 1234 AB');
    expect(formatoMatricula('1234 AEI')).toBeNull();
    expect(
      erroresVehiculo({ matricula: 'X', marca: '', modelo: 'Ibiza', version: 'FR', uso: 'PARTICULAR' }),
    ).toEqual({
      matricula: MENSAJE_SUPLEMENTO.MATRICULA,
      marca: MENSAJE_SUPLEMENTO.MARCA,
    });
  });
});

describe('the effective day', () => {
  it('is today or within 30 days', () => {
    expect(errorFechaEfecto(HOY, HOY)).toBeNull();
    expect(errorFechaEfecto('2026-12-29', HOY)).toBeNull();
    expect(errorFechaEfecto('2026-12-30', HOY)).toBe(MENSAJE_SUPLEMENTO.FECHA_EFECTO);
    expect(errorFechaEfecto('2026-11-28', HOY)).toBe(MENSAJE_SUPLEMENTO.FECHA_EFECTO);
    expect(errorFechaEfecto('2026-13-01', HOY)).toBe(MENSAJE_SUPLEMENTO.FECHA_EFECTO);
  });
});

describe('an unpaid receipt', () => {
  it('is one still unpaid a month after its date', () => {
    expect(reciboImpagado({ estado: 'PENDIENTE', fecRecibo: '2026-11-09' }, HOY)).toBe(false);
    expect(reciboImpagado({ estado: 'PENDIENTE', fecRecibo: '2026-10-28' }, HOY)).toBe(true);
    expect(reciboImpagado({ estado: 'DEVUELTO', fecRecibo: '2026-10-01' }, HOY)).toBe(true);
    expect(reciboImpagado({ estado: 'COBRADO', fecRecibo: '2026-01-01' }, HOY)).toBe(false);
  });
});

describe('the prorated amount', () => {
  it('charges or refunds the premium difference for the days left', () => {
    const anualidad = { inicioAnualidad: '2026-01-08', finAnualidad: '2027-01-08' };
    expect(
      importeProrrata({ ...anualidad, primaActual: 412.35, primaNueva: 477.35, efecto: '2026-12-09' }),
    ).toEqual({
      importe: 5.34,
      diasRestantes: 30,
    });
    expect(
      importeProrrata({ ...anualidad, primaActual: 400, primaNueva: 365, efecto: '2026-01-08' }),
    ).toEqual({
      importe: -35,
      diasRestantes: 365,
    });
  });
});

describe('the texts', () => {
  it('say the change, the day, the premium and the amount', () => {
    const cambio = fraseCambio(
      { tipo: 'ALTA_CONDUCTOR', conductor: { ...conductor, numDoc: '00000000-t' } },
      {},
    );
    expect(cambio).toBe(
      'Se añade como conductor a Pablo Fernández Ruiz (00000000T), con fecha de nacimiento 02-05-1990 y carné de conducir desde el 01-07-2010.',
    );
    expect(
      textoSuplemento({
        cambio: 'Se contrata la cobertura «Vehículo de sustitución».',
        efecto: HOY,
        primaNueva: 1450.5,
        importe: -3.2,
      }),
    ).toBe(
      'Se contrata la cobertura «Vehículo de sustitución». Con efecto desde el 29-11-2026. Nueva prima anual: 1,450.50 €. ' +
        'Por los días que quedan hasta la renovación se devolverán 3.20 €.',
    );
    expect(
      fraseCambio(
        {
          tipo: 'VEHICULO',
          vehiculo: {
            matricula: '9876mnb',
            marca: 'SEAT',
            modelo: 'Ibiza',
            version: '1.0 TSI',
            uso: 'PARTICULAR',
          },
        },
        { vehiculo: { marca: 'SEAT', modelo: 'León', matricula: '1234 LMN' } },
      ),
    ).toBe('Se sustituye SEAT León (1234 LMN) por SEAT Ibiza 1.0 TSI (9876 MNB), de uso particular.');
  });
});
