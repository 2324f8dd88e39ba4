import type { CampaignCard, CardKind } from '@area-cliente/shared/campaign';
import { CARD_DATA_SCHEMAS } from '@area-cliente/shared/campaign';
import { camposDe, vacio } from '../formulario/campos';
import { ayerMadrid } from '../madrid';

// What the editor does to a draft's document, as pure functions: each returns a new document, so a
// change is one state update and the tests need no screen.

/** A draft's campaign as the editor holds it: possibly half written, so only loosely typed. */
export type Documento = { nombre: string; cards: Tarjeta[]; [clave: string]: unknown };
export type Tarjeta = Omit<CampaignCard, 'data'> & { data: Record<string, unknown> };

const conTarjetas = (doc: Documento, cards: Tarjeta[]): Documento => ({ ...doc, cards });

/** The card moved one place up (-1) or down (+1); at an end it stays. */
export function mueve(doc: Documento, indice: number, paso: -1 | 1): Documento {
  const destino = indice + paso;
  if (destino < 0 || destino >= doc.cards.length) return doc;
  const cards = [...doc.cards];
  const [card] = cards.splice(indice, 1);
  cards.splice(destino, 0, card as Tarjeta);
  return conTarjetas(doc, cards);
}

export const quita = (doc: Documento, indice: number): Documento =>
  conTarjetas(
    doc,
    doc.cards.filter((_c, i) => i !== indice),
  );

export const cambiaTarjeta = (doc: Documento, indice: number, card: Tarjeta): Documento =>
  conTarjetas(
    doc,
    doc.cards.map((c, i) => (i === indice ? card : c)),
  );

/**
 * Hidden: its schedule ended yesterday, so no customer sees it while it stays in the campaign (the
 * document has no other way to say so). Shown again: the end is lifted.
 */
export const estaOculta = (card: Tarjeta, now = new Date()) =>
  card.schedule?.hasta !== undefined && card.schedule.hasta.slice(0, 10) <= ayerMadrid(now);

export function alternaOculta(card: Tarjeta, now = new Date()): Tarjeta {
  if (estaOculta(card, now)) {
    const { hasta: _hasta, ...resto } = card.schedule ?? {};
    return { ...card, schedule: Object.keys(resto).length > 0 ? resto : undefined } as Tarjeta;
  }
  // A start after the new end would be refused: hiding drops it.
  return { ...card, schedule: { hasta: ayerMadrid(now) } } as Tarjeta;
}

/** A new card of a kind, with the empty fields its schema requires and an id no other card has. */
export function nuevaTarjeta(doc: Documento, kind: CardKind): Tarjeta {
  const usados = new Set(doc.cards.map((c) => c.id));
  let n = 1;
  while (usados.has(`${kind.toLowerCase()}-${n}`)) n++;
  const data = vacio({
    tipo: 'grupo',
    clave: 'data',
    opcional: false,
    campos: camposDe(CARD_DATA_SCHEMAS[kind].entries),
  });
  return { id: `${kind.toLowerCase()}-${n}`, kind, sections: ['inicio'], data } as Tarjeta;
}

/** A value set at a path of keys and indexes inside a card's data, the rest untouched. */
export function conValor(raiz: unknown, ruta: readonly (string | number)[], valor: unknown): unknown {
  if (ruta.length === 0) return valor;
  const [clave, ...resto] = ruta as [string | number, ...(string | number)[]];
  if (typeof clave === 'number') {
    const lista = Array.isArray(raiz) ? [...(raiz as unknown[])] : [];
    lista[clave] = conValor(lista[clave], resto, valor);
    return lista;
  }
  const objeto = { ...((raiz ?? {}) as Record<string, unknown>) };
  const nuevo = conValor(objeto[clave], resto, valor);
  if (nuevo === undefined) delete objeto[clave];
  else objeto[clave] = nuevo;
  return objeto;
}

/** "cards[3].data.condiciones.url", the way problems name a place. */
export const rutaTexto = (ruta: readonly (string | number)[]) =>
  ruta.map((p, i) => (typeof p === 'number' ? `[${p}]` : i === 0 ? p : `.${p}`)).join('');

/** A card's label in lists: its title if it has one. */
export const tituloDe = (card: Tarjeta) =>
  typeof card.data.titulo === 'string' && card.data.titulo.trim() ? card.data.titulo : card.id;
