import { act, render, screen, waitFor } from '@testing-library/react';
import { ApiError, HandledApiError } from '../http/errors';
import { useLoad } from './use-load';

type Loader = (id: string) => Promise<string | null>;

function Screen({ id, load }: { id: string; load: Loader }) {
  const state = useLoad(() => load(id), [id]);
  switch (state.status) {
    case 'loading':
      return <p>cargando</p>;
    case 'not-found':
      return <p>no existe</p>;
    case 'error':
      return <button onClick={state.reload}>{state.message}</button>;
    case 'ready':
      return <p>{state.data}</p>;
  }
}

function deferred<T>() {
  let resolve!: (value: T) => void;
  const promise = new Promise<T>((r) => (resolve = r));
  return { promise, resolve };
}

describe('useLoad', () => {
  it('shows loading, then the data, and loads again when the id changes', async () => {
    const load = vi.fn(async (id: string) => `póliza ${id}`);
    const { rerender } = render(<Screen id="1" load={load} />);
    expect(screen.getByText('cargando')).toBeTruthy();
    await screen.findByText('póliza 1');

    rerender(<Screen id="2" load={load} />);
    expect(screen.getByText('cargando')).toBeTruthy();
    await screen.findByText('póliza 2');
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('drops a late answer of the previous id', async () => {
    const first = deferred<string | null>();
    const load = vi.fn((id: string) => (id === '1' ? first.promise : Promise.resolve('póliza 2')));
    const { rerender } = render(<Screen id="1" load={load} />);
    rerender(<Screen id="2" load={load} />);
    await screen.findByText('póliza 2');

    await act(async () => first.resolve('póliza 1'));

    expect(screen.queryByText('póliza 1')).toBeNull();
    expect(screen.getByText('póliza 2')).toBeTruthy();
  });

  it('treats null and an API 404 as not found', async () => {
    const { rerender } = render(<Screen id="1" load={async () => null} />);
    await screen.findByText('no existe');
    rerender(
      <Screen
        id="2"
        load={async () => {
          throw new ApiError(1000, 'No existe', 404);
        }}
      />,
    );
    await screen.findByText('no existe');
  });

  it('shows the server mensaje of a business error and retries on reload', async () => {
    const load = vi
      .fn<Loader>()
      .mockRejectedValueOnce(new ApiError(1000, 'Póliza no disponible', 200))
      .mockResolvedValueOnce('póliza 1');
    render(<Screen id="1" load={load} />);

    const retry = await screen.findByRole('button', { name: 'Póliza no disponible' });
    act(() => retry.click());

    await screen.findByText('póliza 1');
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('shows a generic message after a globally handled failure', async () => {
    render(
      <Screen
        id="1"
        load={async () => {
          throw new HandledApiError('communication-error');
        }}
      />,
    );
    await waitFor(() =>
      expect(screen.getByRole('button').textContent).toBe('No hemos podido cargar los datos.'),
    );
  });
});
