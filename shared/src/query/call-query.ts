import {
  api,
  isApiError,
  isHandledApiError,
  NO_TOKEN,
  sessionStore,
  tokenAtom,
  type CallArgs,
  type AnyScreenData,
  type ScreenData,
} from '@area-cliente/shared';
import { type CallData, type CallSpec } from '@area-cliente/shared/contract';
import { ERROR_CARGA, type Loadable } from '@area-cliente/shared/ui';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { useAtomValue } from 'jotai';
import { queryClient } from './query-client';

/**
 * A GET entry of CALLS: the only kind of call read through the query cache.
 * @public
 */
type GetCall = CallSpec & { method: 'GET' };

/** How long a prefetched answer counts as fresh: hovering the same link again asks nothing. */
const PREFETCH_FRESH_MS = 10_000;

/** Query options of one GET entry of CALLS: its key is its path and parameters. */
export function callQuery<C extends GetCall>(call: C, ...args: CallArgs<C>) {
  return queryOptions({
    queryKey: [call.path, args[0]?.params ?? {}] as const,
    queryFn: (): Promise<CallData<C>> => api.call(call, ...args),
  });
}

/**
 * True while there is a session: nobody's data is asked for without one (nor refetched while a logout
 * clears the cache). The session store is named, like the query client, so no provider is needed.
 */
export const useLoggedIn = () => useAtomValue(tokenAtom, { store: sessionStore }) !== NO_TOKEN;

/**
 * A screen's data (SPEC §2: it loads before the screen shows and again when the id changes) as a
 * loadable state. `args` null means the route's id is malformed: not found, without asking. An API
 * 404 is not found too; other business errors carry the server's message. `refetchOnFocus`: read
 * again each time the customer comes back to the tab (while a payment is open in another one).
 * @public
 */
export function useCallQuery<C extends GetCall>(
  call: C,
  options?: CallArgs<C>[0] | null,
  { refetchOnFocus = false }: { refetchOnFocus?: boolean } = {},
): Loadable<CallData<C>> {
  const valid = options !== null;
  const loggedIn = useLoggedIn();
  const args = (options ? [options] : []) as CallArgs<C>;
  const query = useQuery(
    {
      ...callQuery(call, ...args),
      enabled: valid && loggedIn,
      refetchOnWindowFocus: refetchOnFocus ? 'always' : false,
    },
    queryClient,
  );
  const reload = () => void query.refetch();
  if (!valid) return { status: 'not-found', reload };
  if (query.isSuccess) return { status: 'ready', data: query.data, reload };
  if (query.isError) {
    const { error } = query;
    if (isApiError(error) && error.status === 404) return { status: 'not-found', reload };
    if (isApiError(error)) return { status: 'error', message: error.mensaje, reload };
    // HandledApiError was already announced by the shell; anything else is a bug worth logging.
    if (!isHandledApiError(error)) console.error('[useCallQuery] load failed', error);
    return { status: 'error', message: ERROR_CARGA, reload };
  }
  return { status: 'loading', reload };
}

/**
 * A screen's data as its declaration says (the one the shell prefetches on a link's hover).
 * @public
 */
export function useScreenQuery<C extends GetCall>(
  data: ScreenData<C>,
  params: Record<string, string | undefined>,
  options?: { refetchOnFocus?: boolean },
): Loadable<CallData<C>> {
  return useCallQuery(data.call, data.args(params), options);
}

/**
 * Reads a screen's data before the click that opens it (a link's hover, focus or touch), into the
 * entry the screen reads: it then shows at once and checks for changes behind. Nothing without a
 * session or for a malformed id; never throws (the screen asks again and shows the failure).
 * @internal
 */
export async function prefetchScreenData(
  data: AnyScreenData,
  params: Record<string, string | undefined>,
): Promise<void> {
  const options = data.args(params);
  if (options === null || sessionStore.get(tokenAtom) === NO_TOKEN) return;
  const args = (options ? [options] : []) as CallArgs<GetCall>;
  await queryClient.prefetchQuery({ ...callQuery(data.call, ...args), staleTime: PREFETCH_FRESH_MS });
}
