import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { PhoneLink, telHref } from './phone-link';

describe('telHref', () => {
  it('dials the digits of a number written with spaces, dots or dashes', () => {
    expect(telHref('900 101 010')).toBe('tel:900101010');
    expect(telHref('91.555-01-23')).toBe('tel:915550123');
  });

  it('keeps the international prefix', () => {
    expect(telHref('+34 91 555 01 23')).toBe('tel:+34915550123');
  });
});

describe('PhoneLink', () => {
  it('shows the number as written and dials its digits', () => {
    render(<PhoneLink numero="900 303 303" />);
    expect(screen.getByRole('link', { name: '900 303 303' }).getAttribute('href')).toBe('tel:900303303');
  });
});
