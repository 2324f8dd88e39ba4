import { createRemote } from '@area-cliente/shared';
import { App } from './app';

// Exposed as `./app`: the single-spa-react lifecycles the shell mounts as a parcel.
export const { bootstrap, mount, unmount, update } = createRemote(App);
