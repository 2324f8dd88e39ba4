import { render, waitFor } from '@testing-library/react';
import { ParcelHost, type RemoteLifecycles } from './parcel-host';

type Step = Parameters<RemoteLifecycles['mount']>[0];

/** Lifecycles that record their calls; `mount` resolves when the test says so. */
function lifecycles() {
  const calls: string[] = [];
  let finishMount = () => {};
  const app = {
    bootstrap: vi.fn(async () => void calls.push('bootstrap')),
    mount: vi.fn(
      (p: Step) =>
        new Promise<void>((resolve) => {
          calls.push(`mount ${p.name}`);
          finishMount = () => {
            p.domElement.textContent = p.screen;
            resolve();
          };
        }),
    ),
    update: vi.fn(async (p: Step) => void calls.push(`update ${p.params.id}`)),
    unmount: vi.fn(async (p: Step) => void calls.push(`unmount ${p.name}`)),
  };
  return { app, calls, finishMount: () => finishMount() };
}

const props = { screen: 'inicio', params: { id: '1' }, navigate: () => {}, className: 'ac-remote' };

describe('ParcelHost', () => {
  it('mounts into its own element, and an unmount waits for the mount it ends', async () => {
    const { app, calls, finishMount } = lifecycles();
    const onError = vi.fn();
    const { container, unmount } = render(<ParcelHost app={app} onError={onError} {...props} />);
    await waitFor(() => expect(app.mount).toHaveBeenCalled());
    const [{ domElement, name }] = app.mount.mock.calls[0]!;
    expect(domElement).toBe(container.querySelector('.ac-remote'));

    unmount();
    await Promise.resolve();
    expect(app.unmount).not.toHaveBeenCalled();
    finishMount();
    await waitFor(() => expect(calls).toEqual(['bootstrap', `mount ${name}`, `unmount ${name}`]));
    expect(onError).not.toHaveBeenCalled();
  });

  it('passes new params as an update, never a second mount', async () => {
    const { app, calls, finishMount } = lifecycles();
    const { rerender } = render(<ParcelHost app={app} onError={() => {}} {...props} />);
    await waitFor(() => expect(app.mount).toHaveBeenCalled());
    finishMount();
    rerender(<ParcelHost app={app} onError={() => {}} {...props} params={{ id: '1' }} />);
    rerender(<ParcelHost app={app} onError={() => {}} {...props} params={{ id: '2' }} />);
    await waitFor(() => expect(calls.at(-1)).toBe('update 2'));
    expect(app.mount).toHaveBeenCalledTimes(1);
    expect(app.update).toHaveBeenCalledTimes(1);
  });

  it('reports a lifecycle that fails while shown, not one that fails after the screen has left', async () => {
    const onError = vi.fn();
    const failing = { ...lifecycles().app, mount: vi.fn(async () => Promise.reject(new Error('boom'))) };
    render(<ParcelHost app={failing} onError={onError} {...props} />);
    await waitFor(() => expect(onError).toHaveBeenCalledWith(new Error('boom')));

    const late = vi.fn();
    const shown = lifecycles();
    const leaving = { ...shown.app, unmount: vi.fn(async () => Promise.reject(new Error('late'))) };
    const { unmount } = render(<ParcelHost app={leaving} onError={late} {...props} />);
    await waitFor(() => expect(leaving.mount).toHaveBeenCalled());
    shown.finishMount();
    unmount();
    await waitFor(() => expect(leaving.unmount).toHaveBeenCalled());
    expect(late).not.toHaveBeenCalled();
  });
});
