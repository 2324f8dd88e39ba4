export type { RemoteRoute } from './remotes-manifest';
export { RemoteScreen } from './remote-screen';
export { loadRemoteMenu } from './remote-menu';
export { menuRemotes } from './federation';
export { onRemoteLoaded } from './remote-loaded';
export { bootComposition } from './boot';
export { withDemoRoutes } from './demo-routes';
export { countRemoteFailure } from './report-load-failures';
export { prefetchPathCode } from './prefetch';
