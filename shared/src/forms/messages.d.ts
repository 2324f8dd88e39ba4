/** User-facing form and feedback texts; quoted ones are SPEC §5/§8 to the letter. */
export declare const MENSAJES: {
    readonly DOCUMENTO_REQUERIDO: "Escribe tu NIF/CIF/NIE";
    readonly DOCUMENTO_FORMATO: "El NIF/CIF/NIE no tiene un formato válido";
    readonly DOCUMENTO_CONTROL: "La letra o dígito de control del NIF/CIF/NIE no es correcto";
    readonly TERMINOS_REQUERIDOS: "Debes aceptar las condiciones del servicio";
    readonly PASSWORD_PISTA: "Al menos 8 caracteres: letras, números, espacios o símbolos. Evita las contraseñas más comunes.";
    readonly EMAIL_DOS_CASILLAS: "Escriba su e-mail en las dos casillas";
    readonly EMAIL_DISTINTOS: "Los e-mail no son iguales";
    readonly EMAIL_REGISTRO_INCORRECTO: "E-mail incorrecto";
    readonly EMAIL_REQUERIDO: "Escriba un e-mail";
    readonly EMAIL_INCORRECTO: "Email incorrecto";
    readonly TELEFONO_REQUERIDO: "Escriba un número de teléfono";
    readonly TELEFONO_INCORRECTO: "Número de telefono incorrecto";
    readonly CONSENTIMIENTO_REQUERIDO: "Conteste a las opciones, por favor";
    readonly ERROR_COMUNICACION: "Error de comunicación con servidor";
    readonly COPIADO: "Copiado al portapapeles";
    readonly CARGANDO: "Cargando datos ...";
    /** SPEC §2 spells the receipt's title while it loads without the space. */
    readonly CARGANDO_TITULO: "Cargando datos...";
};
/** How long a toast stays on screen (SPEC §9); alerts stay until closed or the screen changes. */
export declare const DURACIONES_MS: {
    readonly COPIADO: 1500;
};
