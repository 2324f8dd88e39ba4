/** One notification e-mail: plain text and HTML of the same message. */
export interface Correo {
  para: string;
  asunto: string;
  texto: string;
  html: string;
}

/** Sends one e-mail; rejects when the server did not accept it (the queue retries). */
export interface EmailProvider {
  readonly name: 'outbox' | 'smtp' | 'unset';
  send(correo: Correo): Promise<void>;
  /** Releases connections (the app's close). */
  close(): void;
}
