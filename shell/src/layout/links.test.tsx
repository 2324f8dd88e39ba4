import { fireEvent, render, screen } from '@testing-library/react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { AppLink, AppNavLink } from './links';

function Where() {
  return <p data-testid="where">{useLocation().pathname}</p>;
}

const renderAt = (path: string, links: React.ReactNode) =>
  render(
    <MemoryRouter initialEntries={[path]}>
      {links}
      <Routes>
        <Route path="*" element={<Where />} />
      </Routes>
    </MemoryRouter>,
  );

describe('AppLink', () => {
  it('navigates in the app on a plain click, after its own onClick', () => {
    const onClick = vi.fn();
    renderAt(
      '/login',
      <AppLink to="/inicio" onClick={onClick}>
        Inicio
      </AppLink>,
    );
    const link = screen.getByRole('link', { name: 'Inicio' });
    expect(link.getAttribute('href')).toBe('/inicio');
    fireEvent.click(link);
    expect(onClick).toHaveBeenCalledTimes(1);
    expect(screen.getByTestId('where').textContent).toBe('/inicio');
  });

  it('leaves a click with a modifier key (a new tab) to the browser', () => {
    renderAt('/login', <AppLink to="/inicio">Inicio</AppLink>);
    fireEvent.click(screen.getByRole('link', { name: 'Inicio' }), { ctrlKey: true });
    expect(screen.getByTestId('where').textContent).toBe('/login');
  });

  it('does not navigate when its onClick prevented it', () => {
    renderAt(
      '/login',
      <AppLink to="/inicio" onClick={(event) => event.preventDefault()}>
        Inicio
      </AppLink>,
    );
    fireEvent.click(screen.getByRole('link', { name: 'Inicio' }));
    expect(screen.getByTestId('where').textContent).toBe('/login');
  });
});

describe('AppNavLink', () => {
  const current = (path: string, to: string) => {
    const view = renderAt(path, <AppNavLink to={to}>Enlace</AppNavLink>);
    const value = screen.getByRole('link', { name: 'Enlace' }).getAttribute('aria-current');
    view.unmount();
    return value;
  };

  it('is the current page on its address and below it, whatever the case', () => {
    expect(current('/polizas/123', '/polizas/123')).toBe('page');
    expect(current('/polizas/123/recibos', '/polizas/123')).toBe('page');
    expect(current('/Polizas/123', '/polizas/123')).toBe('page');
    expect(current('/inicio/avisos', '/inicio/')).toBe('page');
  });

  it('is not on another address sharing its first letters', () => {
    expect(current('/polizas/1234', '/polizas/123')).toBeNull();
    expect(current('/inicio', '/polizas/123')).toBeNull();
  });
});
