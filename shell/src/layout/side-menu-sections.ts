import { type Portfolio } from '@area-cliente/shared/contract';
import { etiquetaSolicitudBaja, formatAmount, formatDate } from '@area-cliente/shared/domain';
import {
  needsAttention,
  SIN_POLIZAS,
  SIN_RECIBOS_PENDIENTES,
  SIN_SINIESTROS_ABIERTOS,
} from '@area-cliente/shared/routes';

type SideMenuItem = { key: string; title: string; detail: string; path: string };
/** `empty` is what the section says when it has no items: the three sections always show (SPEC §2). */
export type SideMenuSection = { title: string; items: SideMenuItem[]; empty: string };

/** The three lists of the side menu (SPEC §2), each item pointing at its detail screen. */
export function sideMenuSections(portfolio: Portfolio): SideMenuSection[] {
  const { recibos, siniestrosAbiertos, polizas } = needsAttention(portfolio);
  return [
    {
      title: 'Recibos impagados:',
      empty: SIN_RECIBOS_PENDIENTES,
      items: recibos.map(({ recibo: r, path }) => ({
        key: `recibo-${r.idRecibo}`,
        title: r.titulo,
        detail: `${formatDate(r.fecRecibo)} · ${formatAmount(r.importeNeto)}`,
        path,
      })),
    },
    {
      title: 'Siniestros abiertos:',
      empty: SIN_SINIESTROS_ABIERTOS,
      items: siniestrosAbiertos.map(({ siniestro: s, path }) => ({
        key: `siniestro-${s.numSiniestro}`,
        title: s.titulo,
        detail: `Nº ${s.numSiniestro}`,
        path,
      })),
    },
    {
      title: 'Pólizas:',
      empty: SIN_POLIZAS,
      items: polizas.map(({ list, poliza: p, path }) => ({
        key: `${list}-${p.idPoliza}`,
        title: p.riesgoAseguradoStr,
        // 'No se renovará el …' or 'Desistimiento solicitado' instead, short enough that no
        // ellipsis hides it in the menu's width (the title line still names the policy).
        detail: p.solicitudBaja
          ? etiquetaSolicitudBaja(p.solicitudBaja)
          : `${p.producto} · Nº ${p.numPoliza}`,
        path,
      })),
    },
  ];
}
