import { PASSWORD_PISTA } from '../domain/password';
import { ERROR_COMUNICACION, TELEFONO_INCORRECTO } from '../domain/mensajes';

/** User-facing form and feedback texts; quoted ones are SPEC §5/§8 to the letter. */
export const MENSAJES = {
  DOCUMENTO_REQUERIDO: 'Escribe tu NIF/CIF/NIE',
  DOCUMENTO_FORMATO: 'El NIF/CIF/NIE no tiene un formato válido',
  DOCUMENTO_CONTROL: 'La letra o dígito de control del NIF/CIF/NIE no es correcto',
  TERMINOS_REQUERIDOS: 'Debes aceptar las condiciones del servicio',
  PASSWORD_PISTA,
  EMAIL_DOS_CASILLAS: 'Escriba su e-mail en las dos casillas',
  EMAIL_DISTINTOS: 'Los e-mail no son iguales',
  EMAIL_REGISTRO_INCORRECTO: 'E-mail incorrecto',
  EMAIL_REQUERIDO: 'Escriba un e-mail',
  EMAIL_INCORRECTO: 'Email incorrecto',
  TELEFONO_REQUERIDO: 'Escriba un número de teléfono',
  TELEFONO_INCORRECTO,
  CONSENTIMIENTO_REQUERIDO: 'Conteste a las opciones, por favor',
  ERROR_COMUNICACION,
  SESION_CADUCADA: 'Sesion caducada',
  COPIADO: 'Copiado al portapapeles',
  CARGANDO: 'Cargando datos ...',
  /** SPEC §2 spells the receipt's title while it loads without the space. */
  CARGANDO_TITULO: 'Cargando datos...',
} as const;

/** How long a toast or a timed alert stays on screen (SPEC §9). */
export const DURACIONES_MS = {
  COPIADO: 1500,
  ERROR: 5000,
  SESION_CADUCADA: 3000,
} as const;
