// Server state: one cache for the page, loaded only by the screens that read the API, so
// /login does not download it. Its own federation singleton: `@area-cliente/shared` stays light.
export { queryClient } from './query-client';
export { prefetchScreenData, useCallQuery, useScreenQuery } from './call-query';
export {
  invalidatePortfolio,
  refreshAfterLogin,
  refreshPortfolio,
  useClubUrl,
  useCliente,
  usePortfolio,
  usePortfolioLoading,
} from './portfolio';
export { useEnlaces } from './enlaces';
export {
  CallBackPopup,
  LLAMADA_ENVIADA,
  LLAMADA_ERROR,
  LLAMADA_TELEFONO_REGISTRADO,
} from './call-back-popup';
