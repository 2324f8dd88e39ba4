import { TIPOS_IMAGEN_ESTUDIO } from '@area-cliente/shared/contract';
import { Button, TextAreaField, TextField } from '@area-cliente/shared/ui';
import { useId, useState } from 'react';
import { type Campo, etiquetaDe, vacio } from '../formulario/campos';
import { Selector } from '../ui';
import { rutaTexto } from './documento';

type Ruta = readonly (string | number)[];

/** What every generated field needs: where it is, its messages and how to change its value. */
type Contexto = {
  mensajes: ReadonlyMap<string, string>;
  cambia: (ruta: Ruta, valor: unknown) => void;
  /** Several values in one change (each `cambia` starts from the value before it). */
  cambiaVarios: (cambios: readonly (readonly [Ruta, unknown])[]) => void;
  /** Uploads an image for the draft and answers its name (the API's checks run there). */
  subeImagen: (archivo: File) => Promise<string>;
};

const LARGO = 200;

/** A field of a card's form, drawn from its schema (formulario/campos.ts), and its messages. */
export function CampoGenerado({
  campo,
  valor,
  ruta,
  etiqueta,
  contexto,
}: {
  campo: Campo;
  valor: unknown;
  ruta: Ruta;
  etiqueta?: string;
  contexto: Contexto;
}) {
  const nombre = etiqueta ?? etiquetaDe(campo.clave);
  const error = contexto.mensajes.get(rutaTexto(ruta));
  const texto = `${nombre}${campo.opcional ? ' (opcional)' : ''}`;
  switch (campo.tipo) {
    case 'texto':
      if (campo.imagen)
        return <CampoImagen etiqueta={texto} valor={valor} ruta={ruta} error={error} contexto={contexto} />;
      return (campo.max ?? 0) > LARGO && !campo.url ? (
        <TextAreaField
          label={texto}
          value={typeof valor === 'string' ? valor : ''}
          onValueChange={(v) => contexto.cambia(ruta, campo.opcional && v === '' ? undefined : v)}
          error={error}
          rows={3}
          hint={campo.max ? `Hasta ${campo.max} caracteres.` : undefined}
        />
      ) : (
        <TextField
          label={texto}
          value={typeof valor === 'string' ? valor : ''}
          onValueChange={(v) => contexto.cambia(ruta, campo.opcional && v === '' ? undefined : v)}
          error={error}
          maxLength={campo.max}
          {...(campo.url ? { type: 'url', inputMode: 'url' as const } : {})}
        />
      );
    case 'opcion':
      return (
        <Selector
          etiqueta={texto}
          valor={typeof valor === 'string' ? valor : ''}
          opciones={campo.opciones.map((o) => ({ valor: o, texto: o }))}
          onCambio={(v) => contexto.cambia(ruta, v === '' ? undefined : v)}
          error={error}
          {...(campo.opcional ? { vacia: 'Ninguno' } : {})}
        />
      );
    case 'grupo':
      return (
        <Grupo campo={campo} valor={valor} ruta={ruta} nombre={texto} error={error} contexto={contexto} />
      );
    case 'lista':
      return (
        <Lista campo={campo} valor={valor} ruta={ruta} nombre={texto} error={error} contexto={contexto} />
      );
  }
}

function Grupo({
  campo,
  valor,
  ruta,
  nombre,
  error,
  contexto,
}: {
  campo: Extract<Campo, { tipo: 'grupo' }>;
  valor: unknown;
  ruta: Ruta;
  nombre: string;
  error: string | undefined;
  contexto: Contexto;
}) {
  const objeto = (valor ?? {}) as Record<string, unknown>;
  if (campo.opcional && valor === undefined) {
    return (
      <Button variant="secondary" onClick={() => contexto.cambia(ruta, vacio({ ...campo, opcional: false }))}>
        Añadir {nombre.replace(' (opcional)', '').toLowerCase()}
      </Button>
    );
  }
  return (
    <fieldset className="estudio-grupo">
      <legend>{nombre}</legend>
      {error && <p className="ac-field__error">{error}</p>}
      {campo.campos.map((hijo) => (
        <CampoGenerado
          key={hijo.clave}
          campo={hijo}
          valor={objeto[hijo.clave]}
          ruta={[...ruta, hijo.clave]}
          contexto={contexto}
        />
      ))}
      {campo.opcional && (
        <Button variant="link" onClick={() => contexto.cambia(ruta, undefined)}>
          Quitar {nombre.replace(' (opcional)', '').toLowerCase()}
        </Button>
      )}
    </fieldset>
  );
}

function Lista({
  campo,
  valor,
  ruta,
  nombre,
  error,
  contexto,
}: {
  campo: Extract<Campo, { tipo: 'lista' }>;
  valor: unknown;
  ruta: Ruta;
  nombre: string;
  error: string | undefined;
  contexto: Contexto;
}) {
  const items = Array.isArray(valor) ? (valor as unknown[]) : [];
  return (
    <fieldset className="estudio-grupo">
      <legend>{nombre}</legend>
      {error && <p className="ac-field__error">{error}</p>}
      {items.map((item, i) => (
        <div key={i} className="estudio-lista-item">
          <CampoGenerado
            campo={campo.item}
            valor={item}
            ruta={[...ruta, i]}
            etiqueta={`${nombre.replace(' (opcional)', '')} ${i + 1}`}
            contexto={contexto}
          />
          {items.length > campo.min && (
            <Button
              variant="link"
              onClick={() =>
                contexto.cambia(
                  ruta,
                  items.filter((_x, j) => j !== i),
                )
              }
            >
              Quitar {i + 1}
            </Button>
          )}
        </div>
      ))}
      {items.length < campo.max && (
        <Button variant="secondary" onClick={() => contexto.cambia(ruta, [...items, vacio(campo.item)])}>
          Añadir a {nombre.replace(' (opcional)', '').toLowerCase()}
        </Button>
      )}
    </fieldset>
  );
}

/** An image of the draft: its name, and a new one uploaded with the publish step's checks. */
function CampoImagen({
  etiqueta,
  valor,
  ruta,
  error,
  contexto,
}: {
  etiqueta: string;
  valor: unknown;
  ruta: Ruta;
  error: string | undefined;
  contexto: Contexto;
}) {
  const id = useId();
  const [subiendo, setSubiendo] = useState(false);
  const [fallo, setFallo] = useState<string>();
  const mensaje = fallo ?? error;
  const sube = async (archivo: File) => {
    setSubiendo(true);
    setFallo(undefined);
    try {
      const nombre = await contexto.subeImagen(archivo);
      // A new image needs its own description: the old one's would tell a blind customer the wrong thing.
      const alt = [...ruta.slice(0, -1), `${String(ruta[ruta.length - 1])}Alt`];
      contexto.cambiaVarios([
        [ruta, nombre],
        [alt, ''],
      ]);
    } catch (e) {
      setFallo(e instanceof Error ? e.message : 'No hemos podido subir la imagen.');
    } finally {
      setSubiendo(false);
    }
  };
  return (
    <div className={`ac-field${mensaje ? ' ac-field--invalid' : ''}`}>
      <label htmlFor={id} className="ac-field__label">
        {etiqueta}
      </label>
      <p className="ac-field__hint" id={`${id}-hint`}>
        {typeof valor === 'string' && valor ? `Ahora: ${valor}. ` : ''}PNG, JPEG o WebP de hasta 300 KB (no
        SVG). Al cambiarla, describe la nueva en el texto alternativo.
      </p>
      <input
        id={id}
        type="file"
        accept={TIPOS_IMAGEN_ESTUDIO.join(',')}
        aria-describedby={`${id}-hint${mensaje ? ` ${id}-error` : ''}`}
        aria-invalid={mensaje ? true : undefined}
        aria-busy={subiendo || undefined}
        onChange={(event) => {
          const archivo = event.target.files?.[0];
          if (archivo) void sube(archivo);
        }}
      />
      {mensaje && (
        <p id={`${id}-error`} className="ac-field__error" role="alert">
          {mensaje}
        </p>
      )}
    </div>
  );
}
