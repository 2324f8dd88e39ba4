/** The second factor that confirmed a change, as the records that keep it store it. */
export type FactorConfirmacion = 'PIN_SMS' | 'LLAVE_ACCESO';
