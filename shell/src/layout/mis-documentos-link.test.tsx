import { CALLS } from '@area-cliente/shared/contract';
import { logInForTest } from '@area-cliente/shared/testing';
import { queryClient } from '@area-cliente/shared/query';
import { act, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { MisDocumentosLink } from './mis-documentos-link';

const shared = vi.hoisted(() => ({ call: vi.fn() }));

vi.mock('@area-cliente/shared', async (original) =>
  (await import('@area-cliente/shared/testing/kernel')).mockKernelApi(original, shared.call),
);

let noLeidos: number;
let avisosNoLeidos: number;

beforeEach(() => {
  logInForTest();
  noLeidos = 3;
  avisosNoLeidos = 0;
  shared.call.mockReset().mockImplementation(async (spec: unknown) => {
    if (spec === CALLS.documentosNoLeidos) return { noLeidos };
    if (spec === CALLS.avisosNoLeidos) return { avisosNoLeidos };
    throw new Error('unexpected call');
  });
});

const renderLink = () =>
  render(
    <MemoryRouter>
      <MisDocumentosLink />
    </MemoryRouter>,
  );

describe('MisDocumentosLink: the header badge', () => {
  it('shows the unread count and says it in the link name', async () => {
    renderLink();
    const link = await screen.findByRole('link', { name: 'Mis documentos, 3 sin leer' });
    expect(link.getAttribute('href')).toBe('/misDocumentos');
    expect(screen.getByTestId('documentos-no-leidos').textContent).toBe('3');
  });

  it('goes down when a document is opened (the count is invalidated) and hides at zero', async () => {
    renderLink();
    await screen.findByRole('link', { name: 'Mis documentos, 3 sin leer' });
    noLeidos = 2;
    await act(() => queryClient.invalidateQueries({ queryKey: [CALLS.documentosNoLeidos.path] }));
    expect(await screen.findByRole('link', { name: 'Mis documentos, 2 sin leer' })).toBeTruthy();
    noLeidos = 0;
    await act(() => queryClient.invalidateQueries({ queryKey: [CALLS.documentosNoLeidos.path] }));
    await screen.findByRole('link', { name: 'Mis documentos' });
    expect(screen.queryByTestId('documentos-no-leidos')).toBeNull();
  });

  it('counts the unread notices of the Avisos tab with the documents', async () => {
    avisosNoLeidos = 2;
    renderLink();
    await screen.findByRole('link', { name: 'Mis documentos, 5 sin leer' });
    expect(screen.getByTestId('documentos-no-leidos').textContent).toBe('5');
  });

  it('still links to the inbox when the count cannot be read', async () => {
    shared.call.mockRejectedValue(new Error('offline'));
    vi.spyOn(console, 'error').mockImplementation(() => {});
    renderLink();
    await vi.waitFor(() => expect(shared.call).toHaveBeenCalled());
    expect(screen.getByRole('link', { name: 'Mis documentos' })).toBeTruthy();
    expect(screen.queryByTestId('documentos-no-leidos')).toBeNull();
  });
});
