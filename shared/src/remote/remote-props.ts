import { createContext, useContext } from 'react';

/**
 * Options of `RemoteProps.navigate`: `replace` swaps the current history entry instead of adding one.
 * @public
 */
export type NavigateOptions = { replace?: boolean };

/**
 * Custom props the shell passes to every remote parcel (and, through them, to the screen).
 * @public
 */
export type RemoteProps = {
  /** Screen name from the remote's routes.json, e.g. `polizaAutos`. */
  screen: string;
  /** Route params, e.g. `{ idPoliza: '42' }`; a change reaches the mounted screen as an update. */
  params: Record<string, string>;
  /** Navigates within the app: `to` is relative to /area-cliente, e.g. `/inicio`. */
  navigate: (to: string, opts?: NavigateOptions) => void;
};

/**
 * Carries the parcel's RemoteProps down a remote's tree: createRemote provides it, useRemoteProps
 * reads it.
 * @public
 */
export const RemotePropsContext = createContext<RemoteProps | null>(null);

/**
 * The props of the parcel this component renders in, for screens deep in a remote's tree.
 * @public
 */
export function useRemoteProps(): RemoteProps {
  const props = useContext(RemotePropsContext);
  if (!props) throw new Error('useRemoteProps must be used inside a remote created with createRemote');
  return props;
}
