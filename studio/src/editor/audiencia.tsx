import type { AlcanceRespuesta } from '@area-cliente/shared/contract';
import { Button, Checkbox, TextAreaField, TextField } from '@area-cliente/shared/ui';
import { useEffect, useState } from 'react';
import { estudio } from '../api/cliente';
import { hoyMadrid } from '../madrid';
import { Selector } from '../ui';
import {
  audienciaDe,
  type Condicion,
  type Modelo,
  modeloDe,
  NOMBRES_REGLA,
  nombreValor,
  opcionesDe,
  REGLAS,
  type Regla,
  textoAlcance,
  valorInicial,
} from './audiencia-modelo';
import type { Audience } from '@area-cliente/shared/campaign';

/** Who sees a card: everyone, or the customers every (or any) condition picks; with its reach. */
export function Audiencia({
  valor,
  onCambio,
  error,
}: {
  valor: Audience | undefined;
  onCambio: (audiencia: unknown) => void;
  error: string | undefined;
}) {
  const [modelo, setModelo] = useState<Modelo>(() => modeloDe(valor));
  const cambia = (nuevo: Modelo) => {
    setModelo(nuevo);
    const audiencia = audienciaDe(nuevo);
    onCambio(audiencia && 'texto' in audiencia ? audiencia.texto : audiencia);
  };
  const condiciones = modelo.modo === 'all' || modelo.modo === 'any' ? modelo.condiciones : [];
  const cambiaCondicion = (i: number, c: Condicion) =>
    cambia({
      modo: modelo.modo === 'any' ? 'any' : 'all',
      condiciones: condiciones.map((x, j) => (j === i ? c : x)),
    });

  return (
    <fieldset className="estudio-grupo estudio-audiencia">
      <legend>Quién la ve</legend>
      <Selector
        etiqueta="Clientes"
        valor={modelo.modo}
        opciones={[
          { valor: 'todos', texto: 'Todos los clientes' },
          { valor: 'all', texto: 'Quienes cumplen todas las condiciones' },
          { valor: 'any', texto: 'Quienes cumplen alguna de las condiciones' },
          ...(modelo.modo === 'texto' ? [{ valor: 'texto', texto: 'Escrita a mano (JSON)' }] : []),
        ]}
        onCambio={(modo) => {
          if (modo === 'todos') cambia({ modo: 'todos' });
          else if (modo === 'all' || modo === 'any')
            cambia({
              modo,
              condiciones:
                condiciones.length > 0 ? condiciones : [{ regla: 'holds', valor: 'auto', negada: false }],
            });
        }}
      />
      {modelo.modo === 'texto' && (
        <TextAreaField
          label="Audiencia (JSON)"
          value={modelo.texto}
          rows={6}
          spellCheck={false}
          onValueChange={(texto) => cambia({ modo: 'texto', texto })}
        />
      )}
      {condiciones.map((c, i) => (
        <CondicionCampos
          key={i}
          numero={i + 1}
          condicion={c}
          onCambio={(nueva) => cambiaCondicion(i, nueva)}
          onQuita={() =>
            cambia(
              condiciones.length === 1
                ? { modo: 'todos' }
                : {
                    modo: modelo.modo === 'any' ? 'any' : 'all',
                    condiciones: condiciones.filter((_x, j) => j !== i),
                  },
            )
          }
        />
      ))}
      {condiciones.length > 0 && (
        <Button
          variant="secondary"
          onClick={() =>
            cambia({
              modo: modelo.modo === 'any' ? 'any' : 'all',
              condiciones: [...condiciones, { regla: 'holds', valor: 'auto', negada: false }],
            })
          }
        >
          Añadir condición
        </Button>
      )}
      {error && <p className="ac-field__error">{error}</p>}
      <Alcance audiencia={audienciaDe(modelo)} incompleta={Boolean(error)} />
    </fieldset>
  );
}

function CondicionCampos({
  numero,
  condicion,
  onCambio,
  onQuita,
}: {
  numero: number;
  condicion: Condicion;
  onCambio: (c: Condicion) => void;
  onQuita: () => void;
}) {
  const opciones = opcionesDe(condicion.regla);
  const edad = (condicion.valor ?? {}) as { min?: number; max?: number };
  const numeroDe = (texto: string) => (texto === '' ? undefined : Number(texto));
  return (
    <div className="estudio-condicion" role="group" aria-label={`Condición ${numero}`}>
      <Selector
        etiqueta={`Condición ${numero}`}
        valor={condicion.regla}
        opciones={REGLAS.map((r) => ({ valor: r, texto: NOMBRES_REGLA[r] }))}
        onCambio={(r) =>
          onCambio({ regla: r as Regla, valor: valorInicial(r as Regla), negada: condicion.negada })
        }
      />
      {opciones === 'booleano' ? (
        <Selector
          etiqueta="Valor"
          valor={String(condicion.valor)}
          opciones={[
            { valor: 'true', texto: 'Sí' },
            { valor: 'false', texto: 'No' },
          ]}
          onCambio={(v) => onCambio({ ...condicion, valor: v === 'true' })}
        />
      ) : opciones ? (
        <Selector
          etiqueta="Valor"
          valor={String(condicion.valor)}
          opciones={opciones.map((o) => ({ valor: o, texto: nombreValor(o) }))}
          onCambio={(v) => onCambio({ ...condicion, valor: v })}
        />
      ) : condicion.regla === 'age' ? (
        <div className="estudio-fila">
          <TextField
            label="Desde (años)"
            type="number"
            inputMode="numeric"
            value={edad.min === undefined ? '' : String(edad.min)}
            onValueChange={(t) => onCambio({ ...condicion, valor: { ...edad, min: numeroDe(t) } })}
          />
          <TextField
            label="Hasta (años)"
            type="number"
            inputMode="numeric"
            value={edad.max === undefined ? '' : String(edad.max)}
            onValueChange={(t) => onCambio({ ...condicion, valor: { ...edad, max: numeroDe(t) } })}
          />
        </div>
      ) : (
        <TextField
          label="Valor"
          inputMode="numeric"
          value={typeof condicion.valor === 'string' ? condicion.valor : ''}
          onValueChange={(v) => onCambio({ ...condicion, valor: v })}
        />
      )}
      <Checkbox
        label="Al revés: quienes no la cumplen"
        checked={condicion.negada}
        onCheckedChange={(negada) => onCambio({ ...condicion, negada })}
      />
      <Button variant="link" onClick={onQuita}>
        Quitar condición {numero}
      </Button>
    </div>
  );
}

/** How many customers the audience reaches on a day, counted by the API (never who). */
function Alcance({
  audiencia,
  incompleta,
}: {
  audiencia: ReturnType<typeof audienciaDe>;
  /** The schema refuses it as it stands (a condition half filled): there is nothing to count yet. */
  incompleta: boolean;
}) {
  const [dia, setDia] = useState(hoyMadrid);
  const [alcance, setAlcance] = useState<{ clave: string; respuesta?: AlcanceRespuesta; error?: string }>();
  const clave = JSON.stringify([audiencia, dia]);
  useEffect(() => {
    if (audiencia === undefined || 'texto' in audiencia || incompleta) return;
    // After the typing stops: one count per settled audience, not one per key.
    const espera = setTimeout(() => {
      estudio
        .alcance(audiencia, dia)
        .then((respuesta) => setAlcance({ clave, respuesta }))
        .catch((e: unknown) =>
          setAlcance({
            clave,
            error: e instanceof Error ? e.message : 'No hemos podido calcular el alcance.',
          }),
        );
    }, 500);
    return () => clearTimeout(espera);
    // The key stands for the audience and the day.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [clave, incompleta]);
  if (audiencia === undefined) return <p className="estudio-alcance">La ven todos los clientes.</p>;
  if (incompleta || 'texto' in audiencia)
    return <p className="estudio-alcance">Completa las condiciones para ver el alcance.</p>;
  const vigente = alcance?.clave === clave ? alcance : undefined;
  return (
    <div className="estudio-alcance">
      <TextField label="Alcance el día" type="date" value={dia} onValueChange={setDia} />
      <p aria-live="polite">
        {vigente?.respuesta
          ? `Alcance: ${textoAlcance(vigente.respuesta)}.`
          : (vigente?.error ?? 'Calculando el alcance…')}
      </p>
    </div>
  );
}
