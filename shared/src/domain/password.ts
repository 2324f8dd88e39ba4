/** Password length (SPEC §9 minimum): the server's rule, the request schema and the screens' hint. */
export const PASSWORD_MIN_LENGTH = 8;
export const PASSWORD_MAX_LENGTH = 128;

/**
 * The hint under every new-password field. It says what the server accepts: any character counts and
 * only the most common passwords are refused (SPEC §5 leaves the exact rule to the server).
 */
export const PASSWORD_PISTA = `Al menos ${PASSWORD_MIN_LENGTH} caracteres: letras, números, espacios o símbolos. Evita las contraseñas más comunes.`;
