import { useRemoteProps } from '@area-cliente/shared';
import { CALLS, type PolizaBase } from '@area-cliente/shared/contract';
import { ID_EN_RUTA } from '@area-cliente/shared/domain';
import { Card, Loaded, MediatedNotice, NotFound, type Loadable } from '@area-cliente/shared/ui';
import { AvisoSocio, DeclararSiniestroLink, polizaDeclarable } from '@area-cliente/shared/declaracion';
import { useCallQuery, usePortfolio } from '@area-cliente/shared/query';
import { useEffect, useState, type ReactNode } from 'react';
import { CoberturasPoliza } from './coberturas-poliza';
import type { LineaDocumentos } from './documentos-version';
import { PolizaMenu, type SiniestrosPoliza } from './poliza-menu';
import { MarcaRenovacion, RenovacionCard } from './renovacion-card';
import '../portfolio.css';

export const POLIZA_NO_ENCONTRADA =
  'No encontramos esta póliza entre las tuyas. Vuelve a Inicio y elígela en el menú.';

type Props<T extends PolizaBase> = {
  /** The policy detail as it loads; a malformed, missing or foreign id shows not found. */
  state: Loadable<T>;
  titulo: (p: T) => string;
  linea: (p: T) => LineaDocumentos;
  siniestros?: (p: T) => SiniestrosPoliza;
  /** Buttons and links under the title (partner client area, certificate...). */
  acciones?: (p: T) => ReactNode;
  children: (p: T) => ReactNode;
};

/**
 * What the policy covers and its renewal have calls of their own (the nine detail contracts stay as
 * they are), asked beside the detail from the route's id, or from the detail's for a partner's policy
 * (keyed by its number). True until both have answered once for this policy: a screen loading its
 * detail waits for them, because the cover table arriving after the cards pushed them down under the
 * customer's eyes (CLS 0.16 on a policy opened from its address). Only once: their sections ask
 * again as they mount, and a failed answer goes back to loading then. A screen whose detail was read
 * ahead (a hovered link) shows at once: its click makes any later move part of the customer's action.
 */
function useSeccionesCargando(state: Loadable<PolizaBase>): boolean {
  const { params } = useRemoteProps();
  const idPoliza =
    state.status === 'ready'
      ? state.data.idPoliza
      : params.idPoliza && ID_EN_RUTA.test(params.idPoliza)
        ? Number(params.idPoliza)
        : undefined;
  const options = idPoliza === undefined ? null : { params: { idPoliza } };
  const cobertura = useCallQuery(CALLS.coberturasPoliza, options);
  const renovacion = useCallQuery(CALLS.renovacionPoliza, options);
  const respondidas = cobertura.status !== 'loading' && renovacion.status !== 'loading';
  const [alInstante] = useState(state.status === 'ready');
  const [vista, setVista] = useState<number>();
  useEffect(() => {
    if (respondidas && idPoliza !== undefined) setVista(idPoliza);
  }, [respondidas, idPoliza]);
  return !alInstante && !respondidas && vista !== idPoliza;
}

/**
 * Title, mediated-policy notice, the way to declare a claim on it, what the policy covers, the line's
 * cards and the policy's own menu.
 */
export function PolizaLayout<T extends PolizaBase>({
  state,
  titulo,
  linea,
  siniestros,
  acciones,
  children,
}: Props<T>) {
  const portfolio = usePortfolio();
  const cargando = useSeccionesCargando(state);
  const shown: Loadable<T> =
    state.status === 'ready' && cargando ? { status: 'loading', reload: state.reload } : state;
  return (
    <Loaded state={shown} notFound={<NotFound message={POLIZA_NO_ENCONTRADA} />}>
      {(p) => {
        const declaracion = portfolio && polizaDeclarable(portfolio, p.idPoliza);
        const declarable = declaracion?.declarabilidad.clase === 'ONLINE';
        const otras = acciones?.(p);
        return (
          // Receipts, claims and documents come right after the title (on a phone, before the contract
          // cards); from 1280 px the menu is a column beside them.
          <div className="pf-poliza">
            <div className="pf-poliza__head">
              <Card
                title={titulo(p)}
                headingLevel={1}
                actions={
                  (otras || declarable) && (
                    <>
                      {otras}
                      {declarable && <DeclararSiniestroLink idPoliza={p.idPoliza} />}
                    </>
                  )
                }
              >
                <p className="pf-poliza__producto">
                  {p.producto} · Nº {p.numPoliza}
                </p>
                <p className="pf-poliza__riesgo">{p.riesgoAseguradoStr}</p>
                <MarcaRenovacion idPoliza={p.idPoliza} />
                <MediatedNotice mediacion={p.mediacion} />
                {declaracion?.declarabilidad.clase === 'SOCIO' && <AvisoSocio />}
              </Card>
            </div>
            <aside className="pf-poliza__menu">
              <PolizaMenu poliza={p} linea={linea(p)} siniestros={siniestros?.(p)} />
            </aside>
            <div className="pf-poliza__cards">
              <CoberturasPoliza idPoliza={p.idPoliza} />
              {children(p)}
              <RenovacionCard idPoliza={p.idPoliza} />
            </div>
          </div>
        );
      }}
    </Loaded>
  );
}
