import { atom } from 'jotai';
import type { Portfolio } from '../contract';

/** The client's portfolio; null while logged out or not loaded yet. */
export const portfolioAtom = atom<Portfolio | null>(null);

/** The client as the portfolio carries it. */
export const clienteAtom = atom((get) => get(portfolioAtom)?.cliente ?? null);

/** Benefits club URL (urlAffinity). */
export const clubUrlAtom = atom<string | null>(null);
