import { AppLink } from '@area-cliente/shared';
import { type SiniestroDetalle } from '@area-cliente/shared/contract';
import { etiquetaEstadoSiniestro, formatDate } from '@area-cliente/shared/domain';
import { Card, DataList, type DataItem } from '@area-cliente/shared/ui';
import { situacion } from './estado';
import type { LineaConfig } from './lineas';

/** General data card: policy, risk, dates, status and type, then the line's own fields. */
export function DatosGenerales({ siniestro: s, linea }: { siniestro: SiniestroDetalle; linea: LineaConfig }) {
  const items: DataItem[] = [
    { label: 'Póliza', value: <AppLink to={linea.poliza(s.idPoliza)}>{s.numPoliza}</AppLink> },
    { label: linea.riesgo, value: s.riesgo },
    { label: 'Fecha de ocurrencia', value: formatDate(s.fecOcurrencia) },
    { label: 'Fecha de comunicación', value: formatDate(s.fecApertura) },
    { label: 'Estado', value: <EstadoBadge estado={s.estado} esAutos={linea.esAutos} /> },
    { label: 'Tipo', value: s.tipo },
    ...linea.datos.map((d) => ({ label: d.label, value: d.value(s) })),
  ];
  return (
    <Card title="Datos generales" className="claims-general">
      <DataList items={items} />
    </Card>
  );
}

export function EstadoBadge({ estado, esAutos }: { estado: string; esAutos: boolean }) {
  return (
    <span className={`claims-badge claims-badge--${situacion(estado, esAutos)}`}>
      {etiquetaEstadoSiniestro(estado)}
    </span>
  );
}
