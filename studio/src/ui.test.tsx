import { render } from '@testing-library/react';
import { FechaHora } from './ui';

const escrita = (iso: string) => render(<FechaHora iso={iso} />).container.textContent;

describe('FechaHora', () => {
  it("writes an instant as Madrid's clock shows it, as the customer's area does", () => {
    expect(escrita('2026-12-01T08:00:00.000Z')).toBe('01-12-2026 09:00');
    expect(escrita('2026-07-01T22:30:00.000Z')).toBe('02-07-2026 00:30');
  });

  it('keeps the date in one piece and gives the instant to assistive tools', () => {
    const { container } = render(<FechaHora iso="2026-12-01T08:00:00.000Z" />);
    expect(container.querySelector('time')?.getAttribute('datetime')).toBe('2026-12-01T08:00:00.000Z');
    expect(container.querySelector('.estudio-fecha')?.textContent).toBe('01-12-2026');
  });

  it('leaves what is not an instant as it came', () => {
    expect(escrita('sin fecha')).toBe('sin fecha');
  });
});
