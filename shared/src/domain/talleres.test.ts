import { CODIGO_POSTAL, codigoPostalDe, reparaVehiculo } from './talleres';

describe('workshop choice rules', () => {
  it('asks where to repair the car on every car claim but a theft, and on no other line', () => {
    expect(reparaVehiculo('VEH', 'Colisión con otro vehículo')).toBe(true);
    expect(reparaVehiculo('VEH', 'Rotura de lunas')).toBe(true);
    expect(reparaVehiculo('VEH', 'Robo')).toBe(false);
    expect(reparaVehiculo('MOV', 'Daños al vehículo')).toBe(false);
    expect(reparaVehiculo('HOG', 'Incendio')).toBe(false);
  });

  it('finds the postcode a place names, or none', () => {
    expect(codigoPostalDe('Calle de Alcalá 120, 28009 Madrid')).toBe('28009');
    expect(codigoPostalDe('Carrer d’Aragó 310, 08009 Barcelona')).toBe('08009');
    expect(codigoPostalDe('Autovía A-6, km 20')).toBe('');
    // Five digits that are no postcode (province 99), and a number inside a longer one.
    expect(codigoPostalDe('Polígono 99123, nave 123456')).toBe('');
    expect(CODIGO_POSTAL.test('52001')).toBe(true);
    expect(CODIGO_POSTAL.test('00100')).toBe(false);
  });
});
