import { CALLS } from '@area-cliente/shared/contract';
import { formatFechaHoraMadrid } from '@area-cliente/shared/domain';
import { Button, Card, Loaded } from '@area-cliente/shared/ui';
import { useCallQuery } from '@area-cliente/shared/query';
import { useState } from 'react';
import { CuentaCobroPopup, descargarMandato } from './cuenta-cobro-popup';

/**
 * 'Cuenta de cobro' in 'Mis datos': the change of the policies' collection account and
 * the SEPA mandates signed with it, each downloadable. The account itself shows on each policy.
 */
export function CuentaCobroCard() {
  const state = useCallQuery(CALLS.mandatosSepa);
  const [abierto, setAbierto] = useState(false);
  return (
    <Card
      title="Cuenta de cobro"
      className="pf-cuenta-cobro"
      actions={
        <Button variant="secondary" onClick={() => setAbierto(true)}>
          Cambiar cuenta de cobro
        </Button>
      }
    >
      <p>Es la cuenta en la que cobramos los recibos de tus pólizas; la verás en cada póliza.</p>
      <Loaded state={state} loading={<p>Cargando tus mandatos…</p>}>
        {({ mandatos }) =>
          mandatos.length > 0 && (
            <>
              <h3 className="pf-cuenta-cobro__titulo">Mandatos SEPA firmados</h3>
              <ul className="pf-cuenta-cobro__lista">
                {mandatos.map((m) => (
                  <li key={m.referencia} className="pf-cuenta-cobro__mandato">
                    <p>
                      <strong>{m.iban}</strong>
                      {m.banco && <> · {m.banco}</>}
                      <br />
                      Firmado el {formatFechaHoraMadrid(m.fecha)} · Referencia {m.referencia}
                    </p>
                    <Button
                      variant="secondary"
                      aria-label={`Descargar mandato ${m.referencia}`}
                      onClick={() => void descargarMandato(m.referencia)}
                    >
                      Descargar mandato
                    </Button>
                  </li>
                ))}
              </ul>
            </>
          )
        }
      </Loaded>
      {abierto && (
        <CuentaCobroPopup
          onClose={(cambiada) => {
            setAbierto(false);
            if (cambiada) state.reload();
          }}
        />
      )}
    </Card>
  );
}
