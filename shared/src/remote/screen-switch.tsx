import { Suspense, type ComponentType } from 'react';
import { MENSAJES } from '../forms/messages';
import { Spinner } from '../ui';
import type { RemoteProps } from './remote-props';

/** Screen name (routes.json `screen`) → component, usually `lazy()` so each screen is its own chunk. */
export type ScreenMap = Record<string, ComponentType<RemoteProps>>;

type Props = RemoteProps & { screens: ScreenMap };

/** A remote's root body: the screen the shell asked for, loaded lazily behind the shared spinner. */
export function ScreenSwitch({ screens, ...props }: Props) {
  const Screen = screens[props.screen];
  if (!Screen) throw new Error(`Unknown screen "${props.screen}"`);
  return (
    <Suspense fallback={<Spinner label={MENSAJES.CARGANDO} />}>
      <Screen {...props} />
    </Suspense>
  );
}
