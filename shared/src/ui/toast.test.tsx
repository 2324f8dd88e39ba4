import { act, render, screen } from '@testing-library/react';
import { MENSAJES } from '../forms/messages';
import { useToast } from './toast';

function CopyButton() {
  const { toast, showToast } = useToast();
  return (
    <>
      <button onClick={() => showToast(MENSAJES.COPIADO)}>Copiar</button>
      {toast}
    </>
  );
}

describe('Toast', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it("shows 'Copiado al portapapeles' for 1.5 s in a polite live region", () => {
    render(<CopyButton />);
    act(() => screen.getByRole('button', { name: 'Copiar' }).click());
    expect(screen.getByRole('status').textContent).toBe('Copiado al portapapeles');

    act(() => vi.advanceTimersByTime(1499));
    expect(screen.queryByText('Copiado al portapapeles')).not.toBeNull();

    act(() => vi.advanceTimersByTime(1));
    expect(screen.queryByText('Copiado al portapapeles')).toBeNull();
  });

  it('restarts the time when shown again', () => {
    render(<CopyButton />);
    act(() => screen.getByRole('button', { name: 'Copiar' }).click());
    act(() => vi.advanceTimersByTime(1000));
    act(() => screen.getByRole('button', { name: 'Copiar' }).click());
    act(() => vi.advanceTimersByTime(1000));
    expect(screen.queryByText('Copiado al portapapeles')).not.toBeNull();
    act(() => vi.advanceTimersByTime(500));
    expect(screen.queryByText('Copiado al portapapeles')).toBeNull();
  });
});
