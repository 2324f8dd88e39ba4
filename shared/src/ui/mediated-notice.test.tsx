import { render, screen } from '@testing-library/react';
import { MediatedNotice } from './mediated-notice';

describe('MediatedNotice', () => {
  it("says 'Póliza mediada', sends the customer to the broker and dials the broker's line", () => {
    render(<MediatedNotice mediacion={{ telefono: '963 334 455' }} />);
    expect(screen.getByRole('status').textContent).toMatch(/^Póliza mediada\. .*mediador/);
    expect(screen.getByRole('link', { name: '963 334 455' }).getAttribute('href')).toBe('tel:963334455');
  });

  it('leaves the phone out when none is on record, and shows nothing for a direct client', () => {
    const { container, rerender } = render(<MediatedNotice mediacion={{ telefono: null }} />);
    expect(screen.getByRole('status').textContent).toContain('Póliza mediada');
    expect(screen.queryByRole('link')).toBeNull();
    rerender(<MediatedNotice mediacion={null} />);
    expect(container.textContent).toBe('');
  });
});
