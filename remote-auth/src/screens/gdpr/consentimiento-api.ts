import { api } from '@area-cliente/shared';
import { CALLS } from '@area-cliente/shared/contract';
import { refreshPortfolio } from '@area-cliente/shared/query';

/** Saves the promotions consent, then reloads the portfolio (SPEC §7: after a consent change). */
export async function guardarConsentimiento(gdprEmpresas: boolean): Promise<void> {
  await api.call(CALLS.actualizarGdpr, { body: { gdprEmpresas } });
  await refreshPortfolio();
}
