import { CALLS, type Enlaces } from '@area-cliente/shared/contract';
import { useQuery } from '@tanstack/react-query';
import { callQuery, useLoggedIn } from './call-query';
import { queryClient } from './query-client';

// The addresses are the deployment's, the same for every customer: asked once per page load, and
// asked again by the next screen that needs them after a failure.
const enlacesQuery = { ...callQuery(CALLS.enlaces), staleTime: Infinity };

/**
 * The configured outside addresses (GET /v1/ac/enlaces); null until they arrive or when they cannot,
 * so a link without its address is simply not shown.
 * @public
 */
export function useEnlaces(): Enlaces | null {
  const enabled = useLoggedIn();
  return useQuery({ ...enlacesQuery, enabled }, queryClient).data ?? null;
}
