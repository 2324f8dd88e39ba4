// Apart from the envelope's schema: a screen that compares codes loads no validator for it.
/** Result codes of SPEC §8. */
export const Codigo = {
  OK: 0,
  /** Phone change refused with a message meant for the user. */
  TELEFONO_RECHAZADO: 1010,
  /** Beyond SPEC: the current password confirming a change of password, e-mail or phone is wrong. */
  CLAVE_ACTUAL_INCORRECTA: 1020,
  /**
   * Beyond SPEC: a failed login that leaves one attempt, or an account locked by failed logins; the
   * mensaje says how long, and the login screen offers 'He olvidado mi contraseña' beside it.
   */
  LOGIN_LIMITADO: 1030,
  ERROR_COMUNICACION: 1111,
  SESION_CADUCADA: 1200,
  IR_A_LOGIN: 1300,
  /** Any business error whose `mensaje` is shown to the user. */
  ERROR_NEGOCIO: 1000,
} as const;
