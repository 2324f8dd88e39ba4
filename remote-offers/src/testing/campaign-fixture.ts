import { parseCampaign } from '@area-cliente/shared/campaign';
import type { LiveCampaign } from '../api/campana';

const texts = { titulo: 'Tarjeta', texto: 'Texto' };

/** A small live campaign: one card per screen, each with an audience the tests switch on and off. */
export function testCampaign(): LiveCampaign {
  const parsed = parseCampaign({
    nombre: 'Campaña de prueba',
    sectionAudience: { mioficina: { client: 'directo' } },
    // Its window long over: the finished card shows to a client the portfolio lets see it.
    sorteos: {
      FREIDORA: { nombre: 'Freidora', desde: '2020-01-01', hasta: '2020-02-01', celebracion: '2020-03-01' },
    },
    cards: [
      { id: 'oficina', kind: 'oficina', sections: ['mioficina'], data: { ...texts, horario: 'De 9 a 20' } },
      {
        id: 'grua',
        kind: 'servicio',
        sections: ['servicios'],
        audience: { any: [{ holds: 'moto' }, { holds: 'auto' }] },
        data: { ...texts, telefonos: [] },
      },
      {
        id: 'amigos',
        kind: 'cupones',
        sections: ['ofertas', 'beneficios'],
        audience: { friendCodes: true },
        data: texts,
      },
      {
        id: 'fin-sorteo',
        kind: 'sorteoFinalizado',
        sections: ['sorteos'],
        data: {
          ...texts,
          condiciones: { texto: 'Bases', url: 'https://www.example.com/bases.pdf' },
          sorteo: 'FREIDORA',
        },
      },
    ],
  });
  if (!parsed.ok) throw new Error(JSON.stringify(parsed.problems));
  return { campaign: parsed.campaign, imageUrl: (name) => `/area-cliente/campaigns/v1/${name}` };
}
