import { type RemoteProps } from '@area-cliente/shared';
import { type PolizaNeg } from '@area-cliente/shared/contract';
import { formatAmount } from '@area-cliente/shared/domain';
import { Card, type DataItem, DataList, Switch } from '@area-cliente/shared/ui';
import { useScreenQuery } from '@area-cliente/shared/query';
import { POLIZA_DATA } from './data';
import { BancoCard, ContratoCard, PropietarioCard, TomadorCard } from '../../components/cards';
import { PolizaLayout } from '../../components/poliza-layout';

const MEDIDAS: [keyof PolizaNeg, string][] = [
  ['negPuertaBlindada', 'Puerta blindada'],
  ['negRejas', 'Rejas'],
  ['negCristales', 'Cristales de seguridad'],
  ['negAlarmaSinConexion', 'Alarma sin conexión a central'],
  ['negAlarma', 'Alarma conectada a central'],
  ['negAntiAlunizaje', 'Protección antialunizaje'],
  ['negVigilancia', 'Vigilancia'],
  ['negExtintores', 'Extintores'],
  ['negBIES', 'Bocas de incendio equipadas (BIE)'],
  ['negSprinklers', 'Rociadores (sprinklers)'],
  ['negDetectores', 'Detectores de incendio'],
];

const CAPITALES: [keyof PolizaNeg, string][] = [
  ['negCteInmueble', 'Continente'],
  ['negCteReforma', 'Continente (reforma)'],
  ['negMobiliario', 'Mobiliario'],
  ['negExistencias', 'Existencias'],
  ['negRecetas', 'Recetas'],
];

/** Sums insured shown only when present (SPEC §3). */
function capitales(p: PolizaNeg): DataItem[] {
  return CAPITALES.flatMap(([campo, label]) => {
    const valor = p[campo];
    return typeof valor === 'number' ? [{ label, value: formatAmount(valor) }] : [];
  });
}

/** /polizaNegocio/:idPoliza (SPEC §2, §3). */
export default function PolizaNegocioScreen({ params }: RemoteProps) {
  const state = useScreenQuery(POLIZA_DATA.polizaNegocio, params);
  return (
    <PolizaLayout
      state={state}
      titulo={() => 'Póliza de negocio'}
      linea={() => 'negocio'}
      siniestros={(p) => ({ list: 'lstSiniestrosNeg', items: p.lstSiniestrosNeg })}
    >
      {(p) => {
        const sumas = capitales(p);
        return (
          <>
            <Card title="Negocio">
              <DataList
                items={[
                  { label: 'Nombre', value: p.nombreNeg },
                  { label: 'Actividad', value: p.actividadNeg },
                  { label: 'Dirección', value: p.direccionNeg },
                  { label: 'Tipo de negocio', value: p.tipoNeg },
                  ...(p.infoActividadNeg
                    ? [{ label: 'Información de la actividad', value: p.infoActividadNeg }]
                    : []),
                ]}
              />
            </Card>
            <Card title="Local">
              <DataList
                items={[
                  { label: 'Régimen', value: p.regimenLocalNeg },
                  { label: 'Superficie', value: p.superficieNeg === null ? null : `${p.superficieNeg} m²` },
                  { label: 'Año de construcción', value: p.anyoConstruccion },
                  { label: 'Año de reforma', value: p.anyoReforma },
                ]}
              />
            </Card>
            <Card title="Capitales del local">
              {sumas.length ? <DataList items={sumas} /> : <p>(sin datos)</p>}
            </Card>
            <Card title="Medidas de protección">
              <div className="pf-medidas">
                {MEDIDAS.map(([campo, label]) => (
                  <Switch key={campo} label={label} checked={p[campo] === true} />
                ))}
              </div>
              {p.otrasMedidasProteccion && (
                <DataList
                  items={[{ label: 'Otras medidas de protección', value: p.otrasMedidasProteccion }]}
                />
              )}
            </Card>
            <PropietarioCard p={p} />
            <TomadorCard p={p} />
            <ContratoCard p={p} />
            <BancoCard p={p} />
          </>
        );
      }}
    </PolizaLayout>
  );
}
