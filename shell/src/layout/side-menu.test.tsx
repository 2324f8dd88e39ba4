import type { MenuEntry } from '@area-cliente/shared';
import { logInForTest, makePortfolio, seedPortfolio } from '@area-cliente/shared/testing';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { SideMenu } from './side-menu';

// Which entries a remote contributes is its own rule (each remote's menu.test.ts); how the answers are
// gathered and ordered is use-remote-menu.test.ts. Here: how the menu shows them.
const remoteMenu = vi.hoisted(() => ({ entries: undefined as MenuEntry[] | undefined }));
vi.mock('./use-remote-menu', () => ({ useRemoteMenu: () => remoteMenu.entries }));

const ENTRIES: MenuEntry[] = [
  { label: 'Mis datos', path: '/cliente', position: 10 },
  { label: 'Mensajes', path: '/mensajes', position: 30 },
  { label: 'Reclamaciones', path: '/reclamaciones', position: 60 },
];

const renderMenu = (at = '/inicio', onNavigate?: () => void) =>
  render(
    <MemoryRouter initialEntries={[at]}>
      <SideMenu onNavigate={onNavigate} />
    </MemoryRouter>,
  );

const menuItems = () =>
  within(screen.getAllByRole('list')[0]!)
    .getAllByRole('listitem')
    .map((item) => item.textContent);

beforeEach(() => {
  logInForTest();
  seedPortfolio(makePortfolio({}));
  remoteMenu.entries = ENTRIES;
});

describe('SideMenu', () => {
  it("lists 'Cerrar sesión', then the remotes' entries as they come, and no link of its own", async () => {
    renderMenu();
    await screen.findByRole('link', { name: 'Mis datos' });
    expect(menuItems()).toEqual(['Cerrar sesión', 'Mis datos', 'Mensajes', 'Reclamaciones']);
    expect(screen.getByRole('link', { name: 'Reclamaciones' }).getAttribute('href')).toBe('/reclamaciones');
  });

  it("shows only 'Cerrar sesión' and no section until the remotes' entries are known", async () => {
    remoteMenu.entries = undefined;
    renderMenu();
    await screen.findByText(makePortfolio({}).cliente.nombre);
    expect(menuItems()).toEqual(['Cerrar sesión']);
    expect(screen.queryByRole('heading')).toBeNull();
  });

  it('marks the entry of the screen open and closes the drawer when one is picked, from the keyboard too', async () => {
    const onNavigate = vi.fn();
    renderMenu('/mensajes', onNavigate);
    const mensajes = await screen.findByRole('link', { name: 'Mensajes' });
    expect(mensajes.getAttribute('aria-current')).toBe('page');
    expect(screen.getByRole('link', { name: 'Mis datos' }).getAttribute('aria-current')).toBeNull();
    // Right after 'Cerrar sesión'.
    await userEvent.tab();
    await userEvent.tab();
    expect(document.activeElement).toBe(screen.getByRole('link', { name: 'Mis datos' }));
    await userEvent.keyboard('{Enter}');
    expect(onNavigate).toHaveBeenCalledTimes(1);
  });
});
