import {
  AppLink,
  etiquetaEstadoSiniestro,
  formatAmount,
  formatDate,
  needsAttention,
  SIN_POLIZAS,
  SIN_RECIBOS_PENDIENTES,
  SIN_SINIESTROS_ABIERTOS,
  type Portfolio,
} from '@area-cliente/shared';

/**
 * On a phone the side menu is a drawer, so /inicio opens with what needs the customer: unpaid receipts
 * (overdue first, with amount and 'Pagar'), open claims with their state, and their policies. The cards
 * follow. From 1024 px the side menu shows all of this already, so the screen leaves it out.
 */
export function NeedsSummary({ portfolio }: { portfolio: Portfolio }) {
  const { recibos, siniestrosAbiertos, polizas } = needsAttention(portfolio);
  return (
    <section className="offers-summary" aria-labelledby="offers-summary-title">
      <h2 id="offers-summary-title" className="ac-visually-hidden">
        Lo que necesita tu atención
      </h2>
      <h3 className="offers-summary__heading">Recibos impagados</h3>
      {recibos.length === 0 ? (
        <p className="offers-muted">{SIN_RECIBOS_PENDIENTES}</p>
      ) : (
        <ul className="offers-summary__list">
          {recibos.map(({ recibo, path, vencido }) => (
            <li key={recibo.idRecibo} className="offers-summary__row">
              <span className="offers-summary__text">
                <span className="offers-summary__title">{recibo.titulo}</span>
                <span className="offers-muted">
                  {formatAmount(recibo.importeNeto)} · {formatDate(recibo.fecRecibo)}
                  {vencido && <strong className="offers-summary__overdue"> · Vencido</strong>}
                </span>
              </span>
              <AppLink
                to={path}
                className={`ac-button ${recibo.pagable ? 'ac-button--primary' : 'ac-button--secondary'}`}
                aria-label={`${recibo.pagable ? 'Pagar' : 'Ver'} ${recibo.titulo}, ${formatAmount(recibo.importeNeto)}`}
              >
                {recibo.pagable ? 'Pagar' : 'Ver'}
              </AppLink>
            </li>
          ))}
        </ul>
      )}
      <h3 className="offers-summary__heading">Siniestros abiertos</h3>
      {siniestrosAbiertos.length === 0 ? (
        <p className="offers-muted">{SIN_SINIESTROS_ABIERTOS}</p>
      ) : (
        <ul className="offers-summary__list">
          {siniestrosAbiertos.map(({ siniestro, path }) => (
            <li key={siniestro.numSiniestro}>
              <AppLink to={path} className="offers-summary__link">
                <span className="offers-summary__title">{siniestro.titulo}</span>
                <span className="offers-muted">
                  Nº {siniestro.numSiniestro} · {etiquetaEstadoSiniestro(siniestro.estado)}
                </span>
              </AppLink>
            </li>
          ))}
        </ul>
      )}
      <h3 className="offers-summary__heading">Tus pólizas</h3>
      {polizas.length === 0 ? (
        <p className="offers-muted">{SIN_POLIZAS}</p>
      ) : (
        <ul className="offers-summary__list">
          {polizas.map(({ list, poliza, path }) => (
            <li key={`${list}-${poliza.idPoliza}`}>
              <AppLink to={path} className="offers-summary__link">
                <span className="offers-summary__title">{poliza.riesgoAseguradoStr}</span>
                <span className="offers-muted">
                  {poliza.producto} · Nº {poliza.numPoliza}
                </span>
              </AppLink>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
