import type { EstudioBorrador, EstudioYo, HiloAtencion } from '@area-cliente/shared/contract';
import { type Mock, vi } from 'vitest';
import type { estudio } from '../api/cliente';

// The studio's API client with every call a mock, for the screens' tests (vi.mock('../api/cliente')).

export const EDITORA: EstudioYo = { usuario: 'editora', nombre: 'Elena Editora', roles: ['editor'] };
export const APROBADOR: EstudioYo = {
  usuario: 'aprobador',
  nombre: 'Álvaro Aprobador',
  roles: ['publicador'],
};

export const ATENCION: EstudioYo = { usuario: 'atencion', nombre: 'Ana Atención', roles: ['atencion'] };

/** A conversation as customer service opens it: one customer message with a PDF, nobody on it yet. */
export function hiloAtencion(overrides: Partial<HiloAtencion> = {}): HiloAtencion {
  return {
    idHilo: 12,
    tema: 'SINIESTRO',
    referencia: 'SIN-0000101',
    estado: 'ABIERTO',
    plazoRespuesta: '2026-12-02',
    creadoEn: '2026-11-30T09:00:00Z',
    asignadoA: null,
    noLeidos: 0,
    mensajes: [
      {
        idMensaje: 40,
        autor: 'CLIENTE',
        texto: '¿Cuándo viene el perito?',
        enviadoEn: '2026-11-30T09:00:00Z',
        leido: true,
        adjuntos: [
          {
            uuid: '0b6f3a1e-8d4c-4f7a-9a51-5c0f4f3f2e10',
            nombre: 'parte.pdf',
            mimeType: 'application/pdf',
            bytes: 2048,
          },
        ],
      },
    ],
    polizas: [{ numPoliza: 'AUT-10023456', ramo: 'VEH', estado: 'VIGOR' }],
    ...overrides,
  };
}

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
  auditoriaAtencion: vi.fn(),
  cola: vi.fn(),
  hilo: vi.fn(),
  asigna: vi.fn(),
  responde: vi.fn(),
  cierra: vi.fn(),
  subeAdjunto: vi.fn(),
  sal: vi.fn(),
});
