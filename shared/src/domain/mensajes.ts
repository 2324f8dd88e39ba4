// SPEC §5/§8 texts the API answers and the screens show alike, so both read one spelling.
export const ERROR_COMUNICACION = 'Error de comunicación con servidor';
export const TELEFONO_INCORRECTO = 'Número de telefono incorrecto';
