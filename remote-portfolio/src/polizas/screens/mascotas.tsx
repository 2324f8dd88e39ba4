import {
  api,
  Button,
  CALLS,
  callPath,
  Card,
  DataList,
  DOWNLOADS,
  formatDate,
  openDownload,
  PolizaMascSchema,
  type RemoteProps,
} from '@area-cliente/shared';
import { BancoCard, capitalizar, ContratoCard, TomadorCard } from '../cards';
import { PolizaLayout, usePoliza } from '../poliza-layout';

/** /polizaMascotas/:idPoliza: the animal and its 'Certificado de Aseguramiento' (SPEC §2). */
export default function PolizaMascotasScreen({ params }: RemoteProps) {
  const state = usePoliza(
    (id) => api.get(callPath(CALLS.polizaMasc.path, { idPoliza: id }), PolizaMascSchema),
    params.idPoliza,
  );
  return (
    <PolizaLayout
      state={state}
      titulo={() => 'Póliza de mascotas'}
      linea={() => 'mascotas'}
      siniestros={(p) => ({ list: 'lstSiniestrosMasc', items: p.lstSiniestrosMasc })}
      acciones={(p) => (
        <Button
          onClick={() =>
            void openDownload('CERTIFICADO_MASCOTA', p.numPoliza, (token) =>
              callPath(DOWNLOADS.certificadoMascota, { numPoliza: p.numPoliza, token }),
            )
          }
        >
          Certificado de Aseguramiento
        </Button>
      )}
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
