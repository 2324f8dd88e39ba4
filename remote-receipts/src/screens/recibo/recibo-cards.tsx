import {
  ESTADO_RECIBO,
  PERIODICIDAD_RECIBO,
  TIPO_RECIBO,
  type ReciboDetalle,
} from '@area-cliente/shared/contract';
import { formatAmount, formatDate } from '@area-cliente/shared/domain';
import { Card, DataList } from '@area-cliente/shared/ui';

type Props = { recibo: ReciboDetalle; vencido: boolean };

const estado = ({ recibo, vencido }: Props) =>
  vencido ? `${ESTADO_RECIBO[recibo.estado]} (vencido)` : ESTADO_RECIBO[recibo.estado];

/** The receipt's data card. */
export function ReciboCard(props: Props) {
  const { recibo } = props;
  return (
    <Card title="Datos del recibo">
      <DataList
        items={[
          { label: 'Póliza', value: recibo.numPoliza },
          { label: 'Producto', value: recibo.producto },
          { label: 'Riesgo asegurado', value: recibo.riesgoAseguradoStr },
          { label: 'Tomador', value: recibo.nombreTomador },
          { label: 'Fecha del recibo', value: formatDate(recibo.fecRecibo) },
          { label: 'Importe', value: formatAmount(recibo.importeNeto) },
          { label: 'Estado', value: estado(props) },
          { label: 'Tipo de recibo', value: TIPO_RECIBO[recibo.tipo] },
          { label: 'Periodicidad', value: PERIODICIDAD_RECIBO[recibo.periodicidad] },
          { label: 'Cuenta de cargo', value: recibo.iban },
        ]}
      />
    </Card>
  );
}

/** An Internauto policy (contracted online) uses its own card: policy term first, no bank data. */
export function InternautoCard(props: Props) {
  const { recibo } = props;
  return (
    <Card title="Póliza Internauto">
      <p>Póliza contratada por Internet.</p>
      <DataList
        items={[
          { label: 'Póliza', value: recibo.numPoliza },
          { label: 'Vehículo asegurado', value: recibo.riesgoAseguradoStr },
          { label: 'Producto', value: recibo.producto },
          { label: 'Fecha de efecto', value: formatDate(recibo.fecEfecto) },
          { label: 'Fecha de vencimiento', value: formatDate(recibo.fechaVto) },
          { label: 'Fecha del recibo', value: formatDate(recibo.fecRecibo) },
          { label: 'Importe', value: formatAmount(recibo.importeNeto) },
          { label: 'Estado', value: estado(props) },
          { label: 'Periodicidad', value: PERIODICIDAD_RECIBO[recibo.periodicidad] },
        ]}
      />
    </Card>
  );
}
