import { act, cleanup, render, screen, waitFor } from '@testing-library/react';
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
  // A popup left open removes its history entry a tick after unmounting: let it, before the next test.
  afterEach(async () => {
    cleanup();
    await new Promise((resolve) => setTimeout(resolve, 0));
  });

  it('is a labelled native modal dialog that focuses its first field', async () => {
    await openPopup();
    const dialog = screen.getByRole('dialog') as HTMLDialogElement;
    expect(dialog.tagName).toBe('DIALOG');
    expect(dialog.open).toBe(true);
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

  it('keeps focus inside when the focused control gives way to a result', async () => {
    function Steps() {
      const [done, setDone] = useState(false);
      return (
        <Popup open title="Cambiar e-mail" onClose={() => {}}>
          {done ? <p>E-mail cambiado</p> : <button onClick={() => setDone(true)}>Continuar</button>}
        </Popup>
      );
    }
    const user = userEvent.setup();
    render(<Steps />);
    await user.click(screen.getByRole('button', { name: 'Continuar' }));

    await waitFor(() =>
      expect(document.activeElement).toBe(screen.getByRole('heading', { name: 'Cambiar e-mail' })),
    );
  });

  it('gives focus to the screen heading when the opener is gone', async () => {
    function Gone() {
      const [open, setOpen] = useState(false);
      return (
        <main id="contenido">
          <h1>Mis datos</h1>
          {!open && <button onClick={() => setOpen(true)}>Abrir</button>}
          <Popup open={open} title="Aviso" onClose={() => setOpen(false)}>
            <p>Texto</p>
          </Popup>
        </main>
      );
    }
    const user = userEvent.setup();
    render(<Gone />);
    await user.click(screen.getByRole('button', { name: 'Abrir' }));
    await user.click(screen.getByRole('button', { name: 'Cerrar' }));

    expect(document.activeElement).toBe(screen.getByRole('heading', { name: 'Mis datos' }));
  });

  it('gives focus back to the opener re-rendered while the popup was open', async () => {
    function Reloading() {
      const [open, setOpen] = useState(false);
      const [version, setVersion] = useState(0);
      return (
        <>
          <button key={version} onClick={() => setOpen(true)}>
            Cambiar e-mail
          </button>
          <Popup open={open} title="Cambiar e-mail" onClose={() => setOpen(false)}>
            <button onClick={() => setVersion((v) => v + 1)}>Guardar</button>
          </Popup>
        </>
      );
    }
    const user = userEvent.setup();
    render(<Reloading />);
    await user.click(screen.getByRole('button', { name: 'Cambiar e-mail' }));
    await user.click(screen.getByRole('button', { name: 'Guardar' }));
    await user.keyboard('{Escape}');

    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Cambiar e-mail' }));
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
  it('never steps history back behind a navigation it did not start (a redirect replacing its entry)', async () => {
    function Gated() {
      const [redirected, setRedirected] = useState(false);
      return redirected ? (
        <h1>Consentimiento</h1>
      ) : (
        <Popup open title="Tu menú" onClose={() => {}}>
          <button
            onClick={() => {
              // What <Navigate replace> does in the same commit that unmounts the popup.
              setRedirected(true);
              window.history.replaceState({ key: 'gdpr' }, '', '/gdprTacito');
            }}
          >
            Seguir
          </button>
        </Popup>
      );
    }
    window.history.replaceState(null, '', '/inicio');
    const back = vi.spyOn(window.history, 'back');
    const user = userEvent.setup();
    render(<Gated />);
    await user.click(screen.getByRole('button', { name: 'Seguir' }));
    await act(() => new Promise((resolve) => setTimeout(resolve, 20)));

    expect(back).not.toHaveBeenCalled();
    expect(window.location.pathname).toBe('/gdprTacito');
    expect(screen.getByRole('heading', { name: 'Consentimiento' })).toBeTruthy();
    back.mockRestore();
  });
});
