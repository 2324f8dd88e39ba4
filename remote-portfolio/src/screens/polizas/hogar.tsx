import { type RemoteProps } from '@area-cliente/shared';
import { formatAmount } from '@area-cliente/shared/domain';
import { Card, DataList } from '@area-cliente/shared/ui';
import { useScreenQuery } from '@area-cliente/shared/query';
import { POLIZA_DATA } from './data';
import { BancoCard, ContratoCard, PropietarioCard, TomadorCard } from '../../components/cards';
import { PolizaLayout } from '../../components/poliza-layout';
import { TarjetaDigital } from '../../components/tarjeta-digital';
import { ModificarPoliza } from './modificar-poliza/modificar-poliza-popup';

/** /polizaHogar/:idPoliza (SPEC §2). */
export default function PolizaHogarScreen({ params }: RemoteProps) {
  const state = useScreenQuery(POLIZA_DATA.polizaHogar, params);
  return (
    <PolizaLayout
      state={state}
      titulo={() => 'Póliza de hogar'}
      linea={() => 'hogar'}
      siniestros={(p) => ({ list: 'lstSiniestrosHog', items: p.lstSiniestrosHog })}
      // A home policy changes its optional covers only; the API checks the policy is current.
      acciones={(p, aplica) => aplica.gestionar && <ModificarPoliza idPoliza={p.idPoliza} />}
    >
      {(p, aplica) => (
        <>
          {aplica.certificar && <TarjetaDigital idPoliza={p.idPoliza} />}
          <Card title="Vivienda">
            <DataList
              items={[
                { label: 'Dirección', value: p.direccion },
                { label: 'Código postal', value: p.codPostal },
                { label: 'Población', value: p.poblacion },
                { label: 'Provincia', value: p.provincia },
                { label: 'País', value: p.pais },
              ]}
            />
          </Card>
          <Card title="Características de la vivienda">
            <DataList
              items={[
                { label: 'Ubicación', value: p.ubicacionVivienda },
                { label: 'Tipo de vivienda', value: p.tipoVivienda },
                { label: 'Uso', value: p.usoVivienda },
                { label: 'Régimen', value: p.regimenVivienda },
                { label: 'Año de construcción', value: p.anyoConstruccion },
                { label: 'Calidad de construcción', value: p.calidadConstruccion },
              ]}
            />
          </Card>
          <Card title="Capitales">
            <DataList
              items={[
                { label: 'Continente', value: formatAmount(p.continente) },
                { label: 'Contenido', value: formatAmount(p.contenido) },
              ]}
            />
          </Card>
          <TomadorCard p={p} />
          <ContratoCard p={p} />
          <PropietarioCard p={p} />
          <BancoCard p={p} />
        </>
      )}
    </PolizaLayout>
  );
}
