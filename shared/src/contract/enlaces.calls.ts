import { get } from './call-spec';
import { EnlacesSchema } from './enlaces';

export const enlaces = /* @__PURE__ */ get('/v1/ac/enlaces', EnlacesSchema);
