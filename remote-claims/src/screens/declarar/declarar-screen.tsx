import { api, isApiError, type RemoteProps } from '@area-cliente/shared';
import { CALLS, type Portfolio } from '@area-cliente/shared/contract';
import { datosDeResumen, motivoNoAplica, situacionPoliza, todayIso } from '@area-cliente/shared/domain';
import { MENSAJES } from '@area-cliente/shared/forms';
import { Alert, Button, ErrorState, Spinner } from '@area-cliente/shared/ui';
import { polizasDeclarables, type PolizaDeclarable } from '@area-cliente/shared/declaracion';
import { polizaEntries } from '@area-cliente/shared/routes';
import {
  invalidatePortfolio,
  refreshPortfolio,
  usePortfolio,
  usePortfolioLoading,
} from '@area-cliente/shared/query';
import { useCallback, useEffect, useMemo, useRef, useState, type FormEvent, type ReactNode } from 'react';
import { borrarBorrador, guardarBorrador, leerBorrador } from './almacen-borrador';
import {
  borradorNuevo,
  conPolizaDeRuta,
  erroresPaso,
  PASOS,
  pasoSiguiente,
  pasosQueAplican,
  peticion,
  primerPasoIncompleto,
  ULTIMO_PASO,
  type Borrador,
  type ErroresPaso,
  type FotoBorrador,
} from './borrador';
import { PasoFotos, useSubidaFotos } from './fotos';
import {
  PasoContacto,
  PasoCuando,
  PasoDescripcion,
  PasoPoliza,
  PasoRevision,
  PasoTaller,
  PasoTipo,
} from './pasos';
import { Resultado } from './resultado';
import './declarar-screen.css';

const SIN_POLIZAS_DECLARABLES =
  'No tienes pólizas en vigor que permitan declarar un siniestro en el Área Cliente.';
const FOTOS_SUBIENDO = 'Espera a que terminen de subirse las fotos.';
const NO_ENVIADA =
  'No hemos podido enviar tu declaración. No se ha perdido nada: vuelve a pulsar «Enviar declaración».';

/**
 * Why the policy the address names (an old link, a bookmark) takes no claim: withdrawn, cancelled or
 * expired (`motivoNoAplica`), said with its state and day; null for any other.
 */
function motivoPolizaDeRuta(portfolio: Portfolio, idPoliza: number | null, hoy: string): string | null {
  const entrada = polizaEntries(portfolio).find((e) => e.poliza.idPoliza === idPoliza);
  if (!entrada) return null;
  return motivoNoAplica(situacionPoliza(datosDeResumen(entrada.poliza), hoy), 'declararSiniestro');
}

type Declarada = Awaited<ReturnType<typeof enviar>>;
const enviar = (b: Borrador, poliza: PolizaDeclarable | null) =>
  api.call(CALLS.declaraSiniestro, { body: peticion(b, poliza) });

/** Declare a claim online: one step per screen, the draft kept in the tab. */
export function DeclararScreen({ params }: RemoteProps) {
  const portfolio = usePortfolio();
  const loading = usePortfolioLoading();
  if (!portfolio) {
    return loading ? (
      <div className="claims-loading">
        <Spinner size="large" label={MENSAJES.CARGANDO} />
      </div>
    ) : (
      <ErrorState onRetry={() => void refreshPortfolio()} />
    );
  }
  return <Declaracion portfolio={portfolio} idPolizaRuta={Number(params.idPoliza) || null} />;
}

function Declaracion({ portfolio, idPolizaRuta }: { portfolio: Portfolio; idPolizaRuta: number | null }) {
  const { idCliente } = portfolio;
  const polizas = useMemo(() => polizasDeclarables(portfolio), [portfolio]);
  const hoy = todayIso();
  const [borrador, setBorrador] = useState<Borrador>(() => {
    const polizaDe = (b: Borrador) => polizas.find((p) => p.idPoliza === b.idPoliza) ?? null;
    const preseleccion = polizas.some((p) => p.idPoliza === idPolizaRuta) ? idPolizaRuta : null;
    const leido = leerBorrador(idCliente);
    if (!leido) return borradorNuevo(crypto.randomUUID(), preseleccion, portfolio.cliente.telefono ?? '');
    const guardado = conPolizaDeRuta(leido, preseleccion);
    return {
      ...guardado,
      paso: Math.min(guardado.paso, primerPasoIncompleto(guardado, polizaDe(guardado), hoy)),
    };
  });
  const [errores, setErrores] = useState<ErroresPaso>({});
  const [aviso, setAviso] = useState<string | null>(null);
  const [enviando, setEnviando] = useState(false);
  const [declarada, setDeclarada] = useState<Declarada | null>(null);
  const enviandoRef = useRef(false);
  const titulo = useRef<HTMLHeadingElement>(null);
  const pasoMostrado = useRef(borrador.paso);

  const poliza = polizas.find((p) => p.idPoliza === borrador.idPoliza) ?? null;
  const { paso } = borrador;
  const terminada = motivoPolizaDeRuta(portfolio, idPolizaRuta, hoy);

  useEffect(() => {
    if (!declarada) guardarBorrador(idCliente, borrador);
  }, [idCliente, borrador, declarada]);

  // A new step takes focus to its title, so a screen reader and the keyboard start from there.
  useEffect(() => {
    if (pasoMostrado.current === paso) return;
    pasoMostrado.current = paso;
    titulo.current?.focus();
  }, [paso]);

  const cambia = useCallback(<K extends keyof Borrador>(campo: K, valor: Borrador[K]) => {
    setBorrador((b) => ({ ...b, [campo]: valor }));
    setErrores((e) => (campo in e ? { ...e, [campo]: undefined } : e));
    setAviso(null);
  }, []);
  const setFotos = useCallback(
    (update: (fotos: FotoBorrador[]) => FotoBorrador[]) =>
      setBorrador((b) => ({ ...b, fotos: update(b.fotos) })),
    [],
  );
  const subida = useSubidaFotos(borrador.fotos, setFotos);

  const irA = (destino: number) => {
    setErrores({});
    setAviso(null);
    setBorrador((b) => ({ ...b, paso: destino }));
  };

  const continuar = async (event: FormEvent) => {
    event.preventDefault();
    if (paso === ULTIMO_PASO) return envia();
    if (PASOS[paso] === 'Fotos' && subida.subiendo) return setAviso(FOTOS_SUBIENDO);
    const encontrados = erroresPaso(paso, borrador, poliza, hoy);
    setErrores(encontrados);
    if (Object.keys(encontrados).length === 0) irA(pasoSiguiente(paso, borrador, poliza));
  };

  const envia = async () => {
    if (enviandoRef.current) return;
    const incompleto = primerPasoIncompleto(borrador, poliza, hoy);
    if (incompleto !== ULTIMO_PASO) return irA(incompleto);
    enviandoRef.current = true;
    setEnviando(true);
    setAviso(null);
    try {
      const respuesta = await enviar(borrador, poliza);
      borrarBorrador();
      setDeclarada(respuesta);
      void invalidatePortfolio();
    } catch (error) {
      setAviso(isApiError(error) ? error.mensaje : NO_ENVIADA);
    } finally {
      enviandoRef.current = false;
      setEnviando(false);
    }
  };

  if (polizas.length === 0) {
    return (
      <Pantalla>
        {terminada && <Alert kind="info">{terminada}</Alert>}
        <Alert kind="info">{SIN_POLIZAS_DECLARABLES}</Alert>
      </Pantalla>
    );
  }
  if (declarada) {
    return (
      <Pantalla>
        <Resultado declarada={declarada} />
      </Pantalla>
    );
  }

  const socio = paso === 0 && poliza?.declarabilidad.clase === 'SOCIO';
  const props = { borrador, errores, cambia };
  return (
    <Pantalla>
      <Progreso paso={paso} pasos={pasosQueAplican(borrador, poliza)} />
      <form className="declarar-paso" noValidate onSubmit={(event) => void continuar(event)}>
        <h2 ref={titulo} tabIndex={-1} className="declarar-paso__titulo">
          {PASOS[paso]}
        </h2>
        {paso === 0 && terminada && <Alert kind="info">{terminada}</Alert>}
        {paso === 0 && <PasoPoliza {...props} polizas={polizas} />}
        {paso === 1 && <PasoTipo {...props} poliza={poliza} />}
        {paso === 2 && <PasoCuando {...props} hoy={hoy} />}
        {paso === 3 && <PasoDescripcion {...props} />}
        {paso === 4 && (
          <PasoFotos
            fotos={borrador.fotos}
            subida={subida}
            quita={(uuid) => setFotos((f) => f.filter((x) => x.uuid !== uuid))}
          />
        )}
        {PASOS[paso] === 'Dónde reparar tu vehículo' && <PasoTaller {...props} />}
        {PASOS[paso] === 'Contacto' && <PasoContacto {...props} />}
        {paso === ULTIMO_PASO && <PasoRevision borrador={borrador} poliza={poliza} irA={irA} />}
        {aviso && <Alert kind="error">{aviso}</Alert>}
        <div className="declarar-paso__botones">
          {!socio && (
            <Button type="submit" variant="primary" busy={enviando}>
              {paso === ULTIMO_PASO ? 'Enviar declaración' : 'Continuar'}
            </Button>
          )}
          {paso > 0 && (
            <Button
              variant="secondary"
              onClick={() => irA(pasoSiguiente(paso, borrador, poliza, -1))}
              disabled={enviando}
            >
              Atrás
            </Button>
          )}
        </div>
      </form>
    </Pantalla>
  );
}

function Pantalla({ children }: { children: ReactNode }) {
  return (
    <article className="declarar" aria-labelledby="declarar-title">
      <h1 id="declarar-title" className="claims-header__title">
        Declarar un siniestro
      </h1>
      {children}
    </article>
  );
}

/** The steps this declaration goes through (`pasos`, indices in PASOS), `paso` the current one. */
function Progreso({ paso, pasos }: { paso: number; pasos: number[] }) {
  return (
    <div className="declarar-progreso">
      <p className="declarar-progreso__texto">
        Paso {pasos.indexOf(paso) + 1} de {pasos.length}
      </p>
      <ol className="declarar-progreso__pasos">
        {pasos.map((i) => (
          <li
            key={i}
            className={i < paso ? 'is-hecho' : i === paso ? 'is-actual' : undefined}
            aria-current={i === paso ? 'step' : undefined}
          >
            <span className="declarar-progreso__nombre">{PASOS[i]}</span>
          </li>
        ))}
      </ol>
    </div>
  );
}
