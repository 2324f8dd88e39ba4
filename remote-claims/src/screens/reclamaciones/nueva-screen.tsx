import { api, AppLink, isApiError } from '@area-cliente/shared';
import { CALLS, type Reclamacion } from '@area-cliente/shared/contract';
import {
  CONTACTOS_RECLAMACION,
  esTextoValido,
  formatDate,
  MOTIVOS_RECLAMACION,
  RECLAMACION_DESCRIPCION_MAX,
  RECLAMACION_DESCRIPCION_MIN,
  TEXTO_CARACTERES_NO_VALIDOS,
} from '@area-cliente/shared/domain';
import { RECLAMACIONES_PATH, reclamacionRoute } from '@area-cliente/shared/routes';
import { Alert, Button, Loaded, RadioGroup, TextAreaField } from '@area-cliente/shared/ui';
import { queryClient, useCallQuery } from '@area-cliente/shared/query';
import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { abrirJustificante } from './comun';
import './reclamaciones.css';

type Asunto = { tipo: 'POLIZA' | 'SINIESTRO' | 'RECIBO' | 'GENERAL'; referencia: string; etiqueta: string };
type Motivo = (typeof MOTIVOS_RECLAMACION)[number];
type Contacto = (typeof CONTACTOS_RECLAMACION)[number] | 'Sin preferencia';

const ELIGE_ASUNTO = 'Elige sobre qué es tu reclamación.';
const ELIGE_MOTIVO = 'Elige el motivo de tu reclamación.';
const DESCRIPCION_LARGO = `Cuéntanos qué ha pasado con al menos ${RECLAMACION_DESCRIPCION_MIN} caracteres (como mucho ${RECLAMACION_DESCRIPCION_MAX}).`;
const NO_ENVIADA =
  'No hemos podido enviar tu reclamación. No se ha perdido nada: vuelve a pulsar «Enviar reclamación».';

const claveAsunto = (a: Pick<Asunto, 'tipo' | 'referencia'>) => `${a.tipo}:${a.referencia}`;

type Errores = { asunto?: string; motivo?: string; descripcion?: string };

function errores(asunto: string, motivo: string, descripcion: string): Errores {
  const texto = descripcion.trim();
  return {
    ...(asunto ? {} : { asunto: ELIGE_ASUNTO }),
    ...(motivo ? {} : { motivo: ELIGE_MOTIVO }),
    ...(!esTextoValido(descripcion)
      ? { descripcion: TEXTO_CARACTERES_NO_VALIDOS }
      : texto.length < RECLAMACION_DESCRIPCION_MIN || texto.length > RECLAMACION_DESCRIPCION_MAX
        ? { descripcion: DESCRIPCION_LARGO }
        : {}),
  };
}

/** File a complaint about one of the caller's policies, claims or receipts, or a general one. */
export function NuevaReclamacionScreen() {
  const state = useCallQuery(CALLS.reclamacionAsuntos, {});
  return (
    <article className="reclamaciones" aria-labelledby="nueva-reclamacion-title">
      <p className="reclamaciones__volver">
        <AppLink to={RECLAMACIONES_PATH}>Volver a mis reclamaciones</AppLink>
      </p>
      <h1 id="nueva-reclamacion-title" className="claims-header__title">
        Presentar una reclamación
      </h1>
      <Loaded state={state}>{({ asuntos }) => <Formulario asuntos={asuntos} />}</Loaded>
    </article>
  );
}

function Formulario({ asuntos }: { asuntos: Asunto[] }) {
  // One key per form: a double click or a retried send files one complaint.
  const [clave] = useState(() => crypto.randomUUID());
  const [asunto, setAsunto] = useState('');
  const [motivo, setMotivo] = useState<Motivo | ''>('');
  const [descripcion, setDescripcion] = useState('');
  const [contacto, setContacto] = useState<Contacto>('Sin preferencia');
  const [error, setError] = useState<Errores>({});
  const [aviso, setAviso] = useState<string | null>(null);
  const [enviando, setEnviando] = useState(false);
  const [presentada, setPresentada] = useState<Reclamacion | null>(null);
  const enviandoRef = useRef(false);
  const ids = { asunto: useId(), motivo: useId() };

  const envia = async (event: FormEvent) => {
    event.preventDefault();
    if (enviandoRef.current) return;
    const encontrados = errores(asunto, motivo, descripcion);
    setError(encontrados);
    if (Object.keys(encontrados).length > 0) return;
    const elegido = asuntos.find((a) => claveAsunto(a) === asunto);
    if (!elegido || !motivo) return;
    enviandoRef.current = true;
    setEnviando(true);
    setAviso(null);
    try {
      const r = await api.call(CALLS.presentaReclamacion, {
        body: {
          claveIdempotencia: clave,
          asunto: { tipo: elegido.tipo, referencia: elegido.referencia },
          motivo,
          descripcion,
          contacto: contacto === 'Sin preferencia' ? null : contacto,
        },
      });
      void queryClient.invalidateQueries({ queryKey: [CALLS.reclamaciones.path] });
      setPresentada(r);
    } catch (e) {
      setAviso(isApiError(e) ? e.mensaje : NO_ENVIADA);
    } finally {
      enviandoRef.current = false;
      setEnviando(false);
    }
  };

  if (presentada) return <Presentada r={presentada} />;

  const select = (campo: 'asunto' | 'motivo') => ({
    id: ids[campo],
    className: 'ac-input',
    'aria-invalid': error[campo] ? (true as const) : undefined,
    'aria-describedby': error[campo] ? `${ids[campo]}-error` : undefined,
  });
  return (
    <form className="reclamacion-form" noValidate onSubmit={(e) => void envia(e)}>
      <div className={error.asunto ? 'ac-field ac-field--invalid' : 'ac-field'}>
        <label htmlFor={ids.asunto} className="ac-field__label">
          ¿Sobre qué es tu reclamación?
        </label>
        <select
          {...select('asunto')}
          value={asunto}
          onChange={(e) => {
            setAsunto(e.target.value);
            setError((x) => ({ ...x, asunto: undefined }));
          }}
        >
          <option value="">Elige una póliza, un siniestro, un recibo o «General»</option>
          {asuntos.map((a) => (
            <option key={claveAsunto(a)} value={claveAsunto(a)}>
              {a.etiqueta}
            </option>
          ))}
        </select>
        {error.asunto && (
          <p id={`${ids.asunto}-error`} className="ac-field__error" role="alert">
            {error.asunto}
          </p>
        )}
      </div>
      <div className={error.motivo ? 'ac-field ac-field--invalid' : 'ac-field'}>
        <label htmlFor={ids.motivo} className="ac-field__label">
          Motivo
        </label>
        <select
          {...select('motivo')}
          value={motivo}
          onChange={(e) => {
            setMotivo(e.target.value as Motivo);
            setError((x) => ({ ...x, motivo: undefined }));
          }}
        >
          <option value="">Elige el motivo</option>
          {MOTIVOS_RECLAMACION.map((m) => (
            <option key={m} value={m}>
              {m}
            </option>
          ))}
        </select>
        {error.motivo && (
          <p id={`${ids.motivo}-error`} className="ac-field__error" role="alert">
            {error.motivo}
          </p>
        )}
      </div>
      <TextAreaField
        label="Cuéntanos qué ha pasado y qué nos pides"
        hint={`Entre ${RECLAMACION_DESCRIPCION_MIN} y ${RECLAMACION_DESCRIPCION_MAX} caracteres.`}
        rows={6}
        maxLength={RECLAMACION_DESCRIPCION_MAX + 100}
        value={descripcion}
        error={error.descripcion}
        onValueChange={(v) => {
          setDescripcion(v);
          setError((x) => ({ ...x, descripcion: undefined }));
        }}
      />
      <RadioGroup<Contacto>
        legend="¿Cómo prefieres que te contestemos? (opcional)"
        options={(['Sin preferencia', ...CONTACTOS_RECLAMACION] as const).map((c) => ({
          value: c,
          label: c,
        }))}
        value={contacto}
        onValueChange={setContacto}
      />
      {aviso && <Alert kind="error">{aviso}</Alert>}
      <Button type="submit" variant="primary" busy={enviando}>
        Enviar reclamación
      </Button>
    </form>
  );
}

function Presentada({ r }: { r: Reclamacion }) {
  const titulo = useRef<HTMLHeadingElement>(null);
  useEffect(() => titulo.current?.focus(), []);
  return (
    <section className="reclamacion-presentada" aria-labelledby="reclamacion-presentada-titulo">
      <h2 id="reclamacion-presentada-titulo" ref={titulo} tabIndex={-1}>
        Hemos recibido tu reclamación
      </h2>
      <Alert kind="success">
        El código de tu reclamación es <strong className="reclamacion-codigo">{r.codigo}</strong>. Guárdalo
        para seguirla.
      </Alert>
      <p>
        Nuestro Servicio de Atención al Cliente te responderá como muy tarde el{' '}
        <strong>{formatDate(r.fechaLimite)}</strong>.
      </p>
      <div className="reclamacion-presentada__botones">
        <Button variant="primary" onClick={() => void abrirJustificante(r.codigo)}>
          Descargar justificante (PDF)
        </Button>
        <AppLink to={reclamacionRoute(r.codigo)} className="ac-button ac-button--secondary">
          Ver la reclamación
        </AppLink>
        <AppLink to={RECLAMACIONES_PATH}>Ver mis reclamaciones</AppLink>
      </div>
    </section>
  );
}
