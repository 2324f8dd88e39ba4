import { useRemoteProps } from '@area-cliente/shared';
import { CALLS, type PolizaBase, type RenovacionPoliza } from '@area-cliente/shared/contract';
import {
  avisoSituacion,
  ID_EN_RUTA,
  loQueAplica,
  situacionPoliza,
  todayIso,
  type LoQueAplica,
  type SituacionPoliza,
} from '@area-cliente/shared/domain';
import { Alert, Card, Loaded, MediatedNotice, NotFound, type Loadable } from '@area-cliente/shared/ui';
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
  /**
   * Buttons and links under the title (partner client area, certificate...); `aplica` says what the
   * policy still offers in its situation (an ended one: no certificate, no roadside help).
   */
  acciones?: (p: T, aplica: LoQueAplica) => ReactNode;
  /** The line's cards; `aplica` as for `acciones` (an ended policy shows no digital card). */
  children: (p: T, aplica: LoQueAplica) => ReactNode;
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
function useSeccionesCargando(state: Loadable<PolizaBase>): {
  cargando: boolean;
  renovacion: RenovacionPoliza | null;
} {
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
  return {
    cargando: !alInstante && !respondidas && vista !== idPoliza,
    renovacion: renovacion.status === 'ready' ? renovacion.data : null,
  };
}

/**
 * Where the policy stands today (`situacionPoliza`, the kernel's one rule): from its detail, with the
 * standing request as the renewal card last read it, so a withdrawal made on this screen ends the
 * policy here at once (the detail is not read again).
 */
function situacionDe(p: PolizaBase, renovacion: RenovacionPoliza | null): SituacionPoliza {
  const solicitud = renovacion && renovacion.idPoliza === p.idPoliza ? renovacion.solicitud : p.solicitudBaja;
  return situacionPoliza(
    { estado: p.estado, fechaVto: p.fechaVto, fecAnulacion: p.fecAnulacion, solicitudBaja: solicitud },
    todayIso(),
  );
}

/**
 * Title, mediated-policy notice, the way to declare a claim on it, what the policy covers, the line's
 * cards and the policy's own menu. A policy no longer in force (withdrawn, cancelled, expired) says so
 * first, with its day, and offers only what still applies (`loQueAplica`): its documents, receipts and
 * claims, never a way to declare one.
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
  const { cargando, renovacion } = useSeccionesCargando(state);
  const shown: Loadable<T> =
    state.status === 'ready' && cargando ? { status: 'loading', reload: state.reload } : state;
  return (
    <Loaded state={shown} notFound={<NotFound message={POLIZA_NO_ENCONTRADA} />}>
      {(p) => {
        const situacion = situacionDe(p, renovacion);
        const aplica = loQueAplica(situacion);
        const aviso = avisoSituacion(situacion);
        const declaracion = aplica.declararSiniestro
          ? portfolio && polizaDeclarable(portfolio, p.idPoliza)
          : undefined;
        const declarable = declaracion?.declarabilidad.clase === 'ONLINE';
        const otras = acciones?.(p, aplica);
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
                {aviso && <Alert className="pf-poliza__terminada">{aviso}</Alert>}
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
              <PolizaMenu
                poliza={p}
                linea={linea(p)}
                siniestros={siniestros?.(p)}
                renovable={aplica.gestionar}
              />
            </aside>
            {/* The renewal and its actions ('No renovar') first: on a phone they were seven screens down. */}
            <div className="pf-poliza__cards">
              <RenovacionCard
                idPoliza={p.idPoliza}
                recibos={[...p.lstRecibosPdtes, ...p.lstRecibosFuturos]}
                situacion={situacion}
              />
              <CoberturasPoliza idPoliza={p.idPoliza} />
              {children(p, aplica)}
            </div>
          </div>
        );
      }}
    </Loaded>
  );
}
