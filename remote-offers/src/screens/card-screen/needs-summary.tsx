import { AppLink } from '@area-cliente/shared';
import { type Portfolio } from '@area-cliente/shared/contract';
import {
  etiquetaEstadoSiniestro,
  etiquetaSolicitudBaja,
  formatAmount,
  formatDate,
} from '@area-cliente/shared/domain';
import { PaymentNotice, usePayment } from '@area-cliente/shared/payment';
import {
  needsAttention,
  SIN_POLIZAS,
  SIN_RECIBOS_PENDIENTES,
  SIN_SINIESTROS_ABIERTOS,
} from '@area-cliente/shared/routes';
import { Button, TruncatedLabel } from '@area-cliente/shared/ui';
import { invalidatePortfolio } from '@area-cliente/shared/query';

const refresh = () => void invalidatePortfolio();

/**
 * /inicio opens with what needs the customer, before the cards: unpaid receipts (overdue first, with
 * amount, date and 'Pagar', which opens the payment gateway at once), open claims with their state,
 * and their policies. On a phone they stack in one box; from 1024 px they are panels side by side.
 * Long titles are shortened keeping their plate or number, whole in their `title`.
 */
export function NeedsSummary({ portfolio }: { portfolio: Portfolio }) {
  const { recibos, siniestrosAbiertos, polizas } = needsAttention(portfolio);
  // Back from the gateway's tab, the portfolio is read again: a paid receipt leaves the list.
  const pago = usePayment({ onReturn: refresh });
  const abierto = pago.state.status === 'open' ? pago.state.idRecibo : null;
  const pagado = abierto !== null && !recibos.some((r) => r.recibo.idRecibo === abierto);
  return (
    <section className="offers-summary" aria-labelledby="offers-summary-title">
      <h2 id="offers-summary-title" className="offers-summary__title-main">
        Lo que necesita tu atención
      </h2>
      <div className="offers-summary__panel offers-summary__panel--recibos">
        <h3 className="offers-summary__heading">
          Recibos impagados
          {recibos.length > 0 && <span className="offers-summary__count">{recibos.length}</span>}
        </h3>
        <PaymentNotice state={pago.state} pagado={pagado} onRefresh={refresh} onDismiss={pago.dismiss} />
        {recibos.length === 0 ? (
          <p className="offers-muted">{SIN_RECIBOS_PENDIENTES}</p>
        ) : (
          <ul className="offers-summary__list">
            {recibos.map(({ recibo, path, vencido }) => {
              const label = `${recibo.titulo}, ${formatAmount(recibo.importeNeto)}`;
              return (
                <li key={recibo.idRecibo} className="offers-summary__row">
                  <AppLink to={path} className="offers-summary__name" title={recibo.titulo}>
                    <TruncatedLabel text={recibo.titulo} />
                  </AppLink>
                  <span className="offers-summary__meta">
                    <strong className="offers-summary__amount">{formatAmount(recibo.importeNeto)}</strong>
                    <span className="offers-muted">{formatDate(recibo.fecRecibo)}</span>
                    {vencido && <span className="offers-badge offers-badge--overdue">Vencido</span>}
                  </span>
                  {recibo.pagable ? (
                    <Button
                      variant="primary"
                      className="offers-summary__action"
                      busy={pago.state.status === 'opening' && pago.state.idRecibo === recibo.idRecibo}
                      aria-label={`Pagar ${label}`}
                      onClick={() => void pago.pay(recibo.idRecibo)}
                    >
                      Pagar
                    </Button>
                  ) : (
                    <AppLink
                      to={path}
                      className="ac-button ac-button--secondary offers-summary__action"
                      aria-label={`Ver ${label}`}
                    >
                      Ver
                    </AppLink>
                  )}
                </li>
              );
            })}
          </ul>
        )}
      </div>
      <div className="offers-summary__panel offers-summary__panel--siniestros">
        <h3 className="offers-summary__heading">Siniestros abiertos</h3>
        {siniestrosAbiertos.length === 0 ? (
          <p className="offers-muted">{SIN_SINIESTROS_ABIERTOS}</p>
        ) : (
          <ul className="offers-summary__list">
            {siniestrosAbiertos.map(({ siniestro, path }) => (
              <li key={siniestro.numSiniestro}>
                <AppLink to={path} className="offers-summary__link" title={siniestro.titulo}>
                  <TruncatedLabel className="offers-summary__name" text={siniestro.titulo} />
                  <span className="offers-summary__meta">
                    <span className="offers-muted">Nº {siniestro.numSiniestro}</span>
                    <span className="offers-badge">{etiquetaEstadoSiniestro(siniestro.estado)}</span>
                  </span>
                </AppLink>
              </li>
            ))}
          </ul>
        )}
      </div>
      <div className="offers-summary__panel offers-summary__panel--polizas">
        <h3 className="offers-summary__heading">Tus pólizas</h3>
        {polizas.length === 0 ? (
          <p className="offers-muted">{SIN_POLIZAS}</p>
        ) : (
          <ul className="offers-summary__list offers-summary__policies">
            {polizas.map(({ list, poliza, path }) => (
              <li key={`${list}-${poliza.idPoliza}`}>
                <AppLink
                  to={path}
                  className="offers-summary__link"
                  title={`${poliza.riesgoAseguradoStr} · ${poliza.producto} · Nº ${poliza.numPoliza}`}
                >
                  <TruncatedLabel className="offers-summary__name" text={poliza.riesgoAseguradoStr} />
                  <TruncatedLabel
                    className="offers-muted"
                    text={`${poliza.producto} · Nº ${poliza.numPoliza}`}
                  />
                  {/* The customer opposed the renewal or withdrew. */}
                  {poliza.solicitudBaja && (
                    <span className="offers-badge offers-badge--overdue">
                      {etiquetaSolicitudBaja(poliza.solicitudBaja)}
                    </span>
                  )}
                </AppLink>
              </li>
            ))}
          </ul>
        )}
      </div>
    </section>
  );
}
