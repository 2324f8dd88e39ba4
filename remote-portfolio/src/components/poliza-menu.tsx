import { AppLink } from '@area-cliente/shared';
import {
  type DocumentoContrato,
  DOWNLOADS,
  type PolizaBase,
  type Recibo,
  type SiniestroResumen,
} from '@area-cliente/shared/contract';
import {
  esDocumentoDigital,
  formatAmount,
  formatDate,
  isReciboVencido,
  isSiniestroAbierto,
  isSiniestroCerrado,
  type SiniestroListKey,
} from '@area-cliente/shared/domain';
import { openDownload } from '@area-cliente/shared/downloads';
import { avisoRenovacionRoute, reciboRoute, siniestroRoute } from '@area-cliente/shared/routes';
import { Collapsible } from '@area-cliente/shared/ui';
import { useEnlaces } from '@area-cliente/shared/query';
import type { ReactNode } from 'react';
import { NO_DISPONIBLE_DIGITAL, useInvitacionContacto } from './contacto';
import { documentosPorVersion, type LineaDocumentos } from './documentos-version';

/** Claims of the policy and the portfolio list whose detail route they open. */
export type SiniestrosPoliza = { list: SiniestroListKey; items: SiniestroResumen[] };

const TIPO_DOCUMENTO: Record<DocumentoContrato['tipo'], string> = {
  ACTUAL: 'Vigente',
  FUTURA: 'Próxima renovación',
  FUTURO: 'Próxima renovación',
};

function Seccion({ titulo, vacio, children }: { titulo: string; vacio: string; children: ReactNode[] }) {
  return (
    <Collapsible title={`${titulo} (${children.length})`} headingLevel={3}>
      {children.length ? (
        <ul className="ac-menu-list pf-menu__list">{children}</ul>
      ) : (
        <p className="pf-menu__empty">{vacio}</p>
      )}
    </Collapsible>
  );
}

function SiniestroItem({ list, s }: { list: SiniestroListKey; s: SiniestroResumen }) {
  return (
    <li>
      <AppLink to={siniestroRoute(list, s)} className="pf-menu__link">
        <span className="pf-menu__title">{s.titulo}</span>
        <span className="pf-menu__detail">
          {s.numSiniestro} · {formatDate(s.fecOcurrencia)}
        </span>
      </AppLink>
    </li>
  );
}

function ReciboItem({ r }: { r: Recibo }) {
  return (
    <li>
      <AppLink to={reciboRoute(r)} className="pf-menu__link">
        <span className="pf-menu__title">
          {formatDate(r.fecRecibo)} · {formatAmount(r.importeNeto)}
        </span>
        <span className="pf-menu__detail">
          {isReciboVencido(r) ? <strong className="pf-vencido">Vencido</strong> : null} {r.titulo}
        </span>
      </AppLink>
    </li>
  );
}

function DocumentoItem({ d }: { d: DocumentoContrato }) {
  const invitacion = useInvitacionContacto();
  const detalle = `${TIPO_DOCUMENTO[d.tipo]} · ${formatDate(d.fechaEfecto)}`;
  if (!esDocumentoDigital(d)) {
    return (
      <li className="pf-menu__doc">
        <span className="pf-menu__title">{d.nombre}</span>
        <span className="pf-menu__detail">{detalle}</span>
        <span className="pf-menu__note">
          {NO_DISPONIBLE_DIGITAL} {invitacion}
        </span>
      </li>
    );
  }
  return (
    <li>
      <button
        type="button"
        className="pf-menu__link"
        onClick={() => void openDownload('CCPP', String(d.id), DOWNLOADS.ccpp, { id: d.id })}
      >
        <span className="pf-menu__title">{d.nombre} (PDF)</span>
        <span className="pf-menu__detail">{detalle}</span>
      </button>
    </li>
  );
}

/**
 * The policy's own menu (SPEC §2): claims open and closed, unpaid, paid and future receipts,
 * documentation and the renewal notice. Items open the claim, receipt and renewal screens of the
 * other remotes by route.
 */
export function PolizaMenu({
  poliza,
  linea,
  siniestros,
  renovable = true,
}: {
  poliza: PolizaBase;
  linea: LineaDocumentos;
  siniestros?: SiniestrosPoliza;
  /** False for a policy no longer in force: its renewal notice no longer applies. */
  renovable?: boolean;
}) {
  const autos = linea === 'autos' || linea === 'moto';
  const abiertos = siniestros?.items.filter((s) => isSiniestroAbierto(s.estado)) ?? [];
  const cerrados = siniestros?.items.filter((s) => isSiniestroCerrado(s.estado, autos)) ?? [];
  const enlaces = documentosPorVersion(linea, poliza, useEnlaces()?.documentos ?? null);

  return (
    <nav className="pf-menu" aria-label="Menú de la póliza">
      {siniestros && (
        <>
          <Seccion titulo="Siniestros abiertos" vacio="No tienes siniestros abiertos.">
            {abiertos.map((s) => (
              <SiniestroItem key={s.numSiniestro} list={siniestros.list} s={s} />
            ))}
          </Seccion>
          <Seccion titulo="Siniestros cerrados" vacio="No tienes siniestros cerrados.">
            {cerrados.map((s) => (
              <SiniestroItem key={s.numSiniestro} list={siniestros.list} s={s} />
            ))}
          </Seccion>
        </>
      )}
      <Seccion titulo="Recibos impagados" vacio="No tienes recibos impagados.">
        {poliza.lstRecibosPdtes.map((r) => (
          <ReciboItem key={r.idRecibo} r={r} />
        ))}
      </Seccion>
      <Seccion titulo="Recibos" vacio="No hay recibos cobrados.">
        {poliza.lstRecibosCob.map((r) => (
          <ReciboItem key={r.idRecibo} r={r} />
        ))}
      </Seccion>
      <Seccion titulo="Recibos futuros" vacio="No hay recibos futuros.">
        {poliza.lstRecibosFuturos.map((r) => (
          <ReciboItem key={r.idRecibo} r={r} />
        ))}
      </Seccion>
      <Seccion titulo="Documentación" vacio="No hay documentos.">
        {[
          ...poliza.lstCCPP.map((d) => <DocumentoItem key={d.id} d={d} />),
          ...enlaces.map((e) => (
            <li key={e.url}>
              <a href={e.url} target="_blank" rel="noopener noreferrer" className="pf-menu__link">
                <span className="pf-menu__title">{e.titulo}</span>
                <span className="pf-menu__detail">Se abre en una pestaña nueva</span>
              </a>
            </li>
          )),
        ]}
      </Seccion>
      {poliza.tenemosAvisoCobro && renovable && (
        <p className="pf-menu__aviso">
          <AppLink to={avisoRenovacionRoute(poliza.idPoliza)}>Ver aviso de renovación</AppLink>
        </p>
      )}
    </nav>
  );
}
