import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { alcanceService } from './alcance';
import { asistenciaService } from './asistencia';
import { atencionMensajesService } from './atencion-mensajes';
import { avisosService } from './avisos';
import { certificadoSeguroService } from './certificado-seguro';
import { clienteService } from './cliente';
import { clienteCambiosService } from './cliente-cambios';
import { coberturasService } from './coberturas';
import { cuentaCobroService } from './cuenta-cobro';
import { cuponesService } from './cupones';
import { declaracionService } from './declaracion';
import { estudioService } from './estudio';
import { estudioSesionService } from './estudio-sesion';
import { descargasService } from './descargas';
import { direccionService } from './direccion';
import { firmaDocumentoService } from './firma-documento';
import { gestionesService } from './gestiones';
import { mensajesService } from './mensajes';
import { misDocumentosService } from './mis-documentos';
import { ofertasService } from './ofertas';
import { pagosService } from './pagos';
import { polizasService } from './polizas';
import { portfolioService } from './portfolio-respuesta';
import { recibosService } from './recibos';
import { reclamacionesService } from './reclamaciones';
import { registroService } from './registro';
import { segundoFactorService } from './segundo-factor';
import { sesionesService } from './sesiones';
import { siniestrosService } from './siniestros';
import { solicitudesBajaService } from './solicitudes-baja';
import { suplementosService } from './suplementos';
import { sorteosService } from './sorteos';
import { talleresService } from './talleres';
import { tarjetasService } from './tarjetas';
import { partsOf, type AppParts } from './parts';

/** The services, each built once over the app's parts; routes call them with a Caller and plain values. */
function createServices(parts: AppParts) {
  return {
    alcance: alcanceService(parts),
    asistencia: asistenciaService(parts),
    atencionMensajes: atencionMensajesService(parts),
    avisos: avisosService(parts),
    certificadoSeguro: certificadoSeguroService(parts),
    cliente: clienteService(parts),
    clienteCambios: clienteCambiosService(parts),
    coberturas: coberturasService(parts),
    cuentaCobro: cuentaCobroService(parts),
    cupones: cuponesService(parts),
    declaracion: declaracionService(parts),
    descargas: descargasService(parts),
    estudio: estudioService(parts),
    estudioSesion: estudioSesionService(parts),
    direccion: direccionService(parts),
    firmaDocumento: firmaDocumentoService(parts),
    gestiones: gestionesService(parts),
    mensajes: mensajesService(parts),
    misDocumentos: misDocumentosService(parts),
    ofertas: ofertasService(parts),
    pagos: pagosService(parts),
    polizas: polizasService(parts),
    portfolio: portfolioService(parts),
    recibos: recibosService(parts),
    reclamaciones: reclamacionesService(parts),
    registro: registroService(parts),
    segundoFactor: segundoFactorService(parts),
    sesiones: sesionesService(parts),
    siniestros: siniestrosService(parts),
    solicitudesBaja: solicitudesBajaService(parts),
    suplementos: suplementosService(parts),
    sorteos: sorteosService(parts),
    talleres: talleresService(parts),
    tarjetas: tarjetasService(parts),
  };
}

type Services = ReturnType<typeof createServices>;

declare module 'fastify' {
  interface FastifyInstance {
    /** The services built from this app's parts (services/index.ts). */
    services: Services;
  }
}

/**
 * Decorates `app.services` once, after the parts it is built from: the providers and metrics plugins,
 * and the database, clock, configuration and notification sender decorated by app.ts.
 */
export default fp(
  async function services(app: FastifyInstance) {
    app.decorate('services', createServices(partsOf(app)));
  },
  {
    name: 'services',
    dependencies: ['providers', 'metrics'],
    decorators: { fastify: ['config', 'db', 'clock', 'avisos'] },
  },
);
