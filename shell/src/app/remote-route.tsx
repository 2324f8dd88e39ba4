import { useParams } from 'react-router-dom';
import { RemoteScreen, type RemoteRoute } from '../composition';

/** Mounts the route's screen; another screen remounts the parcel, new params of the same screen update it. */
export function RemoteRouteElement({ route }: { route: RemoteRoute }) {
  const params = useParams();
  return (
    <RemoteScreen
      key={`${route.remote}:${route.screen}`}
      remote={route.remote}
      screen={route.screen}
      params={params}
    />
  );
}
