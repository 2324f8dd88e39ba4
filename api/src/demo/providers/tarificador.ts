import { yearsBetween, type TipoVehiculo } from '@area-cliente/shared/domain';
import type {
  ConductorTarificable,
  EstadoTarificable,
  PeticionTarificacion,
  TarificadorProvider,
} from '../../providers/tarificador/types';

/*
 * The demo's stand-in for the insurer's rating: a small table of risk points by vehicle, use, make,
 * covers and drivers (age and licence years). The new premium is today's premium scaled by the
 * points of the proposed state over those of the current one, so a change moves the seeded premium
 * by what the change itself weighs, and an unchanged state keeps it to the cent.
 */

const BASE: Record<TipoVehiculo, number> = { TURISMO: 300, FURGONETA: 340, TODOTERRENO: 360, MOTO: 150 };
const USO: Record<string, number> = { PARTICULAR: 1, PROFESIONAL: 1.25, TAXI: 1.6 };
const MARCAS_ALTA_GAMA = new Set([
  'AUDI',
  'BMW',
  'MERCEDES',
  'MERCEDES-BENZ',
  'PORSCHE',
  'TESLA',
  'LEXUS',
  'VOLVO',
]);
/** What each optional cover adds, by its name; any other cover adds the default. */
const COBERTURA: Record<string, number> = {
  'Vehículo de sustitución': 45,
  'Asistencia en viaje': 30,
  'Defensa de multas': 18,
  'Accidentes del conductor': 25,
  'Daños propios': 180,
  Robo: 40,
  Incendio: 20,
  'Equipamiento del motorista': 25,
  'Daños eléctricos': 20,
  'Asistencia en el hogar': 25,
};
const COBERTURA_OTRA = 20;

/** A driver's factor on the day: young or new drivers weigh more. */
function factorConductor(c: ConductorTarificable, dia: string): number {
  const edad = c.fecNacimiento ? yearsBetween(c.fecNacimiento, dia) : 40;
  const carne = c.fecCarne ? yearsBetween(c.fecCarne, dia) : 10;
  const porEdad = edad < 25 ? 1.45 : edad < 30 ? 1.15 : edad >= 70 ? 1.2 : 1;
  return porEdad * (carne < 3 ? 1.3 : 1);
}

function puntos(e: EstadoTarificable, dia: string): number {
  const coberturas = e.coberturas.reduce((sum, c) => sum + (COBERTURA[c] ?? COBERTURA_OTRA), 0);
  if (!e.vehiculo) return 100 + coberturas;
  const v = e.vehiculo;
  const vehiculo =
    BASE[v.tipo] * (USO[v.uso ?? ''] ?? 1) * (MARCAS_ALTA_GAMA.has(v.marca.toUpperCase()) ? 1.3 : 1);
  // The riskiest driver sets the factor; every other named driver adds a little.
  const factores = e.conductores.map((c) => factorConductor(c, dia));
  const conductores = (factores.length ? Math.max(...factores) : 1) + 0.05 * Math.max(0, factores.length - 1);
  return (vehiculo + coberturas) * conductores;
}

export function demoTarificador(): TarificadorProvider {
  return {
    name: 'demo',
    primaAnual(p: PeticionTarificacion) {
      const prima = (p.primaActual * puntos(p.propuesto, p.efecto)) / puntos(p.actual, p.efecto);
      return Promise.resolve(Math.round(prima * 100) / 100);
    },
  };
}
