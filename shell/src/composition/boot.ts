import { registerDeployedRemotes } from './federation';
import { setPrefetchRoutes } from './prefetch';
import { fetchRemotesManifest, remoteRoutes, type RemoteRoute } from './remotes-manifest';

/** Remote name of the catch-all route served while the deployment manifest cannot be read. */
export const MANIFEST_UNAVAILABLE = '';

/**
 * Reads remotes.json, registers the remotes this shell can serve and returns the routes of all. Without
 * a manifest the shell still boots: one catch-all route shows the section fallback inside the layout.
 */
export async function bootComposition(): Promise<RemoteRoute[]> {
  try {
    const deployed = await fetchRemotesManifest();
    registerDeployedRemotes(deployed);
    // A refused remote keeps its routes: its screens show the section fallback, not "not found".
    const routes = remoteRoutes(deployed.remotes);
    setPrefetchRoutes(routes.filter((route) => !(route.remote in deployed.refused)));
    return routes;
  } catch (error) {
    console.error('[area-cliente] deployment manifest unavailable:', error);
    return [{ remote: MANIFEST_UNAVAILABLE, path: '*', screen: '', public: true, layout: 'access' }];
  }
}
