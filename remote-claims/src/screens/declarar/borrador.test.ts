import {
  DECLARACION_FECHA_ANTERIOR_POLIZA,
  DECLARACION_FECHA_FUTURA,
  DECLARACION_TIPO_NO_VALIDO,
  TALLER_PROPIO_NOMBRE,
  TEXTO_CARACTERES_NO_VALIDOS,
  TIPO_COLISION,
} from '@area-cliente/shared/domain';
import { MENSAJES } from '@area-cliente/shared/forms';
import { type PolizaDeclarable } from '@area-cliente/shared/declaracion';
import { beforeEach, describe, expect, it } from 'vitest';
import { ELIGE_TALLER, eleccionVacia, TALLER_PROPIO } from '../../components/eleccion-taller';
import { borrarBorrador, guardarBorrador, leerBorrador } from './almacen-borrador';
import {
  AMISTOSA_REQUERIDA,
  borradorNuevo,
  conPolizaDeRuta,
  DESCRIPCION_LONGITUD,
  ELIGE_POLIZA,
  erroresPaso,
  PASOS,
  pasoSiguiente,
  pasosQueAplican,
  peticion,
  primerPasoIncompleto,
  ULTIMO_PASO,
  type Borrador,
} from './borrador';

const CLAVE = '0f8fad5b-d9cb-469f-a165-70867728950e';
const HOY = '2026-11-23';
const coche: PolizaDeclarable = {
  idPoliza: 200001,
  numPoliza: 'AUT-1',
  ramo: 'VEH',
  riesgo: '1234 ABC',
  producto: 'Autos',
  fecEfecto: '2025-01-01',
  declarabilidad: { clase: 'ONLINE', tipos: [TIPO_COLISION, 'Rotura de lunas', 'Robo'] },
};
const hogar: PolizaDeclarable = {
  ...coche,
  idPoliza: 300001,
  ramo: 'HOG',
  declarabilidad: { clase: 'ONLINE', tipos: ['Daños por agua'] },
};
const IBIZA = { cp: '28009', taller: '12', nombreTaller: 'Talleres Ibiza Motor', propio: '' };
const salud: PolizaDeclarable = { ...coche, idPoliza: 9, declarabilidad: { clase: 'SOCIO' } };
const paso = (nombre: (typeof PASOS)[number]) => PASOS.indexOf(nombre);

function completo(overrides: Partial<Borrador> = {}): Borrador {
  return {
    ...borradorNuevo(CLAVE, 200001, '612345678'),
    tipo: 'Rotura de lunas',
    fecha: '2026-11-20',
    lugar: 'Calle Mayor 1, Madrid',
    descripcion: 'Una piedra rompió el parabrisas en la autovía.',
    taller: IBIZA,
    franjaContacto: 'Cualquier hora',
    ...overrides,
  };
}

describe('erroresPaso', () => {
  it('asks for a policy declared online: none chosen, or the partner health policy', () => {
    expect(erroresPaso(0, completo(), null, HOY)).toEqual({ idPoliza: ELIGE_POLIZA });
    expect(erroresPaso(0, completo(), salud, HOY)).toEqual({ idPoliza: ELIGE_POLIZA });
    expect(erroresPaso(0, completo(), coche, HOY)).toEqual({});
  });

  it("accepts only the chosen policy's kinds", () => {
    expect(erroresPaso(1, completo({ tipo: 'Daños por agua' }), coche, HOY)).toEqual({
      tipo: DECLARACION_TIPO_NO_VALIDO,
    });
    expect(erroresPaso(1, completo(), coche, HOY)).toEqual({});
  });

  it('refuses a date in the future or before the policy start', () => {
    const cuando = paso('Cuándo y dónde');
    expect(erroresPaso(cuando, completo({ fecha: '2026-11-24' }), coche, HOY).fecha).toBe(
      DECLARACION_FECHA_FUTURA,
    );
    expect(erroresPaso(cuando, completo({ fecha: '2024-12-31' }), coche, HOY).fecha).toBe(
      DECLARACION_FECHA_ANTERIOR_POLIZA,
    );
    expect(erroresPaso(cuando, completo({ fecha: HOY }), coche, HOY)).toEqual({});
  });

  it('asks a collision for the other vehicle and the amicable report', () => {
    const b = completo({ tipo: TIPO_COLISION });
    const errores = erroresPaso(paso('Cuándo y dónde'), b, coche, HOY);
    expect(Object.keys(errores).sort()).toEqual(['aseguradora', 'declaracionAmistosa', 'matricula']);
    expect(errores.declaracionAmistosa).toBe(AMISTOSA_REQUERIDA);
    const lleno = { ...b, matricula: '5678-xyz', aseguradora: 'Otra Seguros', declaracionAmistosa: false };
    expect(erroresPaso(paso('Cuándo y dónde'), lleno, coche, HOY)).toEqual({});
  });

  it('counts 20 to 2,000 characters of description, spaces around left out', () => {
    const d = paso('Descripción');
    expect(erroresPaso(d, completo({ descripcion: `  ${'a'.repeat(19)}  ` }), coche, HOY)).toEqual({
      descripcion: DESCRIPCION_LONGITUD,
    });
    expect(erroresPaso(d, completo({ descripcion: 'a'.repeat(20) }), coche, HOY)).toEqual({});
    expect(erroresPaso(d, completo({ descripcion: 'a'.repeat(2001) }), coche, HOY)).toEqual({
      descripcion: DESCRIPCION_LONGITUD,
    });
  });

  it('refuses a NUL or a lone surrogate in what the customer types, before sending', () => {
    const texto = `Me golpeó por detrás${'\u0000'} en el semáforo`;
    expect(erroresPaso(paso('Descripción'), completo({ descripcion: texto }), coche, HOY)).toEqual({
      descripcion: TEXTO_CARACTERES_NO_VALIDOS,
    });
    const colision = completo({
      tipo: TIPO_COLISION,
      lugar: 'Glorieta\uD800 de Bilbao',
      matricula: '5678-xyz',
      aseguradora: 'Otra\u0007 Seguros',
      declaracionAmistosa: false,
    });
    expect(erroresPaso(paso('Cuándo y dónde'), colision, coche, HOY)).toEqual({
      lugar: TEXTO_CARACTERES_NO_VALIDOS,
      aseguradora: TEXTO_CARACTERES_NO_VALIDOS,
    });
  });

  it('asks for a valid phone and a time to call', () => {
    const c = paso('Contacto');
    expect(erroresPaso(c, completo({ telefono: '', franjaContacto: null }), coche, HOY)).toEqual({
      telefono: MENSAJES.TELEFONO_REQUERIDO,
      franjaContacto: 'Elige cuándo prefieres que te llamemos.',
    });
    expect(erroresPaso(c, completo({ telefono: '512345678' }), coche, HOY).telefono).toBe(
      MENSAJES.TELEFONO_INCORRECTO,
    );
  });
});

describe('primerPasoIncompleto and peticion', () => {
  it('points at the first step left to complete, the review when all are', () => {
    expect(primerPasoIncompleto(completo({ descripcion: 'corta' }), coche, HOY)).toBe(paso('Descripción'));
    expect(primerPasoIncompleto(completo(), coche, HOY)).toBe(ULTIMO_PASO);
  });

  it('sends the draft key and the other vehicle only for a collision', () => {
    expect(peticion(completo(), coche).claveIdempotencia).toBe(CLAVE);
    expect(peticion(completo(), coche).contrario).toBeNull();
    const colision = completo({
      tipo: TIPO_COLISION,
      matricula: '5678XYZ',
      aseguradora: ' Otra ',
      declaracionAmistosa: true,
    });
    expect(peticion(colision, coche).contrario).toEqual({
      matricula: '5678XYZ',
      aseguradora: 'Otra',
      declaracionAmistosa: true,
    });
  });
});

describe('where to repair the car', () => {
  const t = paso('Dónde reparar tu vehículo');

  it('is asked on a car claim that damages the car, once its kind is chosen; not on a theft or a home', () => {
    expect(pasosQueAplican(completo(), coche)).toContain(t);
    for (const [b, poliza] of [
      [completo({ tipo: '' }), coche],
      [completo({ tipo: 'Robo' }), coche],
      [completo({ tipo: 'Daños por agua' }), hogar],
    ] as const) {
      expect(pasosQueAplican(b, poliza)).not.toContain(t);
      expect(pasoSiguiente(paso('Fotos'), b, poliza)).toBe(paso('Contacto'));
      expect(pasoSiguiente(paso('Contacto'), b, poliza, -1)).toBe(paso('Fotos'));
      expect(erroresPaso(t, b, poliza, HOY)).toEqual({});
      expect(peticion(b, poliza).taller).toBeNull();
    }
    expect(pasoSiguiente(paso('Fotos'), completo(), coche)).toBe(t);
  });

  it('asks for a workshop, or the name of my own', () => {
    expect(erroresPaso(t, completo({ taller: eleccionVacia('28009') }), coche, HOY)).toEqual({
      taller: ELIGE_TALLER,
    });
    const propio = { ...IBIZA, taller: TALLER_PROPIO, propio: ' ' };
    expect(erroresPaso(t, completo({ taller: propio }), coche, HOY)).toEqual({
      tallerPropio: TALLER_PROPIO_NOMBRE,
    });
    expect(primerPasoIncompleto(completo({ taller: propio }), coche, HOY)).toBe(t);
    expect(erroresPaso(t, completo(), coche, HOY)).toEqual({});
  });

  it('sends the partner workshop by its id, or my own by its name', () => {
    expect(peticion(completo(), coche).taller).toEqual({ idTaller: 12 });
    const propio = { ...IBIZA, taller: TALLER_PROPIO, propio: ' Talleres Ruiz ' };
    expect(peticion(completo({ taller: propio }), coche).taller).toEqual({ propio: 'Talleres Ruiz' });
  });
});

describe('draft storage', () => {
  beforeEach(() => {
    sessionStorage.clear();
    localStorage.clear();
  });

  it("keeps the draft in this tab's sessionStorage only, for its customer only", () => {
    const b = completo({
      paso: 3,
      fotos: [{ uuid: CLAVE, nombre: 'a.jpg', miniatura: 'data:image/jpeg;base64,AA' }],
    });
    guardarBorrador(7, b);
    expect(leerBorrador(7)).toEqual(b);
    expect(leerBorrador(8)).toBeNull();
    expect(localStorage.length).toBe(0);
    borrarBorrador();
    expect(leerBorrador(7)).toBeNull();
  });

  it('reads a draft saved without a workshop choice as one with none chosen', () => {
    const { taller: _taller, ...sinTaller } = completo();
    sessionStorage.setItem('ac.declaracionSiniestro', JSON.stringify({ idCliente: 7, borrador: sinTaller }));
    expect(leerBorrador(7)?.taller).toEqual(eleccionVacia());
  });

  it('ignores a stored value it cannot read', () => {
    sessionStorage.setItem('ac.declaracionSiniestro', '{"idCliente":7,"borrador":{"clave":"x"}}');
    expect(leerBorrador(7)).toBeNull();
    sessionStorage.setItem('ac.declaracionSiniestro', 'not json');
    expect(leerBorrador(7)).toBeNull();
  });
});

describe('a draft kept, opened from a policy', () => {
  it("takes the policy when nothing is typed yet, and starts at the policy's step", () => {
    const vacio = { ...borradorNuevo(CLAVE, null, '612345678'), paso: 1 };
    expect(conPolizaDeRuta(vacio, 200001)).toMatchObject({ idPoliza: 200001, paso: 0, clave: CLAVE });
    expect(conPolizaDeRuta(borradorNuevo(CLAVE, 7, ''), 200001).idPoliza).toBe(200001);
  });

  it('keeps its own policy once something is typed, and is unchanged without a policy in the route', () => {
    const escrito = completo({ idPoliza: 7 });
    expect(conPolizaDeRuta(escrito, 200001)).toBe(escrito);
    expect(conPolizaDeRuta({ ...borradorNuevo(CLAVE, 7, ''), lugar: 'Madrid' }, 200001).idPoliza).toBe(7);
    expect(conPolizaDeRuta(borradorNuevo(CLAVE, 7, ''), null).idPoliza).toBe(7);
  });
});
