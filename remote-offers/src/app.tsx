import { ScreenSwitch, type RemoteProps } from '@area-cliente/shared';
import { demoScreens } from './demo-screens';
import { screens } from './screens';

// The customers' screens and the demo's: the shell routes to the latter only in the demo.
const allScreens = { ...screens, ...demoScreens };

/** Root of the remote: renders the screen the shell's route asked for. */
export function App(props: RemoteProps) {
  return <ScreenSwitch screens={allScreens} {...props} />;
}
