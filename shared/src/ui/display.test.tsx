import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Collapsible } from './collapsible';
import { DataList } from './data-list';
import { ScreenSkeleton } from './skeleton';
import { ErrorState, NotFound } from './states';
import { Switch } from './switch';
import { TruncatedLabel } from './truncated-label';

function mockMatchMedia(matches: boolean) {
  vi.stubGlobal(
    'matchMedia',
    vi.fn((query: string) => ({
      matches,
      media: query,
      addEventListener: () => {},
      removeEventListener: () => {},
    })),
  );
}

afterEach(() => vi.unstubAllGlobals());

describe('Collapsible', () => {
  it('starts expanded wider than a phone and toggles', async () => {
    mockMatchMedia(true);
    const user = userEvent.setup();
    render(<Collapsible title="Recibos">contenido</Collapsible>);
    const toggle = screen.getByRole('button', { name: 'Recibos' });
    expect(toggle.getAttribute('aria-expanded')).toBe('true');
    expect(screen.getByText('contenido').closest('[hidden]')).toBeNull();

    await user.click(toggle);

    expect(toggle.getAttribute('aria-expanded')).toBe('false');
    expect(screen.getByText('contenido').closest('[hidden]')).not.toBeNull();
  });

  it('starts collapsed on a phone', () => {
    mockMatchMedia(false);
    render(<Collapsible title="Recibos">contenido</Collapsible>);
    expect(screen.getByRole('button', { name: 'Recibos' }).getAttribute('aria-expanded')).toBe('false');
  });
});

describe('DataList', () => {
  it("shows '(sin datos)' for missing values", () => {
    render(
      <DataList
        items={[
          { label: 'Matrícula', value: '1234ABC' },
          { label: 'Bastidor', value: null },
          { label: 'Clase', value: '' },
        ]}
      />,
    );
    const values = screen.getAllByRole('definition').map((dd) => dd.textContent);
    expect(values).toEqual(['1234ABC', '(sin datos)', '(sin datos)']);
    expect(screen.getAllByRole('term').map((dt) => dt.textContent)).toEqual([
      'Matrícula',
      'Bastidor',
      'Clase',
    ]);
  });
});

describe('states', () => {
  it("a loading screen is a busy skeleton with one polite 'Cargando datos ...'", () => {
    const { container } = render(<ScreenSkeleton title="Cargando datos..." />);
    expect(screen.getAllByRole('status').map((s) => s.textContent)).toEqual(['Cargando datos ...']);
    expect(container.firstElementChild?.getAttribute('aria-busy')).toBe('true');
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Cargando datos...');
    // The blocks are drawing only.
    for (const card of container.querySelectorAll('.ac-skeleton__card'))
      expect(card.getAttribute('aria-hidden')).toBe('true');
  });

  it('the error state offers Reintentar', async () => {
    const onRetry = vi.fn();
    render(<ErrorState onRetry={onRetry} />);
    await userEvent.setup().click(screen.getByRole('button', { name: 'Reintentar' }));
    expect(onRetry).toHaveBeenCalled();
    expect(screen.getByRole('alert').textContent).toContain('No hemos podido cargar los datos.');
  });

  it('the not-found state has a Spanish heading', () => {
    render(<NotFound />);
    expect(screen.getByRole('heading', { name: 'No hemos encontrado lo que buscas' })).toBeTruthy();
  });

  it('the switch reads its state as text, not only as colour', () => {
    render(<Switch label="Puerta blindada" checked />);
    expect(screen.getByText('Sí')).toBeTruthy();
  });
});

describe('TruncatedLabel', () => {
  it('keeps the plate or number in a part of its own that never shrinks, and the whole text in the page', () => {
    const { container } = render(
      <a href="/x">
        <TruncatedLabel text="Auto Todo Riesgo con Franquicia - AUT-10023456" />
      </a>,
    );
    expect(container.querySelector('.ac-truncated__head')!.textContent).toBe(
      'Auto Todo Riesgo con Franquicia',
    );
    expect(container.querySelector('.ac-truncated__tail')!.textContent).toBe(' - AUT-10023456');
    expect(screen.getByRole('link').textContent).toBe('Auto Todo Riesgo con Franquicia - AUT-10023456');
  });

  it('is a single part when the label has no identifier at its end', () => {
    const { container } = render(<TruncatedLabel text="C/ Alcalá 120, 3º B" />);
    expect(container.querySelector('.ac-truncated__tail')).toBeNull();
    expect(container.textContent).toBe('C/ Alcalá 120, 3º B');
  });
});
