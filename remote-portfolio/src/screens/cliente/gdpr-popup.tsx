import { api, isApiError } from '@area-cliente/shared';
import { CALLS } from '@area-cliente/shared/contract';
import { Alert, Button, Checkbox, Popup } from '@area-cliente/shared/ui';
import { invalidatePortfolio } from '@area-cliente/shared/query';
import { useState } from 'react';

export const GDPR_TEXTO =
  'Acepto recibir comunicaciones comerciales de la compañía y de sus empresas colaboradoras.';
export const GDPR_GUARDADO = 'Hemos guardado tus preferencias de comunicación.';

/** Consent change: checkbox, save, portfolio reloaded, result, close (SPEC §4). */
export function GdprPopup({ actual, onClose }: { actual: boolean; onClose: () => void }) {
  const [acepta, setAcepta] = useState(actual);
  const [guardando, setGuardando] = useState(false);
  const [resultado, setResultado] = useState<{ ok: boolean; mensaje: string } | null>(null);

  async function guardar() {
    setGuardando(true);
    try {
      await api.call(CALLS.actualizarGdpr, { body: { gdprEmpresas: acepta } });
      await invalidatePortfolio();
      setResultado({ ok: true, mensaje: GDPR_GUARDADO });
    } catch (error) {
      if (isApiError(error)) setResultado({ ok: false, mensaje: error.mensaje });
    } finally {
      setGuardando(false);
    }
  }

  return (
    <Popup open onClose={onClose} title="Protección de datos">
      {resultado ? (
        <>
          <Alert kind={resultado.ok ? 'success' : 'error'}>{resultado.mensaje}</Alert>
          <Button onClick={onClose} block>
            Cerrar
          </Button>
        </>
      ) : (
        <>
          <Checkbox label={GDPR_TEXTO} checked={acepta} onCheckedChange={setAcepta} />
          <Button onClick={() => void guardar()} busy={guardando} block>
            Guardar
          </Button>
        </>
      )}
    </Popup>
  );
}
