import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createRemote } from './create-remote';
import { useRemoteProps, type RemoteProps } from './remote-props';
import { ScreenSwitch } from './screen-switch';
import { SECTION_UNAVAILABLE } from './section-unavailable';

// React 19 wants to know it runs inside act() when a test drives renders by hand.
(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

type Lifecycles = ReturnType<typeof createRemote>;
type LifecycleProps = Parameters<Lifecycles['mount']>[0];

let parcel = 0;

/**
 * Runs a lifecycle inside act() without awaiting it there: single-spa-react resolves mount only after
 * React has committed, which act() holds back until its callback returns.
 */
async function settle(lifecycle: () => Promise<unknown> | undefined) {
  let done: Promise<unknown> | undefined;
  await act(async () => {
    done = lifecycle();
  });
  await done;
}

/** Mounts lifecycles the way single-spa does for a parcel: bootstrap, then mount into a DOM element. */
async function mountParcel(lifecycles: Lifecycles, props: Omit<RemoteProps, 'navigate'>) {
  const domElement = document.createElement('div');
  document.body.append(domElement);
  const base = { name: `parcel-${++parcel}`, domElement, navigate: vi.fn(), ...props };
  const all = base as unknown as LifecycleProps;
  await lifecycles.bootstrap(all);
  await settle(() => lifecycles.mount(all));
  return {
    navigate: base.navigate,
    update: (next: Partial<RemoteProps>) => settle(() => lifecycles.update?.({ ...all, ...next })),
    unmount: () => settle(() => lifecycles.unmount(all)),
  };
}

function PolicyScreen() {
  const { params, navigate } = useRemoteProps();
  return (
    <button type="button" onClick={() => navigate('/inicio')}>
      Póliza {params.idPoliza}
    </button>
  );
}

afterEach(() => document.body.replaceChildren());

describe('createRemote', () => {
  it('mounts the screen with the shell props, updates it with new params and unmounts it', async () => {
    const remote = createRemote((props) => (
      <ScreenSwitch screens={{ polizaAutos: PolicyScreen }} {...props} />
    ));
    const mounted = await mountParcel(remote, { screen: 'polizaAutos', params: { idPoliza: '7' } });
    expect(await screen.findByRole('button', { name: 'Póliza 7' })).toBeTruthy();

    await mounted.update({ params: { idPoliza: '8' } });
    expect(await screen.findByRole('button', { name: 'Póliza 8' })).toBeTruthy();

    await userEvent.click(screen.getByRole('button', { name: 'Póliza 8' }));
    expect(mounted.navigate).toHaveBeenCalledWith('/inicio');

    await mounted.unmount();
    expect(screen.queryByRole('button')).toBeNull();
  });

  it('shows the section fallback when a screen throws and renders it again on Reintentar', async () => {
    let fail = true;
    function Flaky() {
      if (fail) throw new Error('boom');
      return <p>Recibo cargado</p>;
    }
    vi.spyOn(console, 'error').mockImplementation(() => {});
    await mountParcel(
      createRemote(() => <Flaky />),
      { screen: 'recibo', params: {} },
    );
    expect(await screen.findByText(SECTION_UNAVAILABLE)).toBeTruthy();

    fail = false;
    await userEvent.click(screen.getByRole('button', { name: 'Reintentar' }));
    expect(await screen.findByText('Recibo cargado')).toBeTruthy();
  });
});
