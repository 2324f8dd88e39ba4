import { type MenuEntry } from '@area-cliente/shared';
import { type Portfolio } from '@area-cliente/shared/contract';
import { puedeDeclarar } from '@area-cliente/shared/declaracion';
import { declararSiniestroRoute, MENU_SLOTS, RECLAMACIONES_PATH } from '@area-cliente/shared/routes';

/**
 * This remote's side-menu entries (SPEC §2): 'Declarar un siniestro' when a policy can declare one
 * online, 'Reclamaciones' always.
 */
export function menuEntries(portfolio: Portfolio): MenuEntry[] {
  return [
    ...(puedeDeclarar(portfolio)
      ? [
          {
            label: 'Declarar un siniestro',
            path: declararSiniestroRoute(),
            position: MENU_SLOTS.declararSiniestro,
          },
        ]
      : []),
    { label: 'Reclamaciones', path: RECLAMACIONES_PATH, position: MENU_SLOTS.reclamaciones },
  ];
}
