import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { Popup } from './popup';

function Harness({ onClosed = () => {} }: { onClosed?: () => void }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button onClick={() => setOpen(true)}>Cambiar teléfono</button>
      <Popup
        open={open}
        title="Cambiar teléfono"
        onClose={() => {
          setOpen(false);
          onClosed();
        }}
      >
        <label>
          Teléfono <input />
        </label>
      </Popup>
    </>
  );
}

async function openPopup() {
  const user = userEvent.setup();
  render(<Harness />);
  await user.click(screen.getByRole('button', { name: 'Cambiar teléfono' }));
  expect(screen.getByRole('dialog', { name: 'Cambiar teléfono' })).toBeTruthy();
  return user;
}

describe('Popup', () => {
  it('is a labelled modal dialog that focuses its first field', async () => {
    await openPopup();
    const dialog = screen.getByRole('dialog');
    expect(dialog.getAttribute('aria-modal')).toBe('true');
    expect(document.activeElement).toBe(screen.getByRole('textbox', { name: 'Teléfono' }));
  });

  it('closes on the close icon, removes its history entry and gives focus back', async () => {
    const user = await openPopup();
    expect(window.history.state).toMatchObject({ acPopup: expect.any(String) });

    await user.click(screen.getByRole('button', { name: 'Cerrar' }));

    expect(screen.queryByRole('dialog')).toBeNull();
    await waitFor(() => expect(window.history.state?.acPopup).toBeUndefined());
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Cambiar teléfono' }));
  });

  it('closes on an overlay click but not on a click inside the dialog', async () => {
    const user = await openPopup();
    await user.click(screen.getByRole('textbox', { name: 'Teléfono' }));
    expect(screen.getByRole('dialog')).toBeTruthy();

    await user.click(screen.getByTestId('ac-popup-overlay'));

    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('closes on the browser back button', async () => {
    await openPopup();

    act(() => window.history.back());

    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('closes on Escape', async () => {
    const user = await openPopup();
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});
