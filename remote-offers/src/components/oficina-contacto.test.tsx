import { makeCliente } from '@area-cliente/shared/testing';
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { mapaDe, OficinaContacto } from './oficina-contacto';

describe('OficinaContacto', () => {
  it('shows the office with a map link, a phone that dials and an e-mail that writes', () => {
    render(
      <OficinaContacto
        cliente={makeCliente({
          telefonoOwnerPropioCliente: '915550123',
          oficina: {
            nombre: 'Oficina Madrid Retiro',
            direccion: 'Calle de O’Donnell 34, 28009 Madrid',
            email: 'retiro@mutuahorizonte.es',
            horario: 'De lunes a viernes, de 9:00 a 14:00',
          },
        })}
      />,
    );
    expect(screen.getByText('Oficina Madrid Retiro')).toBeTruthy();
    const mapa = screen.getByRole('link', { name: /Ver en el mapa/ });
    expect(mapa.getAttribute('href')).toBe(
      'https://www.openstreetmap.org/search?query=Calle%20de%20O%E2%80%99Donnell%2034%2C%2028009%20Madrid',
    );
    expect(mapa.getAttribute('target')).toBe('_blank');
    expect(mapa.getAttribute('rel')).toContain('noopener');
    expect(screen.getByRole('link', { name: '91 555 01 23' }).getAttribute('href')).toBe('tel:915550123');
    expect(screen.getByRole('link', { name: 'retiro@mutuahorizonte.es' }).getAttribute('href')).toBe(
      'mailto:retiro@mutuahorizonte.es',
    );
    expect(screen.getByText('De lunes a viernes, de 9:00 a 14:00')).toBeTruthy();
  });

  it('searches the map by the address as written', () => {
    expect(mapaDe('Calle de Colón 18, 2º, 46004 Valencia')).toBe(
      'https://www.openstreetmap.org/search?query=Calle%20de%20Col%C3%B3n%2018%2C%202%C2%BA%2C%2046004%20Valencia',
    );
  });
});
