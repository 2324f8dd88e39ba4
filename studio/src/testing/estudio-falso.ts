import type { EstudioBorrador, EstudioYo } from '@area-cliente/shared/contract';
import { type Mock, vi } from 'vitest';
import type { estudio } from '../api/cliente';

// The studio's API client with every call a mock, for the screens' tests (vi.mock('../api/cliente')).

export const EDITORA: EstudioYo = { usuario: 'editora', nombre: 'Elena Editora', roles: ['editor'] };
export const APROBADOR: EstudioYo = {
  usuario: 'aprobador',
  nombre: 'Álvaro Aprobador',
  roles: ['publicador'],
};

export function borrador(overrides: Partial<EstudioBorrador> = {}): EstudioBorrador {
  return {
    id: 7,
    nombre: 'Navidad',
    estado: 'borrador',
    autor: 'editora',
    actualizadoEn: '2026-11-29T10:00:00Z',
    revision: 3,
    imagenes: ['viaje.png'],
    campana: {
      nombre: 'Navidad',
      sorteos: {
        VIAJE: { nombre: 'Viaje', desde: '2026-11-01', hasta: '2027-01-31', celebracion: '2027-02-15' },
      },
      cards: [
        {
          id: 'sorteo-viaje',
          kind: 'sorteo',
          sections: ['inicio', 'sorteos'],
          data: {
            titulo: 'Sorteamos un viaje',
            texto: 'Participa',
            imagen: 'viaje.png',
            imagenAlt: 'Una playa',
            condicionesLabel: 'Acepto las condiciones',
            condiciones: { texto: 'Condiciones', url: 'https://example.com/condiciones' },
            sorteo: 'VIAJE',
          },
        },
        {
          id: 'mediada',
          kind: 'mediado',
          sections: ['inicio'],
          data: { titulo: 'Póliza mediada', texto: 'Tu mediador' },
        },
      ],
    } as unknown as EstudioBorrador['campana'],
    ...overrides,
  };
}

/** The mock module: every call of `estudio` a vi.fn the test sets up. */
export const estudioFalso = (): { [K in keyof typeof estudio]: Mock } => ({
  yo: vi.fn(),
  campana: vi.fn(),
  version: vi.fn(),
  borradores: vi.fn(),
  borrador: vi.fn(),
  crea: vi.fn(),
  guarda: vi.fn(),
  subeImagen: vi.fn(),
  envia: vi.fn(),
  rechaza: vi.fn(),
  aprueba: vi.fn(),
  restaura: vi.fn(),
  compara: vi.fn().mockResolvedValue({ nuevas: [], cambiadas: [], retiradas: [] }),
  alcance: vi.fn().mockResolvedValue({ clientes: 1240 }),
  auditoria: vi.fn(),
  sal: vi.fn(),
});
