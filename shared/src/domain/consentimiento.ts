/*
 * Consent to commercial communications (RGPD, SPEC §4), `gdprEmpresas` on the customer: given,
 * refused, or still pending while the customer has not answered. A customer whose consent is pending
 * is taken to /gdprTacito after logging in or registering, and back to it from any customer screen;
 * a campaign may aim a card at any of the three.
 */

export const ESTADOS_CONSENTIMIENTO = ['dado', 'denegado', 'pendiente'] as const;
export type EstadoConsentimiento = (typeof ESTADOS_CONSENTIMIENTO)[number];

/** Where the customer's consent stands: no answer on record is pending. */
export function estadoConsentimiento(cliente: { gdprEmpresas?: boolean | null }): EstadoConsentimiento {
  if (cliente.gdprEmpresas == null) return 'pendiente';
  return cliente.gdprEmpresas ? 'dado' : 'denegado';
}

/** Whether the customer still has to answer on commercial communications. */
export const consentimientoPendiente = (cliente: { gdprEmpresas?: boolean | null }): boolean =>
  estadoConsentimiento(cliente) === 'pendiente';
