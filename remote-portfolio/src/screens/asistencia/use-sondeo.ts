import { useEffect, useRef } from 'react';

/**
 * Calls `leer` every `intervaloMs` while `activo` and the page is visible: a hidden tab asks nothing
 * (no battery, data or provider calls for a page nobody sees), and coming back reads at once, then
 * on the interval again. `activo` false (the request finished) stops it for good.
 */
export function useSondeo(leer: () => void, intervaloMs: number, activo: boolean): void {
  const ultima = useRef(leer);
  ultima.current = leer;
  useEffect(() => {
    if (!activo) return;
    let timer: ReturnType<typeof setInterval> | undefined;
    const arranca = () => {
      if (timer === undefined) timer = setInterval(() => ultima.current(), intervaloMs);
    };
    const para = () => {
      clearInterval(timer);
      timer = undefined;
    };
    const alCambiar = () => {
      if (document.visibilityState === 'hidden') return para();
      ultima.current();
      arranca();
    };
    if (document.visibilityState !== 'hidden') arranca();
    document.addEventListener('visibilitychange', alCambiar);
    return () => {
      para();
      document.removeEventListener('visibilitychange', alCambiar);
    };
  }, [intervaloMs, activo]);
}
