/**
 * Notifications by e-mail and SMS: the events the customer is told about, on which
 * channels, what is on by default, and which cannot be switched off. One copy for the API (which
 * reads the choices when it sends) and 'Mis datos' (which shows the switches).
 */

export const CANALES_AVISO = ['EMAIL', 'SMS'] as const;
export type CanalAviso = (typeof CANALES_AVISO)[number];

export const EVENTOS_AVISO = [
  'SINIESTRO_ESTADO',
  'SINIESTRO_FIRMA',
  'DOCUMENTO_NUEVO',
  'RECIBO_COBRADO',
  'RECIBO_DEVUELTO',
  'RENOVACION',
  'CAMBIO_DATOS',
  'ACCESO_NUEVO',
  'FIRMA_DOCUMENTO',
  'POLIZA_MODIFICADA',
  'MENSAJE_RESPUESTA',
] as const;
export type EventoAviso = (typeof EVENTOS_AVISO)[number];

interface ReglaAviso {
  /** The switch's label in 'Mis datos'. */
  etiqueta: string;
  /** On unless the customer turned it off. */
  porDefecto: Record<CanalAviso, boolean>;
  /** Security-relevant: always sent, the switch shown on and disabled. */
  obligatorio: boolean;
}

export const AVISOS: Record<EventoAviso, ReglaAviso> = {
  SINIESTRO_ESTADO: {
    etiqueta: 'Un siniestro cambia de estado',
    porDefecto: { EMAIL: true, SMS: false },
    obligatorio: false,
  },
  SINIESTRO_FIRMA: {
    etiqueta: 'Un siniestro tiene un documento para firmar',
    porDefecto: { EMAIL: true, SMS: true },
    obligatorio: false,
  },
  DOCUMENTO_NUEVO: {
    etiqueta: 'Tienes un documento nuevo',
    porDefecto: { EMAIL: true, SMS: false },
    obligatorio: false,
  },
  RECIBO_COBRADO: {
    etiqueta: 'Se cobra un recibo',
    porDefecto: { EMAIL: true, SMS: false },
    obligatorio: false,
  },
  RECIBO_DEVUELTO: {
    etiqueta: 'Se devuelve un recibo',
    porDefecto: { EMAIL: true, SMS: true },
    obligatorio: false,
  },
  RENOVACION: {
    etiqueta: 'Se acerca la renovación de una póliza',
    porDefecto: { EMAIL: true, SMS: false },
    obligatorio: false,
  },
  CAMBIO_DATOS: {
    etiqueta: 'Cambios en tus datos de contacto, bancarios o tu contraseña',
    porDefecto: { EMAIL: true, SMS: true },
    obligatorio: true,
  },
  ACCESO_NUEVO: {
    etiqueta: 'Se entra en tu área desde un navegador nuevo',
    porDefecto: { EMAIL: true, SMS: true },
    obligatorio: true,
  },
  FIRMA_DOCUMENTO: {
    etiqueta: 'Se firma un documento en tu nombre',
    porDefecto: { EMAIL: true, SMS: true },
    obligatorio: true,
  },
  // A change to what a policy covers or costs, made with the customer's credentials: told like a
  // change to their data, whatever the switches say.
  POLIZA_MODIFICADA: {
    etiqueta: 'Se modifica una de tus pólizas',
    porDefecto: { EMAIL: true, SMS: true },
    obligatorio: true,
  },
  MENSAJE_RESPUESTA: {
    etiqueta: 'Atención al Cliente responde a uno de tus mensajes',
    porDefecto: { EMAIL: true, SMS: false },
    obligatorio: false,
  },
};

export const MENSAJE_AVISO_OBLIGATORIO =
  'Los avisos de seguridad (cambios en tus datos o en tus pólizas, firmas en tu nombre y entradas desde un navegador nuevo) no se pueden desactivar';

/** Whether an event is sent on a channel, given the customer's saved choice (undefined: none saved). */
export function avisoActivo(evento: EventoAviso, canal: CanalAviso, elegido: boolean | undefined): boolean {
  const regla = AVISOS[evento];
  if (regla.obligatorio) return true;
  return elegido ?? regla.porDefecto[canal];
}
