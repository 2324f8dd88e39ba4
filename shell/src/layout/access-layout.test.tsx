import { render, screen } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { AccessLayout } from './access-layout';
import { marcarSesionCerrada, SESION_CERRADA } from './sesion-cerrada';

const renderLogin = () =>
  render(
    <MemoryRouter initialEntries={['/login']}>
      <Routes>
        <Route element={<AccessLayout />}>
          <Route path="/login" element={<p>formulario</p>} />
        </Route>
      </Routes>
    </MemoryRouter>,
  );

describe('AccessLayout', () => {
  it("says 'Has cerrado sesión.' on the login 'Cerrar sesión' led to, politely", () => {
    marcarSesionCerrada();
    const first = renderLogin();
    expect(screen.getByRole('status').textContent).toBe(SESION_CERRADA);
    expect(screen.getByText('formulario')).toBeTruthy();
    first.unmount();
    // Said once: a later login screen (an expired session, say) says nothing of it.
    renderLogin();
    expect(screen.queryByText(SESION_CERRADA)).toBeNull();
  });

  it('says nothing on a login reached any other way', () => {
    renderLogin();
    expect(screen.queryByText(SESION_CERRADA)).toBeNull();
  });
});
