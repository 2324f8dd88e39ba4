import { api, appConfigAtom } from '@area-cliente/shared';
import { CALLS } from '@area-cliente/shared/contract';
import { useAtomValue } from 'jotai';
import { useEffect, useState } from 'react';

/** What the demo's SMS note shows: still waiting, the SMS itself, or that none left for this ID. */
type NotaSmsDemo =
  { estado: 'esperando' } | { estado: 'enviado'; telefono: string; texto: string } | { estado: 'ninguno' };

// The send is not awaited by the API, so the SMS may land a moment after /pin opens.
const INTERVALO_MS = 1000;
const PREGUNTAS = 10;

/**
 * The SMS just sent for this flow, read from the demo-only CALLS.smsDemo (it answers only the
 * caller's own registration token). Asked only where config.json says this is the demo: elsewhere the
 * route does not exist, and each 404 would count against the visitor's limit of unknown paths.
 * `envio` changes with every PIN sent (the flow's resend time), which starts a new wait.
 */
export function useSmsDemo(envio: number | undefined): NotaSmsDemo | null {
  const demo = useAtomValue(appConfigAtom)?.demo === true;
  const [nota, setNota] = useState<NotaSmsDemo | null>(null);
  useEffect(() => {
    if (!demo) return undefined;
    let cancelled = false;
    let timer: ReturnType<typeof setTimeout> | undefined;
    let preguntas = 0;
    // A new PIN makes the shown one useless: wait for its own SMS.
    setNota((previa) => previa && { estado: 'esperando' });
    const preguntar = async () => {
      let sms;
      try {
        ({ sms } = await api.call(CALLS.smsDemo));
      } catch {
        // The flow is over (or the route is gone): there is nothing to show.
        if (!cancelled) setNota(null);
        return;
      }
      if (cancelled) return;
      preguntas += 1;
      if (sms) setNota({ estado: 'enviado', telefono: sms.telefono, texto: sms.texto });
      else if (preguntas >= PREGUNTAS) setNota({ estado: 'ninguno' });
      else {
        setNota({ estado: 'esperando' });
        timer = setTimeout(() => void preguntar(), INTERVALO_MS);
      }
    };
    void preguntar();
    return () => {
      cancelled = true;
      clearTimeout(timer);
    };
  }, [envio, demo]);
  return nota;
}

/** A boxed note, plainly marked as the demo's, with the SMS a real customer would get on the phone. */
export function SmsDemoNota({ nota }: { nota: NotaSmsDemo | null }) {
  if (!nota) return null;
  return (
    <aside className="registro__demo" aria-label="SMS de la demo">
      <p className="registro__demo-marca">Demo</p>
      <div role="status">
        {nota.estado === 'enviado' && (
          <>
            <p className="registro__demo-texto">SMS enviado al teléfono {nota.telefono}:</p>
            <blockquote className="registro__demo-sms">«{nota.texto}»</blockquote>
          </>
        )}
        {nota.estado === 'esperando' && <p className="registro__demo-texto">Esperando el SMS…</p>}
        {nota.estado === 'ninguno' && (
          <p className="registro__demo-texto">
            No se ha enviado ningún SMS: este NIF/CIF/NIE no es de ningún cliente de la demo con móvil.
          </p>
        )}
      </div>
      <p className="registro__demo-pie">
        Solo en la demo: fuera de ella, el PIN llega únicamente a tu móvil.
      </p>
    </aside>
  );
}
