import { api, isApiError } from '@area-cliente/shared';
import { CALLS, type Verificacion } from '@area-cliente/shared/contract';
import { codigoDeFragmento, textoVerificacion } from '@area-cliente/shared/domain';
import { Alert, Card } from '@area-cliente/shared/ui';
import { useEffect, useState } from 'react';
import '../../portfolio.css';

type Estado =
  { status: 'cargando' } | { status: 'lista'; r: Verificacion } | { status: 'error'; message: string };

const NO_COMPRUEBA = 'No hemos podido hacer la comprobación. Inténtalo de nuevo en unos minutos.';

/** The verdict of a valid code of a policy in force: the only one shown in green. */
const esBueno = (r: Verificacion) => r.resultado === 'VALIDO' && r.enVigor;

/** What a valid code shows to tie the card to the car, home or person: as the card prints it, in part. */
function DatosPoliza({ r }: { r: Extract<Verificacion, { resultado: 'VALIDO' }> }) {
  return (
    <dl className="pf-verificacion__datos">
      <div>
        <dt>Producto</dt>
        <dd>{r.producto}</dd>
      </div>
      <div>
        <dt>{r.riesgoEtiqueta}</dt>
        <dd>{r.riesgo}</dd>
      </div>
      <div>
        <dt>Póliza</dt>
        <dd>{r.numPoliza}</dd>
      </div>
    </dl>
  );
}

/**
 * /verificar#<code> (public): the page a digital card's or certificate's QR opens. For a
 * valid code it shows the product, the plate (a home's town, the insured persons' initials), the policy
 * number with its middle hidden and whether the policy is in force today; otherwise whether the code
 * was revoked, has expired or is unknown. Never a name, NIF, address or contact. The code is read from
 * the fragment, which the browser never sends to a server, and posted to the API; a missing or
 * malformed one answers like an unknown one, without asking.
 */
export function VerificarScreen() {
  const [estado, setEstado] = useState<Estado>({ status: 'cargando' });
  useEffect(() => {
    let vivo = true;
    const codigo = codigoDeFragmento(window.location.hash);
    const pregunta: Promise<Verificacion> = codigo
      ? api.call(CALLS.verificaTarjeta, { body: { codigo } })
      : Promise.resolve({ resultado: 'DESCONOCIDO', fecha: '' });
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
        <>
          <p
            role="status"
            className={
              esBueno(estado.r)
                ? 'pf-verificacion__resultado'
                : 'pf-verificacion__resultado pf-verificacion__resultado--no'
            }
          >
            {textoVerificacion(estado.r)}
          </p>
          {estado.r.resultado === 'VALIDO' && <DatosPoliza r={estado.r} />}
        </>
      )}
      <p className="pf-verificacion__nota">
        Esta comprobación muestra solo lo necesario para reconocer la tarjeta (el producto, la matrícula o lo
        asegurado y parte del número de póliza) y si la póliza está en vigor hoy. Nunca el nombre, el NIF, la
        dirección ni los datos de contacto de nadie.
      </p>
    </Card>
  );
}
