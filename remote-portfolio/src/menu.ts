import { type MenuEntry } from '@area-cliente/shared';
import { type Portfolio } from '@area-cliente/shared/contract';
import {
  MENSAJES_PATH,
  MENU_SLOTS,
  MIS_DOCUMENTOS_PATH,
  TARJETAS_PATH,
  tieneTarjetasOAsistencia,
} from '@area-cliente/shared/routes';

/**
 * This remote's side-menu entries (SPEC §2): 'Mis datos', 'Mis documentos' and 'Mensajes' always,
 * 'Tarjetas y asistencia' when a policy has a digital card or roadside help.
 */
export function menuEntries(portfolio: Portfolio): MenuEntry[] {
  return [
    { label: 'Mis datos', path: '/cliente', position: MENU_SLOTS.misDatos },
    { label: 'Mis documentos', path: MIS_DOCUMENTOS_PATH, position: MENU_SLOTS.misDocumentos },
    { label: 'Mensajes', path: MENSAJES_PATH, position: MENU_SLOTS.mensajes },
    ...(tieneTarjetasOAsistencia(portfolio)
      ? [{ label: 'Tarjetas y asistencia', path: TARJETAS_PATH, position: MENU_SLOTS.tarjetas }]
      : []),
  ];
}
