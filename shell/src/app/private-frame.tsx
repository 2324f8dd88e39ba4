import { MainLayout } from '../layout/main-layout';
import { RequireConsent } from '../layout/require-consent';
import { RequireSession } from './require-session';

/** The frame of every private screen: session, then consent, then the main layout around the screen. */
export default function PrivateFrame() {
  return (
    <RequireSession>
      <RequireConsent>
        <MainLayout />
      </RequireConsent>
    </RequireSession>
  );
}
