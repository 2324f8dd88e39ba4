import { SectionUnavailable, type RemoteProps } from '@area-cliente/shared';
import { CALLS, type Portfolio } from '@area-cliente/shared/contract';
import { todayIso } from '@area-cliente/shared/domain';
import { MENSAJES } from '@area-cliente/shared/forms';
import { Alert, Button, Checkbox, Spinner, TextAreaField, TextField } from '@area-cliente/shared/ui';
import {
  type Campaign,
  type CampaignProblem,
  isDay,
  SECTIONS,
  type Section,
} from '@area-cliente/shared/campaign';
import { useCallQuery } from '@area-cliente/shared/query';
import { type FormEvent, type ReactNode, useId, useRef, useState } from 'react';
import { type LiveCampaign, useLiveCampaign } from '../../api/campana';
import { CardView } from '../../components/cards/card-view';
import { SECTION_TITLES } from '../section-titles';
import {
  type Cambio,
  candidataComoLive,
  compararSeccion,
  type FilaComparada,
  leerCandidata,
} from './comparar';
import '../../offers.css';

const VISTA_PREVIA = 'Vista previa de campaña';
const SOLO_DEMO =
  'La vista previa de campañas solo está disponible en el entorno de demostración (pnpm start).';

const CAMBIOS: Record<Cambio, string> = {
  nueva: 'Nueva',
  retirada: 'Se retira',
  cambiada: 'Cambia',
  igual: 'Sin cambios',
};

/**
 * For marketing, in the demo: a campaign file not yet published next to the live one, as each demo
 * customer would see it on each screen on a chosen day. Nothing here can act: the cards are drawn
 * inert, and the file is validated by the same schema and messages as `pnpm campaign:publish`.
 */
export function VistaPreviaScreen(_props: RemoteProps) {
  const campaign = useLiveCampaign();
  const [texto, setTexto] = useState('');
  const [fecha, setFecha] = useState(() => todayIso());
  const [errorFecha, setErrorFecha] = useState<string>();
  const [problemas, setProblemas] = useState<CampaignProblem[] | null>(null);
  const [comparada, setComparada] = useState<{ candidata: Campaign; fecha: string } | null>(null);
  const [todas, setTodas] = useState(false);
  const problemasRef = useRef<HTMLDivElement>(null);
  const archivoId = useId();

  if (campaign.query.isError) return <SectionUnavailable onRetry={campaign.reload} />;
  const live = campaign.query.data;
  if (!live) return <Spinner label={MENSAJES.CARGANDO} />;

  const comparar = (event: FormEvent) => {
    event.preventDefault();
    const fechaValida = isDay(fecha);
    setErrorFecha(fechaValida ? undefined : 'Indica una fecha válida.');
    const leida = leerCandidata(texto);
    if (!leida.ok) {
      setProblemas(leida.problems);
      setComparada(null);
      // After React has drawn the list, so a screen reader reads it from its heading.
      setTimeout(() => problemasRef.current?.focus(), 0);
      return;
    }
    setProblemas(null);
    setComparada(fechaValida ? { candidata: leida.campaign, fecha } : null);
  };

  return (
    <div className="offers-screen offers-preview">
      <h1 className="offers-screen__title">{VISTA_PREVIA}</h1>
      <p>
        Elige el archivo de una campaña aún no publicada, o pega su JSON, y una fecha: verás qué tarjetas
        vería cada cliente de la demostración en cada pantalla, ahora y con la campaña nueva.
      </p>
      <form className="offers-preview__form" onSubmit={comparar} noValidate>
        <div className="ac-field">
          <label htmlFor={archivoId} className="ac-field__label">
            Archivo de campaña (JSON)
          </label>
          <input
            id={archivoId}
            type="file"
            accept="application/json,.json"
            className="offers-preview__file"
            onChange={(event) => {
              const file = event.target.files?.[0];
              if (file) void file.text().then(setTexto);
            }}
          />
        </div>
        <TextAreaField
          label="O pega aquí el JSON de la campaña"
          className="offers-preview__json"
          rows={8}
          spellCheck={false}
          value={texto}
          onValueChange={setTexto}
        />
        <TextField
          label="Fecha (hora de Madrid)"
          type="date"
          value={fecha}
          onValueChange={setFecha}
          error={errorFecha}
          required
        />
        <Checkbox
          label="Ver también las tarjetas que no cambian"
          checked={todas}
          onCheckedChange={setTodas}
        />
        <Button type="submit" variant="primary">
          Comparar
        </Button>
      </form>
      {problemas && (
        <div ref={problemasRef} tabIndex={-1} className="offers-preview__problemas">
          <Alert kind="error">
            <p>
              <strong>La campaña no es válida.</strong> Corrige esto antes de publicarla:
            </p>
            <ul>
              {problemas.map((p) => (
                <li key={`${p.path}:${p.message}`}>
                  <code>{p.path}</code>: {p.message}
                </li>
              ))}
            </ul>
          </Alert>
        </div>
      )}
      {comparada && <Comparacion live={live} {...comparada} todas={todas} />}
    </div>
  );
}

function Comparacion({
  live,
  candidata,
  fecha,
  todas,
}: {
  live: LiveCampaign;
  candidata: Campaign;
  fecha: string;
  todas: boolean;
}) {
  const personas = useCallQuery(CALLS.personasVistaPrevia, { params: { fecha } });
  if (personas.status === 'loading') return <Spinner label={MENSAJES.CARGANDO} />;
  if (personas.status === 'not-found') return <Alert kind="info">{SOLO_DEMO}</Alert>;
  if (personas.status === 'error') {
    return (
      <Alert kind="error">
        {personas.message}{' '}
        <Button variant="secondary" onClick={personas.reload}>
          Reintentar
        </Button>
      </Alert>
    );
  }
  const despues = candidataComoLive(candidata, live);
  return (
    <div className="offers-preview__resultado">
      <h2 className="offers-preview__fecha">Tarjetas del {fecha.split('-').reverse().join('/')}</h2>
      {personas.data.personas.map((portfolio) => (
        <Persona key={portfolio.cliente.idCliente} portfolio={portfolio}>
          {SECTIONS.map((section) => (
            <SeccionComparada
              key={section}
              section={section}
              filas={compararSeccion(live.campaign, candidata, section, portfolio, fecha)}
              portfolio={portfolio}
              antes={live}
              despues={despues}
              todas={todas}
            />
          ))}
        </Persona>
      ))}
    </div>
  );
}

/** One demo customer's screens: a region named after them, so a screen reader can jump between them. */
function Persona({ portfolio, children }: { portfolio: Portfolio; children: ReactNode }) {
  const titleId = useId();
  return (
    <section className="offers-preview__persona" aria-labelledby={titleId}>
      <h2 id={titleId}>
        {portfolio.cliente.nombre} <span className="offers-preview__nif">({portfolio.cliente.numDoc})</span>
      </h2>
      {children}
    </section>
  );
}

const tituloDe = ({ card }: FilaComparada) =>
  'titulo' in card.data && typeof card.data.titulo === 'string' ? card.data.titulo : card.id;

function SeccionComparada({
  section,
  filas,
  portfolio,
  antes,
  despues,
  todas,
}: {
  section: Section;
  filas: FilaComparada[];
  portfolio: Portfolio;
  antes: LiveCampaign;
  despues: LiveCampaign;
  todas: boolean;
}) {
  const dibujadas = todas ? filas : filas.filter((f) => f.cambio !== 'igual');
  const iguales = filas.filter((f) => f.cambio === 'igual');
  return (
    <div className="offers-preview__seccion" data-seccion={section}>
      <h3>{SECTION_TITLES[section]}</h3>
      {filas.length === 0 && <p>Ninguna tarjeta, ni ahora ni con la campaña nueva.</p>}
      {!todas && iguales.length > 0 && (
        <p className="offers-preview__iguales">Sin cambios: {iguales.map(tituloDe).join(', ')}.</p>
      )}
      {dibujadas.length > 0 && (
        <ul className="offers-grid offers-preview__tarjetas">
          {dibujadas.map((fila) => (
            <li key={fila.id} className="offers-grid__item" data-card={fila.id} data-cambio={fila.cambio}>
              <p className={`offers-preview__cambio offers-preview__cambio--${fila.cambio}`}>
                {CAMBIOS[fila.cambio]}: {tituloDe(fila)}
              </p>
              {/* Drawn as customers see it, but inert: nothing in a preview can be clicked or focused. */}
              <div inert>
                <CardView
                  card={fila.card}
                  portfolio={portfolio}
                  live={fila.cambio === 'retirada' ? antes : despues}
                />
              </div>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
