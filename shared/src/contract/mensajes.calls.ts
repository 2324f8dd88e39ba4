import { get, post, upload } from './call-spec';
import {
  AdjuntoSchema,
  AdjuntoUploadRequestSchema,
  HiloSchema,
  HilosSchema,
  NuevoHiloRequestSchema,
  NuevoMensajeRequestSchema,
  TemasHiloSchema,
} from './mensajes';
import { NoBodySchema } from './rules';

// 'Mensajes': the customer's conversations with customer service.
export const hilosMensajes = /* @__PURE__ */ get('/v1/ac/mensajes', HilosSchema);
export const temasMensajes = /* @__PURE__ */ get('/v1/ac/mensajes/temas', TemasHiloSchema);
export const nuevoHilo = /* @__PURE__ */ post('/v1/ac/mensajes', NuevoHiloRequestSchema, HiloSchema);
export const hiloMensajes = /* @__PURE__ */ get('/v1/ac/mensajes/:idHilo', HiloSchema);
/** Opening a conversation marks customer service's messages read. */
export const marcaHiloLeido = /* @__PURE__ */ post('/v1/ac/mensajes/:idHilo/leido', NoBodySchema);
export const escribeEnHilo = /* @__PURE__ */ post(
  '/v1/ac/mensajes/:idHilo/mensajes',
  NuevoMensajeRequestSchema,
  HiloSchema,
);
export const subeAdjuntoMensaje = /* @__PURE__ */ upload(
  '/v1/ac/mensajes/adjuntos',
  AdjuntoUploadRequestSchema,
  AdjuntoSchema,
);
