import { Suspense } from 'react';
import { ScreenSkeleton } from '../ui/skeleton';
import type { RemoteProps } from './remote-props';
import type { ScreenMap } from './screens';

/**
 * Props of ScreenSwitch: the parcel's props and the remote's screen map.
 * @public
 */
type Props = RemoteProps & { screens: ScreenMap };

/**
 * A remote's root body: the screen the shell asked for, its skeleton while its chunk downloads.
 * @public
 */
export function ScreenSwitch({ screens, ...props }: Props) {
  const Screen = screens[props.screen];
  if (!Screen) throw new Error(`Unknown screen "${props.screen}"`);
  return (
    <Suspense fallback={<ScreenSkeleton />}>
      <Screen {...props} />
    </Suspense>
  );
}
