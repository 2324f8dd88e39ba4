import {
  asistenciaAbierta,
  avanzaAsistencia,
  ESTADOS_ASISTENCIA,
  normalizaCodigoAsistencia,
  distanciaM,
  textoLlegada,
  textoPosicionServicio,
} from './asistencia';

describe('the roadside request state machine', () => {
  it('moves forward only, may skip states, and nothing follows the end', () => {
    expect(avanzaAsistencia('RECIBIDA', 'ASIGNADA')).toBe(true);
    expect(avanzaAsistencia('RECIBIDA', 'EN_CAMINO')).toBe(true);
    expect(avanzaAsistencia('EN_CAMINO', 'ASIGNADA')).toBe(false);
    expect(avanzaAsistencia('EN_CAMINO', 'EN_CAMINO')).toBe(false);
    for (const e of ESTADOS_ASISTENCIA) expect(avanzaAsistencia('FINALIZADA', e)).toBe(false);
  });

  it('is open until finished', () => {
    expect(ESTADOS_ASISTENCIA.filter(asistenciaAbierta)).toEqual([
      'RECIBIDA',
      'ASIGNADA',
      'EN_CAMINO',
      'EN_EL_LUGAR',
    ]);
  });

  it('reads a code from a route, forgiving lower case, refusing anything else', () => {
    expect(normalizaCodigoAsistencia(' as-7kq4m9px ')).toBe('AS-7KQ4M9PX');
    expect(normalizaCodigoAsistencia('AS-7KQ4M9P')).toBeNull();
    expect(normalizaCodigoAsistencia('AS-7KQ4M9P0')).toBeNull();
    expect(normalizaCodigoAsistencia('RC-2026-7KQ4M9')).toBeNull();
  });
});

describe('the estimated arrival text', () => {
  // 10:00 in Madrid (UTC+1 in winter).
  const ahora = new Date('2026-11-26T09:00:00Z');
  const en = (ms: number) => new Date(ahora.getTime() + ms).toISOString();

  it('gives the Madrid time and the minutes left, rounded up', () => {
    expect(textoLlegada('EN_CAMINO', en(12 * 60_000 + 5_000), ahora)).toBe(
      'Llegada estimada: hacia las 10:12 (en unos 13 min).',
    );
    expect(textoLlegada('ASIGNADA', en(95 * 60_000), ahora)).toBe(
      'Llegada estimada: hacia las 11:35 (en unos 1 h 35 min).',
    );
    expect(textoLlegada('ASIGNADA', en(120 * 60_000), ahora)).toBe(
      'Llegada estimada: hacia las 12:00 (en unos 2 h).',
    );
  });

  it('says "any moment" when the time is (nearly) up, and what is happening without a time', () => {
    expect(textoLlegada('EN_CAMINO', en(30_000), ahora)).toBe('Llegada estimada: en cualquier momento.');
    expect(textoLlegada('EN_CAMINO', en(-5 * 60_000), ahora)).toBe('Llegada estimada: en cualquier momento.');
    expect(textoLlegada('RECIBIDA', null, ahora)).toBe('Estamos buscando el servicio más cercano a ti.');
    expect(textoLlegada('EN_EL_LUGAR', en(60_000), ahora)).toBe('La asistencia ha llegado al lugar.');
    expect(textoLlegada('FINALIZADA', null, ahora)).toBeNull();
  });

  it('follows summer time', () => {
    const verano = new Date('2026-07-01T09:00:00Z');
    expect(textoLlegada('EN_CAMINO', new Date(verano.getTime() + 20 * 60_000).toISOString(), verano)).toBe(
      'Llegada estimada: hacia las 11:20 (en unos 20 min).',
    );
  });
});

describe("the assistance vehicle's position in words", () => {
  const cliente = { latitud: 40.0311, longitud: -3.0075 };
  const actualizadaEl = '2026-11-26T09:32:00.000Z';

  it('measures a straight line on the globe', () => {
    // One degree of latitude is about 111.2 km anywhere.
    expect(distanciaM({ latitud: 40, longitud: -3 }, { latitud: 41, longitud: -3 }) / 1000).toBeCloseTo(
      111.2,
      1,
    );
    expect(distanciaM(cliente, cliente)).toBe(0);
  });

  it('says how far it is from the customer, in Madrid time', () => {
    expect(textoPosicionServicio({ latitud: 40.06, longitud: -3.0075, actualizadaEl }, cliente)).toBe(
      'El vehículo de asistencia está a 3,2 km de tu posición, en línea recta (a las 10:32).',
    );
    expect(textoPosicionServicio({ latitud: 40.0385, longitud: -3.0075, actualizadaEl }, cliente)).toBe(
      'El vehículo de asistencia está a 800 m de tu posición, en línea recta (a las 10:32).',
    );
    expect(textoPosicionServicio({ ...cliente, actualizadaEl }, cliente)).toContain(
      'a menos de 100 m de tu posición',
    );
  });

  it('gives its coordinates when the customer typed an address', () => {
    expect(textoPosicionServicio({ latitud: 40.06, longitud: -3.05, actualizadaEl }, null)).toBe(
      'El vehículo de asistencia está en 40,0600, -3,0500 (latitud, longitud; a las 10:32).',
    );
  });
});
