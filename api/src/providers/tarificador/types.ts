import type { Ramo, TipoVehiculo } from '@area-cliente/shared/domain';

/** A named driver as the rating reads it: only what prices (the dates), never the name or the ID. */
export interface ConductorTarificable {
  habitual: boolean;
  fecNacimiento: string | null;
  fecCarne: string | null;
}

/** A policy state: what the insurer's rating prices. */
export interface EstadoTarificable {
  vehiculo: {
    tipo: TipoVehiculo;
    marca: string;
    modelo: string;
    version: string | null;
    uso: string | null;
  } | null;
  conductores: ConductorTarificable[];
  /** The covers the policy has in this state (included and optional taken), by name. */
  coberturas: string[];
}

/**
 * What is asked of the rating: the premium of the `propuesto` state from `efecto` on. The policy as
 * it is and its premium come along (a rating engine may quote a change against them). Nothing of
 * the customer's identity; the policy number only as the rating's reference.
 */
export interface PeticionTarificacion {
  numPoliza: string;
  ramo: Ramo;
  producto: string;
  /** The day the state takes effect (YYYY-MM-DD): ages are counted on it. */
  efecto: string;
  primaActual: number;
  actual: EstadoTarificable;
  propuesto: EstadoTarificable;
}

/** The insurer's rating: the annual premium of a proposed policy state. */
export interface TarificadorProvider {
  readonly name: 'demo' | 'http' | 'unset';
  /** The new annual premium in euros, to the cent; rejects when the rating could not answer. */
  primaAnual(peticion: PeticionTarificacion): Promise<number>;
}
