import { CARD_KINDS, type CardKind, parseCampaign } from '@area-cliente/shared/campaign';
import type { EstudioBorrador } from '@area-cliente/shared/contract';
import { Alert, Button, Spinner, TextField } from '@area-cliente/shared/ui';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { ErrorEstudio, estudio, type Problema, urlImagen } from '../api/cliente';
import { Comparacion } from '../editor/comparacion';
import {
  alternaOculta,
  cambiaTarjeta,
  type Documento,
  estaOculta,
  mueve,
  nuevaTarjeta,
  quita,
  type Tarjeta,
  tituloDe,
} from '../editor/documento';
import { Flujo } from '../editor/flujo';
import { FormularioTarjeta } from '../editor/formulario-tarjeta';
import { ESTADOS } from '../estados';
import { hoyMadrid } from '../madrid';
import { enlace } from '../navegacion';
import { tieneRol, useSesion } from '../sesion';
import { AvisoError, Selector, Seccion } from '../ui';
import { VistaPrevia } from '../vista-previa/vista-previa';

/** What a card of a kind the live offers build does not draw gets: customers would not see it. */
const sinDibujo = (kind: string) =>
  `las ofertas que ven los clientes no saben dibujar tarjetas de tipo «${kind}»: no se puede publicar todavía`;

/**
 * Every problem of the document by its path: the API's answer after a save, else the schema's now;
 * and, once the live offers build is loaded, each card of a kind it does not draw.
 */
function mensajesDe(
  doc: Documento,
  delServidor: Problema[] | undefined,
  tiposDibujados: ReadonlySet<string> | undefined,
): Map<string, string> {
  const locales = parseCampaign(doc, hoyMadrid());
  const problemas =
    delServidor ?? (locales.ok ? [] : locales.problems.map((p) => ({ ruta: p.path, mensaje: p.message })));
  const mapa = new Map<string, string>();
  for (const p of problemas) if (!mapa.has(p.ruta)) mapa.set(p.ruta, p.mensaje);
  doc.cards.forEach((card, i) => {
    if (tiposDibujados && !tiposDibujados.has(card.kind) && !mapa.has(`cards[${i}].kind`))
      mapa.set(`cards[${i}].kind`, sinDibujo(card.kind));
  });
  return mapa;
}

/** A draft: its cards, the selected card's form, the preview, the comparison and the workflow. */
export function BorradorPantalla({ id }: { id: number }) {
  const yo = useSesion();
  const [borrador, setBorrador] = useState<EstudioBorrador>();
  const [doc, setDoc] = useState<Documento>();
  const [sucio, setSucio] = useState(false);
  const [seleccion, setSeleccion] = useState(0);
  const [problemasServidor, setProblemasServidor] = useState<Problema[]>();
  const [error, setError] = useState<unknown>();
  const [guardando, setGuardando] = useState(false);
  const [guardado, setGuardado] = useState(0);
  const [verTodas, setVerTodas] = useState(false);
  const [nuevoTipo, setNuevoTipo] = useState<CardKind>('promo');
  const revision = useRef(0);
  const [tiposDibujados, setTiposDibujados] = useState<ReadonlySet<string>>();
  const avisaTipos = useCallback((tipos: readonly string[]) => setTiposDibujados(new Set(tipos)), []);
  const listaRef = useRef<HTMLOListElement>(null);
  const [foco, setFoco] = useState<{ id: string; paso: -1 | 1 }>();

  // A moved card keeps the keyboard on its button; at an end, where that button is off, on the other.
  useEffect(() => {
    if (!foco) return;
    const fila = [...(listaRef.current?.querySelectorAll('[data-card]') ?? [])].find(
      (li) => li.getAttribute('data-card') === foco.id,
    );
    const boton = (paso: number) => fila?.querySelector<HTMLButtonElement>(`[data-paso="${paso}"]`);
    const destino = boton(foco.paso);
    (destino && !destino.disabled ? destino : boton(-foco.paso))?.focus();
  }, [foco]);

  const carga = useCallback(() => {
    estudio
      .borrador(id)
      .then((b) => {
        setBorrador(b);
        setDoc(b.campana as unknown as Documento);
        revision.current = b.revision;
        setSucio(false);
        setProblemasServidor(undefined);
      })
      .catch(setError);
  }, [id]);
  useEffect(carga, [carga]);

  const mensajes = useMemo(
    () => (doc ? mensajesDe(doc, problemasServidor, tiposDibujados) : new Map<string, string>()),
    [doc, problemasServidor, tiposDibujados],
  );

  const cambia = (nuevo: Documento) => {
    setDoc(nuevo);
    setSucio(true);
    // The API's messages were about the document before this change: the schema speaks again.
    setProblemasServidor(undefined);
  };

  // A kind the live build cannot draw passes the schema (and the save) but must not go to review.
  const sinDibujar = [...mensajes.keys()].some((ruta) => /^cards\[\d+\]\.kind$/.test(ruta));
  const guarda = async (): Promise<boolean> => {
    if (!doc) return false;
    if (!sucio) return mensajes.size === 0;
    setGuardando(true);
    setError(undefined);
    try {
      const r = await estudio.guarda(id, revision.current, doc);
      revision.current = r.revision;
      setSucio(false);
      setGuardado((n) => n + 1);
      return !sinDibujar;
    } catch (e) {
      if (e instanceof ErrorEstudio && e.problemas.length > 0) setProblemasServidor(e.problemas);
      setError(e);
      return false;
    } finally {
      setGuardando(false);
    }
  };

  if (!borrador || !doc)
    return error ? <AvisoError error={error} /> : <Spinner label="Cargando el borrador" />;

  const editable =
    (borrador.estado === 'borrador' || borrador.estado === 'rechazada') && tieneRol(yo, 'editor');
  const card = doc.cards[seleccion];
  const imageUrl = (nombre: string) => urlImagen(id, nombre);
  const dibujadas = verTodas ? doc.cards.filter((c) => !estaOculta(c)) : card ? [card] : [];
  const problemasOtras = [...mensajes].filter(([ruta]) => !ruta.startsWith(`cards[${seleccion}]`));

  return (
    <div className="estudio-borrador">
      <p>
        <a href="/estudio/" onClick={enlace({ nombre: 'portada' })}>
          Volver a la campaña
        </a>
      </p>
      <h1>
        Borrador n.º {borrador.id}: {doc.nombre}
      </h1>
      <p>
        <span className={`estudio-estado estudio-estado--${borrador.estado}`}>
          {ESTADOS[borrador.estado]}
        </span>{' '}
        <span className="estudio-suave">Escrito por {borrador.autor}</span>
      </p>
      {borrador.motivoRechazo && (
        <Alert kind="error">
          <strong>Rechazado:</strong> {borrador.motivoRechazo}
        </Alert>
      )}
      <AvisoError error={error} />
      {editable && (
        <div className="estudio-barra">
          <TextField
            label="Nombre de la campaña"
            value={doc.nombre}
            onValueChange={(nombre) => cambia({ ...doc, nombre })}
            error={mensajes.get('nombre')}
          />
          <Button busy={guardando} onClick={() => void guarda()} disabled={!sucio}>
            {sucio ? 'Guardar cambios' : 'Guardado'}
          </Button>
        </div>
      )}
      {editable && problemasOtras.length > 0 && (
        <Alert kind="info">
          <p>Hay campos por corregir en otras tarjetas:</p>
          <ul>
            {problemasOtras.slice(0, 8).map(([ruta, mensaje]) => {
              const indice = Number(/^cards\[(\d+)\]/.exec(ruta)?.[1] ?? -1);
              const otra = doc.cards[indice];
              return (
                <li key={ruta}>
                  {otra ? (
                    <Button variant="link" onClick={() => setSeleccion(indice)}>
                      {tituloDe(otra)}
                    </Button>
                  ) : (
                    ruta
                  )}
                  : {mensaje}
                </li>
              );
            })}
          </ul>
        </Alert>
      )}
      <div className="estudio-editor">
        <Seccion titulo="Tarjetas">
          <ol className="estudio-tarjetas" ref={listaRef}>
            {doc.cards.map((c, i) => (
              <FilaTarjeta
                key={claveDe(doc.cards, i)}
                card={c}
                indice={i}
                total={doc.cards.length}
                elegida={i === seleccion}
                editable={editable}
                conProblemas={[...mensajes.keys()].some((r) => r.startsWith(`cards[${i}]`))}
                onElige={() => setSeleccion(i)}
                onMueve={(paso) => {
                  cambia(mueve(doc, i, paso));
                  if (seleccion === i) setSeleccion(i + paso);
                  else if (seleccion === i + paso) setSeleccion(i);
                  setFoco({ id: c.id, paso });
                }}
                onOculta={() => cambia(cambiaTarjeta(doc, i, alternaOculta(c)))}
                onQuita={() => {
                  cambia(quita(doc, i));
                  setSeleccion(Math.max(0, Math.min(seleccion, doc.cards.length - 2)));
                }}
              />
            ))}
          </ol>
          {editable && (
            <div className="estudio-fila">
              <Selector
                etiqueta="Tipo de la tarjeta nueva"
                valor={nuevoTipo}
                opciones={CARD_KINDS.map((k) => ({ valor: k, texto: k }))}
                onCambio={(k) => setNuevoTipo(k as CardKind)}
              />
              <Button
                variant="secondary"
                onClick={() => {
                  cambia({ ...doc, cards: [...doc.cards, nuevaTarjeta(doc, nuevoTipo)] });
                  setSeleccion(doc.cards.length);
                }}
              >
                Añadir tarjeta
              </Button>
            </div>
          )}
        </Seccion>
        {card && editable && (
          <Seccion titulo={`Editar «${tituloDe(card)}»`} id="estudio-formulario">
            <FormularioTarjeta
              key={`${seleccion}:${card.kind}`}
              card={card}
              indice={seleccion}
              mensajes={mensajes}
              onCambio={(nueva) => cambia(cambiaTarjeta(doc, seleccion, nueva))}
              subeImagen={async (archivo) => (await estudio.subeImagen(id, archivo)).nombre}
            />
          </Seccion>
        )}
      </div>
      <Seccion titulo="Vista previa">
        <Selector
          etiqueta="Qué tarjetas"
          valor={verTodas ? 'todas' : 'elegida'}
          opciones={[
            { valor: 'elegida', texto: card ? `La que editas: ${tituloDe(card)}` : 'La que editas' },
            { valor: 'todas', texto: 'Todas las que se ven' },
          ]}
          onCambio={(v) => setVerTodas(v === 'todas')}
        />
        <VistaPrevia cards={dibujadas} imageUrl={imageUrl} onTiposEstables={avisaTipos} />
      </Seccion>
      <Seccion titulo="Cambios frente a la campaña publicada">
        {sucio && <p className="estudio-suave">Guarda para comparar lo último que has cambiado.</p>}
        <Comparacion que={{ borrador: id }} recarga={guardado} />
      </Seccion>
      <Seccion titulo="Revisión y publicación">
        <Flujo borrador={borrador} antesDeEnviar={guarda} onCambio={carga} />
      </Seccion>
    </div>
  );
}

/** A row's key that follows its card when the list is reordered (ids may repeat in a draft being fixed). */
const claveDe = (cards: readonly Tarjeta[], i: number) => {
  const id = cards[i]?.id ?? '';
  return `${id}#${cards.slice(0, i).filter((c) => c.id === id).length}`;
};

function FilaTarjeta({
  card,
  indice,
  total,
  elegida,
  editable,
  conProblemas,
  onElige,
  onMueve,
  onOculta,
  onQuita,
}: {
  card: Tarjeta;
  indice: number;
  total: number;
  elegida: boolean;
  editable: boolean;
  conProblemas: boolean;
  onElige: () => void;
  onMueve: (paso: -1 | 1) => void;
  onOculta: () => void;
  onQuita: () => void;
}) {
  const titulo = tituloDe(card);
  const oculta = estaOculta(card);
  return (
    <li className={`estudio-tarjeta${elegida ? ' estudio-tarjeta--elegida' : ''}`} data-card={card.id}>
      <Button variant="link" aria-current={elegida || undefined} onClick={onElige}>
        {indice + 1}. {titulo}
      </Button>
      <span className="estudio-suave">
        {card.kind}
        {oculta && ' · oculta'}
        {conProblemas && ' · por corregir'}
      </span>
      {/* Only the chosen card's: a list of forty cards with four buttons each is a long page on a phone. */}
      {editable && elegida && (
        <span className="estudio-acciones">
          <Button
            variant="secondary"
            disabled={indice === 0}
            data-paso={-1}
            aria-label={`Subir «${titulo}»`}
            onClick={() => onMueve(-1)}
          >
            Subir
          </Button>
          <Button
            variant="secondary"
            disabled={indice === total - 1}
            data-paso={1}
            aria-label={`Bajar «${titulo}»`}
            onClick={() => onMueve(1)}
          >
            Bajar
          </Button>
          <Button
            variant="secondary"
            aria-label={`${oculta ? 'Mostrar' : 'Ocultar'} «${titulo}»`}
            onClick={onOculta}
          >
            {oculta ? 'Mostrar' : 'Ocultar'}
          </Button>
          <Button variant="secondary" aria-label={`Quitar «${titulo}»`} onClick={onQuita}>
            Quitar
          </Button>
        </span>
      )}
    </li>
  );
}
