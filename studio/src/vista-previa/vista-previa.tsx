import { Alert, Spinner } from '@area-cliente/shared/ui';
import { useEffect, useId, useRef, useState } from 'react';
import { Selector } from '../ui';
import {
  type BuildOfertas,
  cargaVistaPrevia,
  leeBuildsOfertas,
  type ModuloVistaPrevia,
  type Persona,
  type PropsVistaPrevia,
} from './remoto';

const ANCHOS = [390, 1440] as const;
/** The room each frame takes on the studio's screen; the 1440 px one is drawn at 1440 and scaled. */
const ESCALA: Record<(typeof ANCHOS)[number], number> = { 390: 0.75, 1440: 0.45 };

/**
 * A draft's cards as the live offers remote draws them for customers, at a phone's and a desktop's
 * width side by side, inert: a preview cannot be clicked, focused or followed.
 */
export function VistaPrevia({
  cards,
  imageUrl,
  onTiposEstables,
}: Pick<PropsVistaPrevia, 'cards' | 'imageUrl'> & {
  /** The card kinds the build customers get draws, once it has loaded. */
  onTiposEstables?: (tipos: readonly string[]) => void;
}) {
  const [builds, setBuilds] = useState<BuildOfertas[]>();
  const [elegida, setElegida] = useState(0);
  const [persona, setPersona] = useState<Persona>('directo');
  const [modulo, setModulo] = useState<ModuloVistaPrevia>();
  const [error, setError] = useState<string>();

  useEffect(() => {
    leeBuildsOfertas()
      .then(setBuilds)
      .catch(() => setError('No hemos podido leer qué versión de las ofertas está publicada.'));
  }, []);

  const build = builds?.[elegida];
  const avisaTipos = useRef(onTiposEstables);
  avisaTipos.current = onTiposEstables;
  useEffect(() => {
    if (!build) return;
    setModulo(undefined);
    let vigente = true;
    cargaVistaPrevia(build)
      .then((m) => {
        if (!vigente) return;
        setModulo(() => m);
        if (build.tipo === 'estable') avisaTipos.current?.(m.kindsDrawn);
      })
      .catch(
        () =>
          vigente && setError(`No hemos podido cargar las ofertas ${build.version} para la vista previa.`),
      );
    return () => {
      vigente = false;
    };
  }, [build]);

  return (
    <div className="estudio-vista-previa">
      <div className="estudio-vista-previa__opciones">
        {builds && builds.length > 1 && (
          <Selector
            etiqueta="Versión de las ofertas"
            valor={String(elegida)}
            opciones={builds.map((b, i) => ({
              valor: String(i),
              texto:
                b.tipo === 'estable'
                  ? `${b.version} (la que ven los clientes)`
                  : `${b.version} (canario, ${b.percent ?? 0} % de los clientes)`,
            }))}
            onCambio={(v) => setElegida(Number(v))}
          />
        )}
        <Selector
          etiqueta="Dibujar para"
          valor={persona}
          opciones={[
            { valor: 'directo', texto: 'Un cliente directo' },
            { valor: 'mediado', texto: 'Un cliente de mediador' },
          ]}
          onCambio={(v) => setPersona(v as Persona)}
        />
      </div>
      {build && (
        <p className="estudio-suave">
          Dibujada por las ofertas {build.version}
          {build.tipo === 'canario' ? ' (canario)' : ', las que ven los clientes ahora'}.
        </p>
      )}
      {error && <Alert kind="error">{error}</Alert>}
      {!modulo && !error && <Spinner label="Cargando la vista previa" />}
      {modulo && (
        <div className="estudio-vista-previa__marcos">
          {ANCHOS.map((ancho) => (
            <Marco key={ancho} modulo={modulo} ancho={ancho} props={{ cards, imageUrl, persona, ancho }} />
          ))}
        </div>
      )}
    </div>
  );
}

function Marco({
  modulo,
  ancho,
  props,
}: {
  modulo: ModuloVistaPrevia;
  ancho: (typeof ANCHOS)[number];
  props: PropsVistaPrevia;
}) {
  const ref = useRef<HTMLDivElement>(null);
  const montaje = useRef<ReturnType<ModuloVistaPrevia['mountCampaignPreview']>>(null);
  const tituloId = useId();
  useEffect(() => {
    if (!ref.current) return;
    const m = modulo.mountCampaignPreview(ref.current, props);
    montaje.current = m;
    return () => {
      montaje.current = null;
      // After React has finished this commit: unmounting a root inside another root's commit warns.
      queueMicrotask(() => m.unmount());
    };
    // Mounted once per module; later props go through update below.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [modulo]);
  useEffect(() => {
    montaje.current?.update(props);
  }, [props]);
  const figura = useRef<HTMLElement>(null);
  const [disponible, setDisponible] = useState<number>();
  // On a narrow screen a frame shrinks further to fit: the 1440 px one on a phone too.
  useEffect(() => {
    const padre = figura.current?.parentElement;
    if (!padre) return;
    const observa = new ResizeObserver(([entrada]) => setDisponible(entrada?.contentRect.width));
    observa.observe(padre);
    return () => observa.disconnect();
  }, []);
  const escala = Math.min(ESCALA[ancho], disponible ? (disponible - 2) / ancho : 1);
  return (
    <figure ref={figura} className="estudio-marco" aria-labelledby={tituloId} data-ancho={ancho}>
      <figcaption id={tituloId}>{ancho} px</figcaption>
      <div className="estudio-marco__ventana" style={{ width: ancho * escala }}>
        <div
          ref={ref}
          className="estudio-marco__lienzo"
          data-ancho={ancho}
          style={{ width: ancho, zoom: escala }}
        />
      </div>
    </figure>
  );
}
