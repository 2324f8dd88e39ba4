import { DOWNLOADS } from '@area-cliente/shared/contract';
import { ID_EN_RUTA, NUMERO_EN_RUTA } from '@area-cliente/shared/domain';
import type { FastifyInstance } from 'fastify';
import { downloadRoute } from '../downloads/download-route';

/** Contract documents and the pet certificate, opened in a new tab (SPEC §7 "Downloads"). */
export default async function polizasDescargasRoutes(app: FastifyInstance) {
  const { polizas } = app.services;
  downloadRoute(app, DOWNLOADS.ccpp, {
    tipo: 'CCPP',
    referencia: ({ id }) => (ID_EN_RUTA.test(id) ? id : null),
    documento: (idCliente, id) => polizas.documentoContrato(idCliente, Number(id)),
  });
  downloadRoute(app, DOWNLOADS.certificadoMascota, {
    tipo: 'CERTIFICADO_MASCOTA',
    referencia: ({ numPoliza }) => (NUMERO_EN_RUTA.test(numPoliza) ? numPoliza : null),
    documento: polizas.certificadoMascota,
  });
}
