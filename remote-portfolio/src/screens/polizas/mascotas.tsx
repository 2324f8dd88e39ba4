import { type RemoteProps } from '@area-cliente/shared';
import { DOWNLOADS } from '@area-cliente/shared/contract';
import { formatDate } from '@area-cliente/shared/domain';
import { openDownload } from '@area-cliente/shared/downloads';
import { Button, Card, DataList } from '@area-cliente/shared/ui';
import { useScreenQuery } from '@area-cliente/shared/query';
import { POLIZA_DATA } from './data';
import { BancoCard, capitalizar, ContratoCard, TomadorCard } from '../../components/cards';
import { PolizaLayout } from '../../components/poliza-layout';

/** /polizaMascotas/:idPoliza: the animal and its 'Certificado de Aseguramiento' (SPEC §2). */
export default function PolizaMascotasScreen({ params }: RemoteProps) {
  const state = useScreenQuery(POLIZA_DATA.polizaMascotas, params);
  return (
    <PolizaLayout
      state={state}
      titulo={() => 'Póliza de mascotas'}
      linea={() => 'mascotas'}
      siniestros={(p) => ({ list: 'lstSiniestrosMasc', items: p.lstSiniestrosMasc })}
      // The certificate attests cover today: an ended policy has none to give.
      acciones={(p, aplica) =>
        aplica.certificar && (
          <Button
            onClick={() =>
              void openDownload('CERTIFICADO_MASCOTA', p.numPoliza, DOWNLOADS.certificadoMascota, {
                numPoliza: p.numPoliza,
              })
            }
          >
            Certificado de Aseguramiento
          </Button>
        )
      }
    >
      {(p) => (
        <>
          <Card title="Animal">
            <DataList
              items={[
                { label: 'Nombre', value: p.nombre },
                { label: 'Especie', value: capitalizar(p.especie) },
                { label: 'Raza', value: p.raza },
                { label: 'Sexo', value: capitalizar(p.sexo) },
                { label: 'Fecha de nacimiento', value: formatDate(p.fecNacimiento) },
                { label: 'Chip', value: p.chip },
              ]}
            />
          </Card>
          <TomadorCard p={p} />
          <ContratoCard p={p} />
          <BancoCard p={p} />
        </>
      )}
    </PolizaLayout>
  );
}
