import { type RemoteProps } from '@area-cliente/shared';
import { formatAmount } from '@area-cliente/shared/domain';
import { Card, DataList } from '@area-cliente/shared/ui';
import { useScreenQuery } from '@area-cliente/shared/query';
import { POLIZA_DATA } from './data';
import { BancoCard, ConductorCard, ContratoCard, TomadorCard } from '../../components/cards';
import { PolizaLayout } from '../../components/poliza-layout';

/** /polizaMovilidad/:idPoliza: personal mobility or a VMP project (flags 'S') (SPEC §2). */
export default function PolizaMovilidadScreen({ params }: RemoteProps) {
  const state = useScreenQuery(POLIZA_DATA.polizaMovilidad, params);
  return (
    <PolizaLayout
      state={state}
      titulo={(p) => (p.esProyectoVMP === 'S' ? 'Póliza de movilidad (VMP)' : 'Póliza de movilidad personal')}
      linea={() => 'movilidad'}
      siniestros={(p) => ({ list: 'lstSiniestrosMov', items: p.lstSiniestrosMov })}
    >
      {(p) => (
        <>
          <Card title="Vehículo">
            <DataList
              items={[
                { label: 'Tipo', value: p.tipoVehDesc },
                { label: 'Subtipo', value: p.subtipoVehDesc },
                { label: 'Número de serie', value: p.numSerieVeh },
                { label: 'Año de fabricación', value: p.anhoFabricacionVeh },
                { label: 'Valor', value: formatAmount(p.valorVeh) },
              ]}
            />
          </Card>
          <ConductorCard titulo="Conductor" conductor={p.conductor} />
          <TomadorCard p={p} />
          <ContratoCard p={p} />
          <BancoCard p={p} />
        </>
      )}
    </PolizaLayout>
  );
}
