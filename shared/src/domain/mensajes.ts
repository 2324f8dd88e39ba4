// SPEC §5/§8 texts the API answers and the screens show alike, so both read one spelling.
export const ERROR_COMUNICACION = 'Error de comunicación con servidor';
export const TELEFONO_INCORRECTO = 'Número de telefono incorrecto';

/** A wrong password or an unknown ID: the same words, so IDs cannot be told apart. */
export const CREDENCIALES_INCORRECTAS = 'El NIF/CIF/NIE o la contraseña no son correctos';

/** The link that unlocks an account locked by failed logins (it leads to registroNifRecordar). */
export const OLVIDE_CONTRASENA = 'He olvidado mi contraseña';

/** A wait in whole minutes, rounded up: '1 minuto', '15 minutos'. */
export function minutosDeEspera(segundos: number): string {
  const minutos = Math.max(1, Math.ceil(segundos / 60));
  return minutos === 1 ? '1 minuto' : `${minutos} minutos`;
}

/**
 * What a login near or past the account's failure limit answers. The API fills in the time left in
 * the window it really applies; the login screen turns the quoted OLVIDE_CONTRASENA into its link,
 * since a verified SMS PIN lifts the lock at once. An unknown ID is counted and answered the same way.
 */
export const MENSAJES_BLOQUEO = {
  ultimoIntento: (segundos: number) =>
    `${CREDENCIALES_INCORRECTAS}. Te queda un intento: si vuelves a fallar, bloquearemos el acceso ` +
    `durante ${minutosDeEspera(segundos)}. Si no la recuerdas, usa '${OLVIDE_CONTRASENA}'.`,
  cuentaBloqueada: (segundos: number) =>
    `Has superado el número de intentos: el acceso queda bloqueado durante los próximos ` +
    `${minutosDeEspera(segundos)}. Si no recuerdas tu contraseña, pulsa '${OLVIDE_CONTRASENA}' para ` +
    `crear otra y entrar ya.`,
  conexionBloqueada: (segundos: number) =>
    `Demasiados intentos desde tu conexión. Vuelve a intentarlo dentro de ${minutosDeEspera(segundos)}.`,
} as const;
