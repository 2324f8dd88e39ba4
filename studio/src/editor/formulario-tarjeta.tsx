import { CARD_DATA_SCHEMAS, SECTIONS } from '@area-cliente/shared/campaign';
import { Checkbox, TextField } from '@area-cliente/shared/ui';
import { useMemo } from 'react';
import { camposDe } from '../formulario/campos';
import { Audiencia } from './audiencia';
import { CampoGenerado } from './campo-generado';
import { conValor, rutaTexto, type Tarjeta } from './documento';
import { Vigencia } from './vigencia';

const PANTALLAS: Record<(typeof SECTIONS)[number], string> = {
  inicio: 'Inicio',
  mioficina: 'Mi Oficina',
  servicios: 'Servicios',
  ofertas: 'Ofertas',
  sorteos: 'Sorteos',
  beneficios: 'Beneficios',
};

/** One card's form: its id, screens, the fields its kind's schema has, audience and schedule. */
export function FormularioTarjeta({
  card,
  indice,
  mensajes,
  onCambio,
  subeImagen,
}: {
  card: Tarjeta;
  indice: number;
  mensajes: ReadonlyMap<string, string>;
  onCambio: (card: Tarjeta) => void;
  subeImagen: (archivo: File) => Promise<string>;
}) {
  const schema = CARD_DATA_SCHEMAS[card.kind];
  const campos = useMemo(() => (schema ? camposDe(schema.entries) : []), [schema]);
  const base = ['cards', indice] as const;
  const mensaje = (...ruta: (string | number)[]) => mensajes.get(rutaTexto([...base, ...ruta]));
  const cambia = (ruta: readonly (string | number)[], valor: unknown) =>
    onCambio(conValor(card, ruta, valor) as Tarjeta);
  const contexto = {
    mensajes,
    subeImagen,
    // The generated fields name their place from the document's root, as problems do.
    cambia: (ruta: readonly (string | number)[], valor: unknown) => cambia(ruta.slice(2), valor),
    cambiaVarios: (cambios: readonly (readonly [readonly (string | number)[], unknown])[]) =>
      onCambio(
        cambios.reduce<unknown>((c, [ruta, valor]) => conValor(c, ruta.slice(2), valor), card) as Tarjeta,
      ),
  };

  return (
    <div className="estudio-formulario">
      <p className="estudio-suave">Tipo de tarjeta: {card.kind}</p>
      {mensaje('kind') && (
        <p className="ac-field__error" role="alert">
          {mensaje('kind')}
        </p>
      )}
      <TextField
        label="Identificador"
        hint="Minúsculas, cifras y guiones, por ejemplo sorteo-viaje."
        value={card.id}
        onValueChange={(id) => cambia(['id'], id)}
        error={mensaje('id')}
      />
      <fieldset className="estudio-grupo">
        <legend>Pantallas donde aparece</legend>
        <div className="estudio-pantallas">
          {SECTIONS.map((s) => (
            <Checkbox
              key={s}
              label={PANTALLAS[s]}
              checked={card.sections.includes(s)}
              onCheckedChange={(marcada) =>
                cambia(
                  ['sections'],
                  marcada
                    ? SECTIONS.filter((x) => x === s || card.sections.includes(x))
                    : card.sections.filter((x) => x !== s),
                )
              }
            />
          ))}
        </div>
        {mensaje('sections') && <p className="ac-field__error">{mensaje('sections')}</p>}
      </fieldset>
      {campos.map((campo) => (
        <CampoGenerado
          key={campo.clave}
          campo={campo}
          valor={card.data[campo.clave]}
          ruta={[...base, 'data', campo.clave]}
          contexto={contexto}
        />
      ))}
      <Audiencia
        key={`${card.id}:audiencia`}
        valor={card.audience}
        onCambio={(audiencia) => cambia(['audience'], audiencia)}
        error={[...mensajes].find(([ruta]) => ruta.startsWith(rutaTexto([...base, 'audience'])))?.[1]}
      />
      <Vigencia
        valor={card.schedule}
        onCambio={(schedule) => cambia(['schedule'], schedule)}
        mensajes={(borde) => (borde ? mensaje('schedule', borde) : mensaje('schedule'))}
      />
    </div>
  );
}
