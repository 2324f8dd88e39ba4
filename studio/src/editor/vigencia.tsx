import type { CampaignCard } from '@area-cliente/shared/campaign';
import { TextField } from '@area-cliente/shared/ui';

type Borde = 'desde' | 'hasta';
type Schedule = NonNullable<CampaignCard['schedule']>;

/** When a card shows, by Madrid day and, if it matters, time; empty is always. */
export function Vigencia({
  valor,
  onCambio,
  mensajes,
}: {
  valor: Schedule | undefined;
  onCambio: (schedule: Schedule | undefined) => void;
  mensajes: (borde: Borde | '') => string | undefined;
}) {
  const cambia = (borde: Borde, dia: string, hora: string) => {
    const nuevo: Record<string, string> = { ...valor };
    if (dia) nuevo[borde] = hora ? `${dia}T${hora}` : dia;
    else delete nuevo[borde];
    onCambio(Object.keys(nuevo).length > 0 ? (nuevo as Schedule) : undefined);
  };
  return (
    <fieldset className="estudio-grupo">
      <legend>Cuándo se ve (hora de Madrid)</legend>
      <p className="ac-field__hint">Sin fechas, se ve siempre. Sin hora, cuenta el día entero.</p>
      {(['desde', 'hasta'] as const).map((borde) => {
        const [dia = '', hora = ''] = (valor?.[borde] ?? '').split('T');
        return (
          <div key={borde} className="estudio-fila">
            <TextField
              label={borde === 'desde' ? 'Desde el día' : 'Hasta el día'}
              type="date"
              value={dia}
              onValueChange={(d) => cambia(borde, d, hora)}
              error={mensajes(borde)}
            />
            <TextField
              label={borde === 'desde' ? 'A partir de las (opcional)' : 'Hasta las (opcional)'}
              type="time"
              value={hora}
              disabled={!dia}
              onValueChange={(h) => cambia(borde, dia, h)}
            />
          </div>
        );
      })}
      {mensajes('') && <p className="ac-field__error">{mensajes('')}</p>}
    </fieldset>
  );
}
