import { createElement, lazy, useState, type ComponentType } from 'react';
import type { CallSpec } from '../contract';
import { ID_EN_RUTA } from '../domain';
import type { CallArgs } from '../http';
import type { RemoteProps } from './remote-props';

/**
 * A GET entry of CALLS: the only kind of call a screen reads before it shows.
 * @public
 */
type GetCall = CallSpec & { method: 'GET' };

/**
 * What a screen reads before it can show: one GET entry of CALLS and its arguments from the route's
 * parameters (null for a malformed id: never asked for, the screen shows not found). The screen reads
 * it (`useScreenQuery`) and the shell prefetches it when the pointer or a finger reaches a link to
 * the screen, from the same declaration.
 * @public
 */
export type ScreenData<C extends GetCall = GetCall> = {
  call: C;
  args: (params: Record<string, string | undefined>) => CallArgs<C>[0] | null;
};

/**
 * A declaration whatever its call: what the screen map and the shell's prefetch hold.
 * @public
 */
export type AnyScreenData = {
  call: GetCall;
  args: (params: Record<string, string | undefined>) => { params?: Record<string, string | number> } | null;
};

/**
 * Declares a screen's data; `args` is checked against the options of that very call.
 * @public
 */
export const screenData = <C extends GetCall>(call: C, args: ScreenData<C>['args']): ScreenData<C> => ({
  call,
  args,
});

/**
 * The call options for a screen's route parameters, or null when one of them is not of the expected
 * shape (a malformed id is never asked for: it shows not found).
 * @public
 */
export function fromRoute<P extends Record<string, string | undefined>>(
  params: P,
  shape: RegExp = ID_EN_RUTA,
): { params: { [K in keyof P]: string } } | null {
  const valid = Object.values(params).every((value) => value !== undefined && shape.test(value));
  return valid ? { params: params as { [K in keyof P]: string } } : null;
}

/**
 * A screen of a remote: its component and, for the shell's prefetch, its code and its data.
 * @public
 */
export type Screen = ComponentType<RemoteProps> & {
  /** Downloads the screen's chunk without rendering it. */
  preload?: () => Promise<unknown>;
  data?: AnyScreenData;
};

/**
 * Screen name (routes.json `screen`) → screen, usually `lazyScreen` so each is its own chunk.
 * @public
 */
export type ScreenMap = Record<string, Screen>;

/**
 * A screen in its own chunk (React `lazy`) that can also be downloaded ahead of a click: once it is
 * there, the screen renders at once, without suspending (no skeleton frame before it). A failed
 * download is forgotten, so the next attempt asks again.
 * @public
 */
export function lazyScreen<P extends RemoteProps>(
  load: () => Promise<{ default: ComponentType<P> }>,
  data?: AnyScreenData,
): ComponentType<P> & Pick<Screen, 'preload' | 'data'> {
  let loading: Promise<{ default: ComponentType<P> }> | undefined;
  let loaded: ComponentType<P> | undefined;
  const preload = () =>
    (loading ??= load().then(
      (module) => {
        loaded = module.default;
        return module;
      },
      (error: unknown) => {
        loading = undefined;
        throw error;
      },
    ));
  const Lazy = lazy(preload);
  function LazyScreen(props: P) {
    // Chosen once per mount: switching from the lazy wrapper to the component would remount it.
    const [Component] = useState<ComponentType<P>>(() => loaded ?? Lazy);
    return createElement(Component, props);
  }
  return Object.assign(LazyScreen, { preload, data });
}

/**
 * What a remote's `./app` module offers the shell beside its single-spa lifecycles: a screen's code
 * ahead of time and the declaration of the data it reads. Both are optional, so a remote built before
 * them keeps working (the shell then prefetches nothing of it).
 * @public
 */
export type RemotePrefetch = {
  preloadScreen?: (screen: string) => Promise<unknown> | undefined;
  screenData?: (screen: string) => AnyScreenData | undefined;
};

/**
 * The prefetch side of a remote's screen map (createRemote).
 * @public
 */
export function screenPrefetch(screens: ScreenMap): Required<RemotePrefetch> {
  return {
    preloadScreen: (screen) => screens[screen]?.preload?.(),
    screenData: (screen) => screens[screen]?.data,
  };
}
