/** Registration ID check; returns the message to show or null. */
export declare function validateDocumento(raw: string): string | null;
export declare function validateTerminos(accepted: boolean): string | null;
/** Registration e-mail typed twice: both required, equal, and well formed. */
export declare function validateEmailRegistro(email: string, repetido: string): string | null;
/** E-mail in the change popup. */
export declare function validateEmailCambio(email: string): string | null;
/** What a phone input keeps of the typed text: at most 10 characters. */
export declare function limitTelefonoInput(typed: string): string;
/** Call-back and phone change: 9 digits starting with 9, 7 or 6. */
export declare function validateTelefono(raw: string): string | null;
/** Passwords travel trimmed; the server owns the strength rule and its message. */
export declare function normalizePassword(raw: string): string;
/** Consent needs an explicit yes or no. */
export declare function validateConsentimiento(choice: boolean | null | undefined): string | null;
