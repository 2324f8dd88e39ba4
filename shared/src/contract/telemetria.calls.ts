import { post } from './call-spec';
import { NoBodySchema } from './rules';
import { BalizaSchema, RUM_BALIZA_PATH } from './telemetria';

// Real-user signals: the beacon a page load's batches carry (the batches go by sendBeacon).
export const balizaTelemetria = /* @__PURE__ */ post(`/v1/ac${RUM_BALIZA_PATH}`, NoBodySchema, BalizaSchema);
