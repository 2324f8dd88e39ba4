import { post, upload } from './call-spec';
import {
  DeclaracionDataSchema,
  DeclaracionRequestSchema,
  FotoSubidaSchema,
  FotoUploadRequestSchema,
} from './declaracion';

// Online claim declaration: photos first (one per upload), then the declaration naming them.
export const subeFotoSiniestro = /* @__PURE__ */ upload(
  '/v1/ac/siniestros/declaracion/fotos',
  FotoUploadRequestSchema,
  FotoSubidaSchema,
);
export const declaraSiniestro = /* @__PURE__ */ post(
  '/v1/ac/siniestros/declaracion',
  DeclaracionRequestSchema,
  DeclaracionDataSchema,
);
