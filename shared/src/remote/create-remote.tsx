import * as React from 'react';
import * as ReactDOMClient from 'react-dom/client';
import { useMemo, type ComponentType } from 'react';
import singleSpaReact from 'single-spa-react';
import { SessionProvider } from '../session';
import { RemotePropsContext, type RemoteProps } from './remote-props';
import { SectionErrorBoundary } from './section-error-boundary';
import { SectionUnavailable } from './section-unavailable';

/**
 * Turns a remote's root component into the single-spa-react lifecycles `{ bootstrap, mount, unmount,
 * update }` the shell mounts as a parcel. Every remote root joins the one session store and gets an
 * error boundary, so a failing screen never takes the shell down.
 * @public
 */
export function createRemote(Root: ComponentType<RemoteProps>) {
  function RemoteRoot({ screen, params, navigate }: RemoteProps) {
    const value = useMemo(() => ({ screen, params, navigate }), [screen, params, navigate]);
    return (
      <SessionProvider>
        <RemotePropsContext.Provider value={value}>
          <SectionErrorBoundary resetKey={`${screen}:${JSON.stringify(params)}`}>
            <Root {...value} />
          </SectionErrorBoundary>
        </RemotePropsContext.Provider>
      </SessionProvider>
    );
  }

  return singleSpaReact<RemoteProps>({
    React,
    ReactDOMClient,
    rootComponent: RemoteRoot,
    // Last resort, should the providers themselves throw: a reload is the only sound retry then.
    errorBoundary: () => <SectionUnavailable onRetry={() => window.location.reload()} />,
  });
}
