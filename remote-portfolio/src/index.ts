import { createRemote, screenPrefetch } from '@area-cliente/shared';
import { App } from './app';
import { screens } from './screens';

// Exposed as `./app`: the single-spa-react lifecycles the shell mounts as a parcel and, beside them,
// what the shell prefetches before a click: a screen's code and the data it reads first.
export const { bootstrap, mount, unmount, update } = createRemote(App);
export const { preloadScreen, screenData } = screenPrefetch(screens);
