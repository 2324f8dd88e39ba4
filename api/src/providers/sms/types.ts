/** Sends one text message to a Spanish mobile number (9 digits). */
export interface SmsProvider {
  readonly name: 'outbox' | 'http' | 'unset';
  send(telefono: string, texto: string): Promise<void>;
}
