import { usePrefetchNextScreens } from '../composition/prefetch-intent';
import { MainLayout } from '../layout/main-layout';
import { RequireConsent } from '../layout/require-consent';
import { SessionWatcher } from './idle-warning';
import { RequireSession } from './require-session';

/**
 * The frame of every private screen: session (and its watch), then consent, then the main layout
 * around the screen. While it is up, the next screens are made ready before the click.
 */
export default function PrivateFrame() {
  usePrefetchNextScreens();
  return (
    <RequireSession>
      <SessionWatcher />
      <RequireConsent>
        <MainLayout />
      </RequireConsent>
    </RequireSession>
  );
}
