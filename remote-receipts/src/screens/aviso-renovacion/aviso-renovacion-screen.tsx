import { AppLink, type RemoteProps } from '@area-cliente/shared';
import { type AvisoRenovacion, TIPO_NEGOCIO } from '@area-cliente/shared/contract';
import { formatAmount, formatDate } from '@area-cliente/shared/domain';
import { reciboRoute } from '@area-cliente/shared/routes';
import {
  Card,
  type DataItem,
  DataList,
  LoadingCard,
  LoadStatus,
  MediatedNotice,
  NotFound,
} from '@area-cliente/shared/ui';
import { useScreenQuery } from '@area-cliente/shared/query';
import { ComparacionRenovacion } from './comparacion-renovacion';
import { RECIBOS_DATA } from '../data';
import '../../receipts.css';

function datos(aviso: AvisoRenovacion): DataItem[] {
  const items: DataItem[] = [
    { label: 'Número de póliza', value: aviso.numPoliza },
    { label: 'Riesgo', value: aviso.riesgo },
  ];
  // The vehicle model only means something on a vehicle policy.
  if (aviso.tipoNegocio === 'V' || aviso.modeloVehiculo)
    items.push({ label: 'Modelo del vehículo', value: aviso.modeloVehiculo });
  items.push(
    { label: 'Fecha de vencimiento', value: formatDate(aviso.fechaVencimiento) },
    { label: 'Tipo de negocio', value: TIPO_NEGOCIO[aviso.tipoNegocio] },
    { label: 'Forma de pago', value: aviso.formaPago },
    { label: 'Datos bancarios', value: aviso.datosBancarios },
  );
  return items;
}

/** /avisoRenovacion/:idPoliza — the renewal notice and the receipts it will charge (SPEC §2, §3). */
export default function AvisoRenovacionScreen({ params }: RemoteProps) {
  const state = useScreenQuery(RECIBOS_DATA.avisoRenovacion, params);
  if (state.status !== 'ready') {
    return (
      <LoadStatus
        state={state}
        loading={<LoadingCard />}
        notFound={<NotFound message="Esta póliza no tiene aviso de renovación." />}
      />
    );
  }

  const aviso = state.data;
  return (
    <>
      <Card title="Aviso de renovación" headingLevel={1}>
        <p>
          Tu póliza {aviso.numPoliza} se renueva el {formatDate(aviso.fechaVencimiento)}.
        </p>
        <MediatedNotice mediacion={aviso.mediacion} />
        <DataList items={datos(aviso)} />
      </Card>
      {params.idPoliza && <ComparacionRenovacion idPoliza={params.idPoliza} />}
      <Card title="Recibos a cobrar">
        {aviso.lstRecibosAR.length === 0 ? (
          <p>No hay recibos pendientes de cobro para esta renovación.</p>
        ) : (
          <table className="rr-table">
            <thead>
              <tr>
                <th scope="col">Recibo</th>
                <th scope="col">Fecha de cobro</th>
                <th scope="col" className="rr-num">
                  Importe
                </th>
              </tr>
            </thead>
            <tbody>
              {aviso.lstRecibosAR.map((r) => (
                <tr key={r.idRecibo}>
                  <td>
                    <AppLink to={reciboRoute(r)}>Recibo {r.numRecibo}</AppLink>
                  </td>
                  <td>{formatDate(r.fecRecibo)}</td>
                  <td className="rr-num">{formatAmount(r.importeNeto)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        )}
      </Card>
    </>
  );
}
