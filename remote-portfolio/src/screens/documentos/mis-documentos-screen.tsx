import { api, isApiError } from '@area-cliente/shared';
import {
  CALLS,
  type DocumentoBandeja,
  type DocumentosRequest,
  type Documentos,
} from '@area-cliente/shared/contract';
import {
  BUSQUEDA_DOCUMENTOS_MAX,
  CLASES_DOCUMENTO,
  ETIQUETA_CLASE_DOCUMENTO,
  formatDate,
  hayFiltros,
  normalizaBusqueda,
  paginasDocumentos,
  pestanaConNoLeidos,
  resumenDocumentos,
  SIN_FILTROS,
  type ClaseDocumento,
  type FiltrosDocumentos,
} from '@area-cliente/shared/domain';
import { polizaEntries } from '@area-cliente/shared/routes';
import { Button, ERROR_CARGA, LoadStatus, type Loadable } from '@area-cliente/shared/ui';
import { queryClient, useCallQuery, usePortfolio } from '@area-cliente/shared/query';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useId, useRef, useState, type FormEvent, type KeyboardEvent, type RefObject } from 'react';
import { abrirDocumento } from './abrir-documento';
import { AvisosVista } from './avisos-vista';
import './mis-documentos.css';

export const SIN_DOCUMENTOS = 'Aún no tienes documentos.';
export const SIN_COINCIDENCIAS = 'Ningún documento coincide con lo que buscas.';

/** What the filters send: only what narrows the list. */
function peticion(f: FiltrosDocumentos, pagina: number): DocumentosRequest {
  const texto = normalizaBusqueda(f.texto);
  return {
    ...(f.clase ? { clase: f.clase } : {}),
    ...(f.idPoliza !== null ? { idPoliza: f.idPoliza } : {}),
    ...(texto ? { texto } : {}),
    pagina,
  };
}

/** One page of the list; the previous page stays on screen while the next one loads. */
function useDocumentos(body: DocumentosRequest): Loadable<Documentos> & { cargando: boolean } {
  const query = useQuery(
    {
      queryKey: [CALLS.documentos.path, body],
      queryFn: () => api.call(CALLS.documentos, { body }),
      placeholderData: keepPreviousData,
      // Back from the document's tab: what was opened there reads as read.
      refetchOnWindowFocus: 'always',
    },
    queryClient,
  );
  const reload = () => void query.refetch();
  const cargando = query.isFetching;
  if (query.isSuccess) return { status: 'ready', data: query.data, reload, cargando };
  if (query.isError) {
    const message = isApiError(query.error) ? query.error.mensaje : ERROR_CARGA;
    return { status: 'error', message, reload, cargando };
  }
  return { status: 'loading', reload, cargando };
}

/** Every document opens as a PDF: the name says so, once ('Parte de avería.pdf' already does). */
const conFormato = (nombre: string) => (/\.pdf$/i.test(nombre) ? nombre : `${nombre} (PDF)`);

function Documento({ d }: { d: DocumentoBandeja }) {
  const [abriendo, setAbriendo] = useState(false);
  const abrir = async () => {
    setAbriendo(true);
    try {
      await abrirDocumento(d);
    } finally {
      setAbriendo(false);
    }
  };
  return (
    <li className={d.leido ? 'pf-doc' : 'pf-doc pf-doc--nuevo'}>
      <button
        type="button"
        className="pf-doc__abrir"
        onClick={() => void abrir()}
        aria-busy={abriendo || undefined}
      >
        <span className="pf-doc__nombre">{conFormato(d.nombre)}</span>
        <span className="pf-doc__contexto">{d.contexto}</span>
        <span className="pf-doc__pie">
          {!d.leido && <span className="pf-doc__marca">Sin leer</span>}
          <span className="pf-doc__clase">{ETIQUETA_CLASE_DOCUMENTO[d.clase]}</span>
          <time className="pf-doc__fecha" dateTime={d.fecha}>
            {formatDate(d.fecha)}
          </time>
        </span>
      </button>
    </li>
  );
}

const VISTAS = [
  { id: 'documentos', nombre: 'Documentos' },
  { id: 'avisos', nombre: 'Avisos' },
] as const;
type Vista = (typeof VISTAS)[number]['id'];

/**
 * 'Mis documentos': two views as ARIA tabs. 'Documentos': every document of the
 * customer's policies, claims and receipts and every one the area produced for them; 'Avisos': the notices we sent them. Each tab says how many
 * are unread (the header's badge counts both together).
 */
export default function MisDocumentosScreen() {
  const [vista, setVista] = useState<Vista>('documentos');
  const ids = { tab: useId(), panel: useId() };
  const tabs = useRef<(HTMLButtonElement | null)[]>([]);
  // The header's counts (the same cached queries): each tab says how many it has unread.
  const documentos = useCallQuery(CALLS.documentosNoLeidos, {}, { refetchOnFocus: true });
  const avisos = useCallQuery(CALLS.avisosNoLeidos, {}, { refetchOnFocus: true });
  const noLeidos: Record<Vista, number> = {
    documentos: documentos.status === 'ready' ? documentos.data.noLeidos : 0,
    avisos: avisos.status === 'ready' ? avisos.data.avisosNoLeidos : 0,
  };
  // Arrows, Home and End move between the tabs and show the one reached (the APG's automatic tabs).
  const teclas = (event: KeyboardEvent, i: number) => {
    const n = VISTAS.length;
    const destino = {
      ArrowRight: (i + 1) % n,
      ArrowLeft: (i - 1 + n) % n,
      Home: 0,
      End: n - 1,
    }[event.key];
    if (destino === undefined) return;
    event.preventDefault();
    setVista(VISTAS[destino]!.id);
    tabs.current[destino]?.focus();
  };

  return (
    <article className="pf-documentos" aria-labelledby="documentos-title">
      <h1 id="documentos-title">Mis documentos</h1>
      <p className="pf-documentos__intro">
        Los documentos de tus pólizas, siniestros y recibos, los justificantes y mandatos de lo que haces
        aquí, y los avisos que te enviamos, del más reciente al más antiguo. Lo que aún no has abierto aparece
        marcado.
      </p>
      <div className="pf-pestanas" role="tablist" aria-label="Qué ver">
        {VISTAS.map((v, i) => (
          <button
            key={v.id}
            ref={(el) => {
              tabs.current[i] = el;
            }}
            type="button"
            role="tab"
            id={`${ids.tab}-${v.id}`}
            className="pf-pestana"
            aria-selected={vista === v.id}
            aria-controls={`${ids.panel}-${v.id}`}
            aria-label={pestanaConNoLeidos(v.nombre, noLeidos[v.id])}
            tabIndex={vista === v.id ? 0 : -1}
            onClick={() => setVista(v.id)}
            onKeyDown={(e) => teclas(e, i)}
          >
            {v.nombre}
            {/* A space, so the visible text 'Documentos 36' is part of the name (WCAG 2.5.3). */}
            {noLeidos[v.id] > 0 && ' '}
            {noLeidos[v.id] > 0 && (
              <span className="pf-pestana__cuenta" aria-hidden="true">
                {noLeidos[v.id]}
              </span>
            )}
          </button>
        ))}
      </div>
      {VISTAS.map((v) => (
        <div
          key={v.id}
          role="tabpanel"
          id={`${ids.panel}-${v.id}`}
          className="pf-documentos__panel"
          aria-labelledby={`${ids.tab}-${v.id}`}
          hidden={vista !== v.id}
          tabIndex={0}
        >
          {vista === v.id && (v.id === 'documentos' ? <DocumentosVista /> : <AvisosVista />)}
        </div>
      ))}
    </article>
  );
}

/**
 * Every document of the customer's policies, claims and receipts, newest first, filtered by kind,
 * policy and text, a page at a time. Unread ones are marked; opening one (a new tab, behind a
 * one-document token) marks it read here, in the header's count, and wherever else it is listed.
 */
function DocumentosVista() {
  const ids = { clase: useId(), poliza: useId(), texto: useId() };
  const portfolio = usePortfolio();
  const polizas = portfolio ? polizaEntries(portfolio).map((e) => e.poliza) : [];
  const [filtros, setFiltros] = useState<FiltrosDocumentos>(SIN_FILTROS);
  const [texto, setTexto] = useState('');
  const [pagina, setPagina] = useState(1);
  const state = useDocumentos(peticion(filtros, pagina));
  const listaRef = useRef<HTMLHeadingElement>(null);

  const filtra = (cambio: Partial<FiltrosDocumentos>) => {
    setFiltros((f) => ({ ...f, ...cambio }));
    setPagina(1);
  };
  const busca = (event: FormEvent) => {
    event.preventDefault();
    filtra({ texto });
  };
  const quitaFiltros = () => {
    setTexto('');
    filtra(SIN_FILTROS);
  };
  const irAPagina = (n: number) => {
    setPagina(n);
    // The new page's first document is next for the keyboard, not the button pressed.
    listaRef.current?.focus();
  };

  return (
    <>
      <form className="pf-documentos__filtros" role="search" aria-label="Filtrar documentos" onSubmit={busca}>
        <div className="ac-field">
          <label htmlFor={ids.clase} className="ac-field__label">
            Tipo
          </label>
          <select
            id={ids.clase}
            className="ac-input"
            value={filtros.clase}
            onChange={(e) => filtra({ clase: e.target.value as ClaseDocumento | '' })}
          >
            <option value="">Todos</option>
            {CLASES_DOCUMENTO.map((c) => (
              <option key={c} value={c}>
                {ETIQUETA_CLASE_DOCUMENTO[c]}
              </option>
            ))}
          </select>
        </div>
        <div className="ac-field">
          <label htmlFor={ids.poliza} className="ac-field__label">
            Póliza
          </label>
          <select
            id={ids.poliza}
            className="ac-input"
            value={filtros.idPoliza ?? ''}
            onChange={(e) => filtra({ idPoliza: e.target.value ? Number(e.target.value) : null })}
          >
            <option value="">Todas</option>
            {polizas.map((p) => (
              <option key={p.idPoliza} value={p.idPoliza}>
                {p.riesgoAseguradoStr} · Nº {p.numPoliza}
              </option>
            ))}
          </select>
        </div>
        <div className="ac-field pf-documentos__buscar">
          <label htmlFor={ids.texto} className="ac-field__label">
            Buscar
          </label>
          <div className="pf-documentos__buscar-fila">
            <input
              id={ids.texto}
              className="ac-input"
              type="search"
              value={texto}
              maxLength={BUSQUEDA_DOCUMENTOS_MAX}
              placeholder="Nombre o número"
              onChange={(e) => setTexto(e.target.value)}
            />
            <Button type="submit" variant="secondary">
              Buscar
            </Button>
          </div>
        </div>
      </form>
      {state.status !== 'ready' ? (
        <LoadStatus state={state} />
      ) : (
        <Lista
          datos={state.data}
          filtrado={hayFiltros(filtros)}
          cargando={state.cargando}
          listaRef={listaRef}
          onQuitaFiltros={quitaFiltros}
          onPagina={irAPagina}
        />
      )}
    </>
  );
}

type ListaProps = {
  datos: Documentos;
  filtrado: boolean;
  cargando: boolean;
  listaRef: RefObject<HTMLHeadingElement | null>;
  onQuitaFiltros: () => void;
  onPagina: (n: number) => void;
};

function Lista({ datos, filtrado, cargando, listaRef, onQuitaFiltros, onPagina }: ListaProps) {
  const paginas = paginasDocumentos(datos.total);
  return (
    <section
      className="pf-documentos__resultado"
      aria-labelledby="documentos-lista"
      aria-busy={cargando || undefined}
    >
      <h2 id="documentos-lista" className="pf-documentos__resumen" ref={listaRef} tabIndex={-1}>
        <span aria-live="polite">{resumenDocumentos(datos.total, datos.noLeidos)}</span>
      </h2>
      {filtrado && (
        <Button variant="link" onClick={onQuitaFiltros}>
          Quitar filtros
        </Button>
      )}
      {datos.documentos.length === 0 ? (
        <p className="pf-documentos__vacio">{filtrado ? SIN_COINCIDENCIAS : SIN_DOCUMENTOS}</p>
      ) : (
        <ul className="pf-documentos__lista">
          {datos.documentos.map((d) => (
            <Documento key={`${d.descarga}:${d.referencia}`} d={d} />
          ))}
        </ul>
      )}
      {paginas > 1 && (
        <nav className="pf-documentos__paginas" aria-label="Páginas de documentos">
          <Button variant="secondary" disabled={datos.pagina <= 1} onClick={() => onPagina(datos.pagina - 1)}>
            Anterior
          </Button>
          <span className="pf-documentos__pagina">
            Página {Math.min(datos.pagina, paginas)} de {paginas}
          </span>
          <Button
            variant="secondary"
            disabled={datos.pagina >= paginas}
            onClick={() => onPagina(datos.pagina + 1)}
          >
            Siguiente
          </Button>
        </nav>
      )}
    </section>
  );
}
