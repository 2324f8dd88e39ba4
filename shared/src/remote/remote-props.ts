import { createContext, useContext } from 'react';

export type NavigateOptions = { replace?: boolean };

/** Custom props the shell passes to every remote parcel (and, through them, to the screen). */
export type RemoteProps = {
  /** Screen name from the remote's routes.json, e.g. `polizaAutos`. */
  screen: string;
  /** Route params, e.g. `{ idPoliza: '42' }`; a change reaches the mounted screen as an update. */
  params: Record<string, string>;
  /** Navigates within the app: `to` is relative to /area-cliente, e.g. `/inicio`. */
  navigate: (to: string, opts?: NavigateOptions) => void;
};

export const RemotePropsContext = createContext<RemoteProps | null>(null);

/** The props of the parcel this component renders in, for screens deep in a remote's tree. */
export function useRemoteProps(): RemoteProps {
  const props = useContext(RemotePropsContext);
  if (!props) throw new Error('useRemoteProps must be used inside a remote created with createRemote');
  return props;
}
