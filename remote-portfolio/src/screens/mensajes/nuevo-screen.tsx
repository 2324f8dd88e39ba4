import { api, AppLink, isApiError, type RemoteProps } from '@area-cliente/shared';
import { CALLS, type Adjunto, type TemasHilo } from '@area-cliente/shared/contract';
import { errorTextoMensaje, MENSAJE_TEXTO_MAX, type TemaHilo } from '@area-cliente/shared/domain';
import { hiloRoute, MENSAJES_PATH } from '@area-cliente/shared/routes';
import { Alert, Button, Loaded, TextAreaField } from '@area-cliente/shared/ui';
import { queryClient, useCallQuery } from '@area-cliente/shared/query';
import { useId, useRef, useState, type FormEvent } from 'react';
import { AdjuntosCampo } from './adjuntos';
import './mensajes.css';

const GENERAL = 'GENERAL:';
const NO_ENVIADO =
  'No hemos podido enviar tu mensaje. No se ha perdido nada: vuelve a pulsar «Enviar mensaje».';
const ELIGE_TEMA = 'Elige sobre qué quieres escribirnos.';

/** A new conversation, about one of the customer's policies, claims or receipts (chosen by the link) or general. */
export function NuevoMensajeScreen({ params, navigate }: RemoteProps) {
  const state = useCallQuery(CALLS.temasMensajes, {});
  const inicial = params.asunto ?? '';
  return (
    <article className="mensajes" aria-labelledby="nuevo-mensaje-title">
      <p className="mensajes__volver">
        <AppLink to={MENSAJES_PATH}>Volver a mis mensajes</AppLink>
      </p>
      <h1 id="nuevo-mensaje-title" className="mensajes__titulo">
        Escribir un mensaje
      </h1>
      <Loaded state={state}>
        {(temas) => <Formulario temas={temas} inicial={inicial} navigate={navigate} />}
      </Loaded>
    </article>
  );
}

const GRUPOS: {
  tema: Exclude<TemaHilo, 'GENERAL'>;
  lista: keyof TemasHilo;
  titulo: string;
  nombre: string;
}[] = [
  { tema: 'SINIESTRO', lista: 'siniestros', titulo: 'Siniestros', nombre: 'Siniestro' },
  { tema: 'POLIZA', lista: 'polizas', titulo: 'Pólizas', nombre: 'Póliza' },
  { tema: 'RECIBO', lista: 'recibos', titulo: 'Recibos', nombre: 'Recibo' },
];

function Formulario({
  temas,
  inicial,
  navigate,
}: {
  temas: TemasHilo;
  inicial: string;
  navigate: RemoteProps['navigate'];
}) {
  // One key per form: a double click or a retried send writes once.
  const [clave] = useState(() => crypto.randomUUID());
  const existe = (v: string) =>
    GRUPOS.some((g) => temas[g.lista].some((o) => `${g.tema}:${o.referencia}` === v));
  const [tema, setTema] = useState(existe(inicial) ? inicial : '');
  const [texto, setTexto] = useState('');
  const [adjuntos, setAdjuntos] = useState<Adjunto[]>([]);
  const [errores, setErrores] = useState<{ tema?: string; texto?: string }>({});
  const [aviso, setAviso] = useState<string | null>(null);
  const [enviando, setEnviando] = useState(false);
  const enviandoRef = useRef(false);
  const id = useId();

  const envia = async (event: FormEvent) => {
    event.preventDefault();
    if (enviandoRef.current) return;
    const encontrados = {
      ...(tema ? {} : { tema: ELIGE_TEMA }),
      ...(errorTextoMensaje(texto) ? { texto: errorTextoMensaje(texto) } : {}),
    };
    setErrores(encontrados);
    if (Object.keys(encontrados).length > 0) return;
    const [elegido, ...resto] = tema.split(':');
    const referencia = resto.join(':');
    enviandoRef.current = true;
    setEnviando(true);
    setAviso(null);
    try {
      const hilo = await api.call(CALLS.nuevoHilo, {
        body: {
          tema: elegido as TemaHilo,
          ...(referencia ? { referencia } : {}),
          texto,
          claveIdempotencia: clave,
          adjuntos: adjuntos.map((a) => a.uuid),
        },
      });
      queryClient.setQueryData([CALLS.hiloMensajes.path, { idHilo: hilo.idHilo }], hilo);
      void queryClient.invalidateQueries({ queryKey: [CALLS.hilosMensajes.path] });
      navigate(hiloRoute(hilo.idHilo));
    } catch (e) {
      setAviso(isApiError(e) ? e.mensaje : NO_ENVIADO);
    } finally {
      enviandoRef.current = false;
      setEnviando(false);
    }
  };

  return (
    <form className="mensajes-form" noValidate onSubmit={(e) => void envia(e)}>
      <div className={errores.tema ? 'ac-field ac-field--invalid' : 'ac-field'}>
        <label htmlFor={id} className="ac-field__label">
          ¿Sobre qué quieres escribirnos?
        </label>
        <select
          id={id}
          className="ac-input"
          value={tema}
          aria-invalid={errores.tema ? true : undefined}
          aria-describedby={errores.tema ? `${id}-error` : undefined}
          onChange={(e) => {
            setTema(e.target.value);
            setErrores((x) => ({ ...x, tema: undefined }));
          }}
        >
          <option value="">Elige un siniestro, una póliza, un recibo u «Otra consulta»</option>
          {GRUPOS.filter((g) => temas[g.lista].length > 0).map((g) => (
            <optgroup key={g.tema} label={g.titulo}>
              {temas[g.lista].map((o) => (
                <option key={o.referencia} value={`${g.tema}:${o.referencia}`}>
                  {g.nombre} {o.referencia} · {o.etiqueta}
                </option>
              ))}
            </optgroup>
          ))}
          <option value={GENERAL}>Otra consulta</option>
        </select>
        {errores.tema && (
          <p id={`${id}-error`} className="ac-field__error" role="alert">
            {errores.tema}
          </p>
        )}
      </div>
      <TextAreaField
        label="Tu mensaje"
        hint={`Hasta ${MENSAJE_TEXTO_MAX} caracteres. No incluyas contraseñas ni datos de tarjetas.`}
        rows={6}
        maxLength={MENSAJE_TEXTO_MAX + 100}
        value={texto}
        error={errores.texto}
        onValueChange={(v) => {
          setTexto(v);
          setErrores((x) => ({ ...x, texto: undefined }));
        }}
      />
      <AdjuntosCampo adjuntos={adjuntos} onChange={setAdjuntos} />
      {aviso && <Alert kind="error">{aviso}</Alert>}
      <Button type="submit" variant="primary" busy={enviando}>
        Enviar mensaje
      </Button>
    </form>
  );
}
