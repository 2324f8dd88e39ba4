import { api, isApiError } from '@area-cliente/shared';
import { CALLS, type Verificacion } from '@area-cliente/shared/contract';
import { codigoDeFragmento, textoVerificacion } from '@area-cliente/shared/domain';
import { Alert, Card } from '@area-cliente/shared/ui';
import { useEffect, useState } from 'react';
import '../../portfolio.css';

type Estado =
  { status: 'cargando' } | { status: 'lista'; r: Verificacion } | { status: 'error'; message: string };

const NO_COMPRUEBA = 'No hemos podido hacer la comprobación. Inténtalo de nuevo en unos minutos.';

/**
 * /verificar#<code> (public, issue #32): the page a digital card's QR opens. It says whether the policy
 * is in force today and nothing else. The code is read from the fragment, which the browser never sends
 * to a server, and posted to the API; a missing or malformed one answers like an unknown one.
 */
export function VerificarScreen() {
  const [estado, setEstado] = useState<Estado>({ status: 'cargando' });
  useEffect(() => {
    let vivo = true;
    const codigo = codigoDeFragmento(window.location.hash);
    const pregunta: Promise<Verificacion> = codigo
      ? api.call(CALLS.verificaTarjeta, { body: { codigo } })
      : Promise.resolve({ enVigor: false, fecha: '' });
    pregunta
      .then((r) => vivo && setEstado({ status: 'lista', r }))
      .catch((error: unknown) => {
        if (vivo) setEstado({ status: 'error', message: isApiError(error) ? error.mensaje : NO_COMPRUEBA });
      });
    return () => {
      vivo = false;
    };
  }, []);
  return (
    <Card title="Comprobación de póliza" headingLevel={1} className="pf-verificacion">
      {estado.status === 'cargando' && <p aria-live="polite">Comprobando…</p>}
      {estado.status === 'error' && <Alert kind="error">{estado.message}</Alert>}
      {estado.status === 'lista' && (
        <p
          role="status"
          className={
            estado.r.enVigor
              ? 'pf-verificacion__resultado'
              : 'pf-verificacion__resultado pf-verificacion__resultado--no'
          }
        >
          {textoVerificacion(estado.r)}
        </p>
      )}
      <p className="pf-verificacion__nota">
        Esta comprobación dice solo si la póliza del código QR está en vigor hoy. No muestra datos de nadie.
      </p>
    </Card>
  );
}
