import type { EstadoAsistencia, SituacionAsistencia } from '@area-cliente/shared/domain';

/** Where the vehicle is, as the customer gave it. */
export type UbicacionAsistencia =
  | { tipo: 'GPS'; latitud: number; longitud: number; precisionM: number }
  | { tipo: 'DIRECCION'; direccion: string };

/** What the provider needs to send help: nothing of the customer's beyond the phone it calls. */
interface SolicitudProveedor {
  /** Our tracking code: the provider's idempotency key (a resend after a lost answer makes no second). */
  codigo: string;
  situacion: SituacionAsistencia;
  ubicacion: UbicacionAsistencia;
  telefono: string;
  /** 'Toyota Corolla · 1234 ABC': what the tow truck looks for. */
  vehiculo: string;
}

/** Where the provider's vehicle is, and when it was there. */
export interface PosicionServicio {
  latitud: number;
  longitud: number;
  actualizadaEl: Date;
}

/** The provider's view of a request. */
export interface EstadoProveedor {
  estado: EstadoAsistencia;
  llegadaEstimada: Date | null;
  /**
   * The vehicle and driver once assigned; `telefono` (9 digits) is the driver's, for the customer to
   * call; `posicion` where the vehicle was last seen, when the provider reports it.
   */
  servicio: {
    vehiculo: string;
    conductor: string | null;
    telefono: string | null;
    posicion: PosicionServicio | null;
  } | null;
}

/** The roadside assistance company: takes a request, answers how it is going, and calls it off. */
export interface AsistenciaProvider {
  readonly name: 'demo' | 'http' | 'unset';
  /** Sends the request; answers the provider's reference for it. */
  solicitar(solicitud: SolicitudProveedor): Promise<string>;
  consultar(referencia: string): Promise<EstadoProveedor>;
  /** The customer no longer needs the help: stop the service. Rejects when the provider was not told. */
  cancelar(referencia: string): Promise<void>;
}
