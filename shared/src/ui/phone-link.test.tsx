import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { formatTelefono } from '../domain/contacto';
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

  it('shows a number stored without spaces grouped', () => {
    render(<PhoneLink numero="963334455" />);
    expect(screen.getByRole('link', { name: '963 33 44 55' }).getAttribute('href')).toBe('tel:963334455');
  });
});

describe('formatTelefono', () => {
  it('groups bare digits: a mobile and a free line in threes, Madrid and Barcelona after 91 and 93, others after three', () => {
    expect(formatTelefono('612345678')).toBe('612 345 678');
    expect(formatTelefono('900414141')).toBe('900 414 141');
    expect(formatTelefono('915550123')).toBe('91 555 01 23');
    expect(formatTelefono('963334455')).toBe('963 33 44 55');
    expect(formatTelefono('+34915550123')).toBe('+34 91 555 01 23');
  });

  it('leaves a number already written with spaces, and what is not a Spanish number, as written', () => {
    expect(formatTelefono('910 303 030')).toBe('910 303 030');
    expect(formatTelefono('112')).toBe('112');
    expect(formatTelefono('+44 20 7946 0958')).toBe('+44 20 7946 0958');
  });
});
