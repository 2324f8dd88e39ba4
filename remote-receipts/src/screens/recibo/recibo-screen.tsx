import { type RemoteProps } from '@area-cliente/shared';
import { DOWNLOADS, ESTADO_RECIBO } from '@area-cliente/shared/contract';
import { formatAmount, formatDate, isReciboVencido } from '@area-cliente/shared/domain';
import { openDownload } from '@area-cliente/shared/downloads';
import { PaymentNotice, usePayment } from '@area-cliente/shared/payment';
import { Alert, Button, Card, LoadingCard, LoadStatus, MediatedNotice } from '@area-cliente/shared/ui';
import { invalidatePortfolio, useScreenQuery } from '@area-cliente/shared/query';
import { RECIBOS_DATA } from '../data';
import { useEffect, useState } from 'react';
import '../../receipts.css';
import { InternautoCard, ReciboCard } from './recibo-cards';

/** /recibo/:idRecibo — the receipt, 'Pagar recibo' and 'Descargar recibo' (SPEC §2, §4). */
export default function ReciboScreen({ params }: RemoteProps) {
  const pago = usePayment();
  const abierto = pago.state.status === 'open';
  // While the gateway is open in another tab, coming back here reads the receipt again.
  const state = useScreenQuery(RECIBOS_DATA.recibo, params, {
    refetchOnFocus: abierto,
  });
  const [downloading, setDownloading] = useState(false);
  const pagado = state.status === 'ready' && state.data.estado === 'COBRADO';

  // Paid: the unpaid list and the menu follow.
  useEffect(() => {
    if (abierto && pagado) void invalidatePortfolio();
  }, [abierto, pagado]);

  if (state.status !== 'ready') return <LoadStatus state={state} loading={<LoadingCard />} />;

  const recibo = state.data;
  const vencido = isReciboVencido(recibo);
  const descargable = recibo.imprimible && !recibo.esPolizaInternauto;

  const descargar = async () => {
    setDownloading(true);
    await openDownload('RECIBO', String(recibo.idRecibo), DOWNLOADS.recibo, { id: recibo.idRecibo });
    setDownloading(false);
  };

  const badge = pagado ? 'rr-badge rr-badge--paid' : vencido ? 'rr-badge rr-badge--overdue' : 'rr-badge';
  return (
    <>
      <Card
        title={recibo.titulo}
        headingLevel={1}
        actions={
          (recibo.pagable || descargable) && (
            <>
              {recibo.pagable && (
                <Button
                  variant="primary"
                  busy={pago.state.status === 'opening'}
                  onClick={() => void pago.pay(recibo.idRecibo)}
                >
                  Pagar recibo
                </Button>
              )}
              {descargable && (
                <Button variant="secondary" busy={downloading} onClick={descargar}>
                  Descargar recibo
                </Button>
              )}
            </>
          )
        }
      >
        <p className="rr-summary">
          <span className="rr-amount">{formatAmount(recibo.importeNeto)}</span>
          <span className={badge}>{vencido ? 'Vencido' : ESTADO_RECIBO[recibo.estado]}</span>
          <span>Fecha del recibo: {formatDate(recibo.fecRecibo)}</span>
        </p>
        <MediatedNotice mediacion={recibo.mediacion} />
        {vencido && <Alert kind="error">Este recibo está vencido: su fecha de cobro ya ha pasado.</Alert>}
        <PaymentNotice state={pago.state} pagado={pagado} onRefresh={state.reload} onDismiss={pago.dismiss} />
      </Card>
      {recibo.esPolizaInternauto ? (
        <InternautoCard recibo={recibo} vencido={vencido} />
      ) : (
        <ReciboCard recibo={recibo} vencido={vencido} />
      )}
    </>
  );
}
