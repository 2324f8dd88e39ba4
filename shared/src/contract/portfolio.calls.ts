import { get } from './call-spec';
import { PersonasVistaPreviaSchema, PortfolioSchema } from './portfolio';

// Customer data.
export const portfolio = /* @__PURE__ */ get('/v1/ac/portfolio', PortfolioSchema);
// Demo only: the demo customers' portfolios on a day, for the campaign preview (a screen the shell
// routes in the demo only). Served by the demo wing alone (api/src/demo); production answers 404.
export const personasVistaPrevia = /* @__PURE__ */ get(
  '/v1/ac/campanas/vista-previa/personas/:fecha',
  PersonasVistaPreviaSchema,
);
