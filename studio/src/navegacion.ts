import { type MouseEvent, useEffect, useState } from 'react';

// The studio's few screens, by path under /estudio/: history entries of their own, so the browser's
// back button and a shared link work.

export type Pantalla =
  | { nombre: 'portada' }
  | { nombre: 'borrador'; id: number }
  | { nombre: 'comparar'; version: string }
  | { nombre: 'auditoria' }
  | { nombre: 'mensajes' }
  | { nombre: 'registroAtencion' }
  | { nombre: 'hilo'; id: number };

const BASE = '/estudio/';

function pantallaDe(pathname: string): Pantalla {
  const resto = pathname.startsWith(BASE) ? pathname.slice(BASE.length) : '';
  const borrador = /^borradores\/(\d+)$/.exec(resto);
  if (borrador) return { nombre: 'borrador', id: Number(borrador[1]) };
  const comparar = /^versiones\/([\w-]+)$/.exec(resto);
  if (comparar?.[1]) return { nombre: 'comparar', version: comparar[1] };
  if (resto === 'auditoria') return { nombre: 'auditoria' };
  const hilo = /^mensajes\/(\d+)$/.exec(resto);
  if (hilo) return { nombre: 'hilo', id: Number(hilo[1]) };
  if (resto === 'mensajes') return { nombre: 'mensajes' };
  if (resto === 'mensajes/registro') return { nombre: 'registroAtencion' };
  return { nombre: 'portada' };
}

function rutaDe(pantalla: Pantalla): string {
  switch (pantalla.nombre) {
    case 'portada':
      return BASE;
    case 'borrador':
      return `${BASE}borradores/${pantalla.id}`;
    case 'comparar':
      return `${BASE}versiones/${encodeURIComponent(pantalla.version)}`;
    case 'auditoria':
      return `${BASE}auditoria`;
    case 'mensajes':
      return `${BASE}mensajes`;
    case 'hilo':
      return `${BASE}mensajes/${pantalla.id}`;
    case 'registroAtencion':
      return `${BASE}mensajes/registro`;
  }
}

const CAMBIO = 'estudio:navegacion';

export function navega(pantalla: Pantalla): void {
  window.history.pushState(null, '', rutaDe(pantalla));
  window.dispatchEvent(new Event(CAMBIO));
  window.scrollTo(0, 0);
}

/** The screen the address names, following links and the back button. */
export function usePantalla(): Pantalla {
  const [pantalla, setPantalla] = useState(() => pantallaDe(window.location.pathname));
  useEffect(() => {
    const sigue = () => setPantalla(pantallaDe(window.location.pathname));
    window.addEventListener('popstate', sigue);
    window.addEventListener(CAMBIO, sigue);
    return () => {
      window.removeEventListener('popstate', sigue);
      window.removeEventListener(CAMBIO, sigue);
    };
  }, []);
  return pantalla;
}

/** A link's click that changes screen without reloading the page (a new tab still opens its address). */
export const enlace = (pantalla: Pantalla) => (event: MouseEvent) => {
  if (event.metaKey || event.ctrlKey || event.shiftKey || event.button !== 0) return;
  event.preventDefault();
  navega(pantalla);
};
