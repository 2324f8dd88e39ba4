import {
  formatAmount,
  formatDate,
  isSiniestroAbierto,
  polizaEntries,
  reciboRoute,
  siniestroEntries,
  type Portfolio,
} from '@area-cliente/shared';

export type SideMenuItem = { key: string; title: string; detail: string; path: string };
export type SideMenuSection = { title: string; items: SideMenuItem[] };

/** The three lists of the side menu (SPEC §2), each item pointing at its detail screen. */
export function sideMenuSections(portfolio: Portfolio): SideMenuSection[] {
  const recibos = portfolio.lstAllRecibosPtes.map((r) => ({
    key: `recibo-${r.idRecibo}`,
    title: r.titulo,
    detail: `${formatDate(r.fecRecibo)} · ${formatAmount(r.importeNeto)}`,
    path: reciboRoute(r),
  }));
  const siniestros = siniestroEntries(portfolio)
    .filter((e) => isSiniestroAbierto(e.siniestro.estado))
    .map(({ siniestro: s, path }) => ({
      key: `siniestro-${s.numSiniestro}`,
      title: s.titulo,
      detail: `Nº ${s.numSiniestro}`,
      path,
    }));
  const polizas = polizaEntries(portfolio).map(({ list, poliza: p, path }) => ({
    key: `${list}-${p.idPoliza}`,
    title: p.riesgoAseguradoStr,
    detail: `${p.producto} · Nº ${p.numPoliza}`,
    path,
  }));
  return [
    { title: 'Recibos impagados:', items: recibos },
    { title: 'Siniestros abiertos:', items: siniestros },
    { title: 'Pólizas:', items: polizas },
  ];
}
