import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ExternalLink } from './external-link';

describe('ExternalLink', () => {
  it('opens a web page in a new tab without giving it this window', () => {
    render(<ExternalLink href="https://club.example.com/">Club</ExternalLink>);
    const link = screen.getByRole('link', { name: /Club/ });
    expect(link.getAttribute('target')).toBe('_blank');
    expect(link.getAttribute('rel')).toBe('noopener noreferrer');
  });

  it('is no link at all when the address given is not a web page', () => {
    render(<ExternalLink href="javascript:alert(1)">Club</ExternalLink>);
    expect(screen.queryByRole('link')).toBeNull();
  });
});
