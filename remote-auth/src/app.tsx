import { ScreenSwitch, type RemoteProps } from '@area-cliente/shared';
import { screens } from './screens';

/** Root of the remote: renders the screen the shell's route asked for. */
export function App(props: RemoteProps) {
  return <ScreenSwitch screens={screens} {...props} />;
}
