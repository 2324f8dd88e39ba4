/** Password length (SPEC §9 minimum): the server's rule, the request schema and the screens' hint. */
export const PASSWORD_MIN_LENGTH = 8;
export const PASSWORD_MAX_LENGTH = 128;
