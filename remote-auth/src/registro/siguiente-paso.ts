import { type Cliente, type Portfolio } from '@area-cliente/shared/contract';
import { consentimientoPendiente } from '@area-cliente/shared/domain';
import { polizasDeContacto } from '@area-cliente/shared/routes';

/** After the password (SPEC §4): validEmail when an e-mail is on record, else email. */
export function pasoTrasClaves(cliente: Pick<Cliente, 'email'>): string {
  return cliente.email ? '/validEmail' : '/email';
}

/** After the e-mail: gdprTacito while consent is pending, else inicio. */
export function pasoTrasEmail(cliente: Pick<Cliente, 'gdprEmpresas'>): string {
  return consentimientoPendiente(cliente) ? '/gdprTacito' : '/inicio';
}

/** The e-mail goes to every current policy the company manages (never the partner insurer's). */
export function polizasParaEmail(portfolio: Portfolio): number[] {
  return polizasDeContacto(portfolio).map((e) => e.poliza.idPoliza);
}
