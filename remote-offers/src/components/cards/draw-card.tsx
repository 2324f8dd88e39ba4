import { isApiError } from '@area-cliente/shared';
import { type Portfolio } from '@area-cliente/shared/contract';
import { Button, Card, Checkbox, Popup } from '@area-cliente/shared/ui';
import { type CardData } from '@area-cliente/shared/campaign';
import { invalidatePortfolio } from '@area-cliente/shared/query';
import { useState } from 'react';
import { ConfiguredLink } from '../configured-link';
import { haParticipado, participarSorteo } from '../../api/sorteos';

export const ATENCION = '!Atención!';
export const YA_PARTICIPADO =
  'Ya hemos registrado anteriormente tu participación en el sorteo. Sólo puedes participar una vez.';
export const ACEPTA_CONDICIONES = 'Antes debes aceptar las condiciones del sorteo.';
export const YA_HAS_PARTICIPADO = 'YA HAS PARTICIPADO';
const ENHORABUENA = '¡Enhorabuena!';
export const PARTICIPACION_REGISTRADA = 'Hemos registrado tu participación en el sorteo. ¡Mucha suerte!';

type Aviso = { title: string; message: string } | null;

/** SPEC §5 checks, in order; null when the participation can be sent. */
export function drawCheck(participado: boolean, accepted: boolean): string | null {
  if (participado) return YA_PARTICIPADO;
  if (!accepted) return ACEPTA_CONDICIONES;
  return null;
}

/** A prize draw: image, text, conditions, and one participation per client. */
export function DrawCard({ data, portfolio }: { data: CardData['sorteo']; portfolio: Portfolio }) {
  const participado = haParticipado(portfolio, data.sorteo);
  const [accepted, setAccepted] = useState(false);
  const [busy, setBusy] = useState(false);
  const [aviso, setAviso] = useState<Aviso>(null);

  const participate = async () => {
    const problem = drawCheck(participado, accepted);
    if (problem) {
      setAviso({ title: ATENCION, message: problem });
      return;
    }
    setBusy(true);
    try {
      await participarSorteo(data.sorteo);
      setAviso({ title: ENHORABUENA, message: PARTICIPACION_REGISTRADA });
    } catch (error) {
      // The server refuses a second participation or a closed draw with a message for the client.
      if (isApiError(error)) setAviso({ title: ATENCION, message: error.mensaje });
    } finally {
      setBusy(false);
    }
    // Either way the portfolio now knows better whether this client took part.
    await invalidatePortfolio();
  };

  return (
    <Card title={data.titulo} className="offers-draw">
      <img className="offers-image" src={data.imagen} alt={data.imagenAlt} width={320} height={160} />
      <p>{data.texto}</p>
      <p>
        <ConfiguredLink link={data.condiciones} />
      </p>
      {participado ? (
        <p className="offers-badge">{YA_HAS_PARTICIPADO}</p>
      ) : (
        <div className="offers-draw__form">
          <Checkbox label={data.condicionesLabel} checked={accepted} onCheckedChange={setAccepted} />
          <Button busy={busy} onClick={() => void participate()}>
            Participar
          </Button>
        </div>
      )}
      <Popup
        open={aviso !== null}
        onClose={() => setAviso(null)}
        title={aviso?.title ?? ''}
        footer={<Button onClick={() => setAviso(null)}>Aceptar</Button>}
      >
        <p>{aviso?.message}</p>
      </Popup>
    </Card>
  );
}
