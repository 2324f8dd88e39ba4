import { useEffect, useRef } from 'react';
import type { RemoteProps } from '@area-cliente/shared';

/** What a lifecycle is called with: the screen's props, the element it renders into and a unique name. */
type LifecycleProps = RemoteProps & { name: string; domElement: HTMLElement };
type Lifecycle = (props: LifecycleProps) => Promise<unknown>;

/** The single-spa-react lifecycles a remote's `./app` module exports (`createRemote` in the kernel). */
export type RemoteLifecycles = {
  bootstrap: Lifecycle;
  mount: Lifecycle;
  unmount: Lifecycle;
  update?: Lifecycle;
};

type Props = RemoteProps & {
  app: RemoteLifecycles;
  className: string;
  /** A lifecycle failed (the screen threw while mounting, outside any React boundary). */
  onError: (error: unknown) => void;
};

let mounts = 0;

/**
 * Mounts a remote's lifecycles into an element of its own, as single-spa mounts a parcel, without
 * single-spa's router and registry (about 7 KiB of /login): bootstrap and mount with the element, an
 * update when the screen or its params change, unmount when it leaves. The calls run one after another,
 * so an unmount never overtakes the mount it ends.
 */
export function ParcelHost({ app, className, onError, screen, params, navigate }: Props) {
  const element = useRef<HTMLDivElement>(null);
  const current = useRef({ screen, params, navigate });
  current.current = { screen, params, navigate };
  const onErrorRef = useRef(onError);
  onErrorRef.current = onError;
  const update = useRef<(() => void) | null>(null);

  useEffect(() => {
    const domElement = element.current;
    if (!domElement) return undefined;
    // single-spa-react keeps each root by name: a name per mount, so a mount after an unmount is new.
    const name = `ac-parcel-${++mounts}`;
    let queue: Promise<unknown> = Promise.resolve();
    let live = true;
    const run = (step: Lifecycle | undefined) => {
      queue = queue
        .then(() => step?.({ ...current.current, name, domElement }))
        .catch((error: unknown) => {
          if (live) onErrorRef.current(error);
        });
    };
    update.current = () => run(app.update);
    run(app.bootstrap);
    run(app.mount);
    return () => {
      live = false;
      update.current = null;
      run(app.unmount);
    };
  }, [app]);

  // A new screen or new params reach the mounted screen as an update, not a remount.
  const paramsKey = JSON.stringify(params);
  const first = useRef(true);
  useEffect(() => {
    if (first.current) first.current = false;
    else update.current?.();
  }, [screen, paramsKey, navigate]);

  return <div ref={element} className={className} />;
}
