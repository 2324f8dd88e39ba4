import { api, isApiError } from '@area-cliente/shared';
import { CALLS, type Asistencia } from '@area-cliente/shared/contract';
import { Alert, Button, Popup } from '@area-cliente/shared/ui';
import { queryClient } from '@area-cliente/shared/query';
import { useState } from 'react';

export const CONFIRMAR_CANCELACION =
  'Avisaremos al servicio de asistencia de que ya no la necesitas. Si después necesitas ayuda, tendrás que pedirla de nuevo.';
const NO_CANCELADA = 'No hemos podido cancelar tu asistencia. Vuelve a intentarlo en unos segundos.';

/**
 * 'Cancelar la asistencia' on an open request's tracking page, after a confirm step. The answer (the
 * cancelled request, or the API's reason it could not be) replaces what the page shows.
 */
export function CancelarAsistencia({ a }: { a: Asistencia }) {
  const [confirmando, setConfirmando] = useState(false);
  const [cancelando, setCancelando] = useState(false);
  const [error, setError] = useState<string | null>(null);

  async function cancelar() {
    if (cancelando) return;
    setCancelando(true);
    try {
      const hecha = await api.call(CALLS.cancelaAsistencia, { params: { codigo: a.codigo }, body: {} });
      queryClient.setQueryData([CALLS.asistencia.path, { codigo: a.codigo }], hecha);
      void queryClient.invalidateQueries({ queryKey: [CALLS.asistenciaNueva.path] });
      void queryClient.invalidateQueries({ queryKey: [CALLS.asistenciasPoliza.path] });
      setError(null);
    } catch (e) {
      setError(isApiError(e) ? e.mensaje : NO_CANCELADA);
      // Finished meanwhile: show its real state.
      if (isApiError(e) && e.status === 409)
        void queryClient.invalidateQueries({ queryKey: [CALLS.asistencia.path, { codigo: a.codigo }] });
    } finally {
      setCancelando(false);
      setConfirmando(false);
    }
  }

  return (
    <div className="asistencia-cancelar">
      {error && <Alert kind="error">{error}</Alert>}
      <Button
        variant="secondary"
        onClick={() => {
          setError(null);
          setConfirmando(true);
        }}
      >
        Cancelar la asistencia
      </Button>
      <Popup
        open={confirmando}
        onClose={() => setConfirmando(false)}
        title="¿Cancelar la asistencia?"
        footer={
          <>
            <Button variant="secondary" onClick={() => setConfirmando(false)}>
              No, la sigo necesitando
            </Button>
            <Button busy={cancelando} onClick={() => void cancelar()}>
              Sí, cancelarla
            </Button>
          </>
        }
      >
        <p>{CONFIRMAR_CANCELACION}</p>
      </Popup>
    </div>
  );
}
