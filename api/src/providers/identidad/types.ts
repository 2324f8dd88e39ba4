/** What the sign-in keeps between sending the browser to the identity provider and its return. */
export interface EntradaPendiente {
  state: string;
  nonce: string;
  verifier: string;
}

/** Who came back from the identity provider: its subject, display name and groups. */
export interface PersonaIdentificada {
  usuario: string;
  nombre: string;
  grupos: string[];
}

/** The company's identity provider, by OpenID Connect (authorization code + PKCE, state and nonce). */
export interface IdentidadProvider {
  /** Where to send the browser, and what to keep (in a signed cookie) for its return. */
  entrada(): Promise<{ url: string; pendiente: EntradaPendiente }>;
  /** The return (the callback's full URL): the code exchanged, the ID token checked. Throws when refused. */
  vuelta(url: URL, pendiente: EntradaPendiente): Promise<PersonaIdentificada>;
}
