import { RemotePropsContext } from '@area-cliente/shared';
import { ERROR_COMUNICACION } from '@area-cliente/shared/domain';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { expect, it, vi } from 'vitest';
import { LoginScreen } from './login-screen';

// The code 'Entrar' sends with is downloaded once the person starts on the form: the network went away.
vi.mock('./cargar-llamadas', () => ({
  llamadas: () => Promise.reject(new Error('Loading chunk 791 failed')),
}));

it('says so in the form when what Entrar sends cannot be downloaded', async () => {
  const navigate = vi.fn();
  const props = { screen: 'login', params: {}, navigate };
  render(
    <RemotePropsContext.Provider value={props}>
      <LoginScreen {...props} />
    </RemotePropsContext.Provider>,
  );
  const user = userEvent.setup();
  await user.type(screen.getByLabelText('NIF/CIF/NIE'), '12345678Z');
  await user.type(screen.getByLabelText('Contraseña'), 'Demo2024');
  await user.click(screen.getByRole('button', { name: 'Entrar' }));
  expect((await screen.findByRole('alert')).textContent).toBe(ERROR_COMUNICACION);
  expect(screen.getByRole('button', { name: 'Entrar' })).toHaveProperty('disabled', false);
  expect(navigate).not.toHaveBeenCalled();
});
