import { isApiError } from '@area-cliente/shared';
import { type CuponAmigo, type Portfolio } from '@area-cliente/shared/contract';
import { Alert, Button, Popup, RadioGroup } from '@area-cliente/shared/ui';
import { invalidatePortfolio } from '@area-cliente/shared/query';
import { useState } from 'react';
import { asignarCupon } from '../../api/cupones';

/** SPEC §5, when no policy can take another coupon. */
export const SIN_POLIZAS_PARA_CUPON =
  'No hay pólizas disponibles en este momento para poder asignar. Todas sus pólizas tienen 3 cupones asignados.';
const ELIGE_POLIZA = 'Elige una póliza';
const CUPON_ASIGNADO = 'Tu descuento se aplicará en la próxima renovación de la póliza';

/** Only policies from the three for-coupons lists can take a coupon (SPEC §5). */
function assignablePolicies(p: Portfolio) {
  return [...p.lstPolizasVehForCupones, ...p.lstPolizasHogarForCupones, ...p.lstPolizasMovilidadForCupones];
}

/** 'Asignar' of an available coupon: choose the policy whose renewal gets the 10% discount. */
export function AssignCouponPopup({
  cupon,
  portfolio,
  onClose,
}: {
  cupon: CuponAmigo | null;
  portfolio: Portfolio;
  onClose: () => void;
}) {
  const [choice, setChoice] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [done, setDone] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const polizas = assignablePolicies(portfolio);

  const close = () => {
    setChoice(null);
    setError(null);
    setDone(null);
    onClose();
  };

  const assign = async () => {
    const poliza = polizas.find((p) => String(p.idPoliza) === choice);
    if (!cupon || !poliza) {
      setError(ELIGE_POLIZA);
      return;
    }
    setBusy(true);
    try {
      await asignarCupon(poliza, cupon);
      setDone(`${CUPON_ASIGNADO} ${poliza.numPoliza}.`);
      void invalidatePortfolio();
    } catch (e) {
      if (isApiError(e)) setError(e.mensaje);
    } finally {
      setBusy(false);
    }
  };

  const footer =
    polizas.length > 0 && !done ? (
      <Button busy={busy} onClick={() => void assign()}>
        Asignar
      </Button>
    ) : (
      <Button onClick={close}>Aceptar</Button>
    );

  return (
    <Popup open={cupon !== null} onClose={close} title="Asigna tu cupón" footer={footer}>
      {done ? (
        <p role="status">{done}</p>
      ) : polizas.length === 0 ? (
        <p>{SIN_POLIZAS_PARA_CUPON}</p>
      ) : (
        <>
          <RadioGroup
            legend={`Póliza para el cupón ${cupon?.cupon ?? ''}`}
            options={polizas.map((p) => ({
              value: String(p.idPoliza),
              label: `${p.numPoliza} · ${p.riesgoAseguradoStr}`,
            }))}
            value={choice}
            onValueChange={(value) => {
              setChoice(value);
              setError(null);
            }}
          />
          {error && <Alert kind="error">{error}</Alert>}
        </>
      )}
    </Popup>
  );
}
