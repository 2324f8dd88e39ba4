import { AppLink, type RemoteProps } from '@area-cliente/shared';
import { Card, DataList } from '@area-cliente/shared/ui';
import { useScreenQuery } from '@area-cliente/shared/query';
import { POLIZA_DATA } from './data';
import {
  BancoCard,
  ConductorCard,
  ContratoCard,
  OtrosConductores,
  PropietarioCard,
  TomadorCard,
} from '../../components/cards';
import { PolizaLayout } from '../../components/poliza-layout';
import { TarjetaDigital } from '../../components/tarjeta-digital';
import { pedirAsistenciaRoute } from '../asistencia/rutas';
import { ModificarPoliza } from './modificar-poliza/modificar-poliza-popup';

const esMoto = (tipo: string) => tipo.toUpperCase() === 'MOTO';

/** /polizaAutos/:idPoliza: car or motorbike (SPEC §2). */
export default function PolizaAutosScreen({ params }: RemoteProps) {
  const state = useScreenQuery(POLIZA_DATA.polizaAutos, params);
  return (
    <PolizaLayout
      state={state}
      titulo={(p) => (esMoto(p.tipoAutomovil) ? 'Póliza de moto' : 'Póliza de automóvil')}
      linea={(p) => (esMoto(p.tipoAutomovil) ? 'moto' : 'autos')}
      siniestros={(p) => ({ list: 'lstSiniestrosVeh', items: p.lstSiniestrosVeh })}
      // Roadside help and the digital card are for a vehicle insured today: a withdrawn,
      // cancelled or expired policy offers neither; the API checks it again.
      acciones={(p, aplica) => (
        <>
          {aplica.asistencia && (
            <AppLink to={pedirAsistenciaRoute(p.idPoliza)} className="ac-button ac-button--primary">
              Pedir asistencia en carretera
            </AppLink>
          )}
          {/* Changing the contract is for a current policy; the API checks it again. */}
          {aplica.gestionar && <ModificarPoliza idPoliza={p.idPoliza} />}
        </>
      )}
    >
      {(p, aplica) => (
        <>
          {aplica.certificar && <TarjetaDigital idPoliza={p.idPoliza} />}
          <Card title="Vehículo">
            <DataList
              items={[
                { label: 'Marca', value: p.marca },
                { label: 'Modelo', value: p.modelo },
                { label: 'Matrícula', value: p.matricula },
                { label: 'Vehículo', value: p.vehiculo },
                { label: 'Clase', value: p.clase },
                { label: 'Número de bastidor', value: p.numBastidor },
                { label: 'Uso', value: p.uso },
              ]}
            />
          </Card>
          <TomadorCard p={p} />
          <ContratoCard p={p} />
          <PropietarioCard p={p} />
          <ConductorCard titulo="Conductor habitual" conductor={p.conductorHabitual} />
          <OtrosConductores conductores={p.conductores.filter((c) => !c.habitual)} />
          <BancoCard p={p} />
        </>
      )}
    </PolizaLayout>
  );
}
