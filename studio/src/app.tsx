import { ESTUDIO_RUTAS, type EstudioYo } from '@area-cliente/shared/contract';
import { Button, Spinner } from '@area-cliente/shared/ui';
import { useEffect, useState } from 'react';
import { ErrorEstudio, estudio } from './api/cliente';
import { enlace, usePantalla } from './navegacion';
import { AuditoriaPantalla } from './pantallas/auditoria';
import { BorradorPantalla } from './pantallas/borrador';
import { CompararPantalla } from './pantallas/comparar';
import { PortadaPantalla } from './pantallas/portada';
import { ColaPantalla } from './atencion/cola';
import { HiloPantalla } from './atencion/hilo';
import { RegistroAtencionPantalla } from './atencion/registro';
import { llevaCampana, SesionContext, tieneRol, useSesion } from './sesion';
import { AvisoError } from './ui';

type Estado =
  | { tipo: 'cargando' }
  | { tipo: 'fuera' }
  | { tipo: 'dentro'; yo: EstudioYo }
  | { tipo: 'error'; error: unknown };

const ROLES: Record<string, string> = { editor: 'edición', publicador: 'publicación', atencion: 'atención' };

/** The studio: the staff session (GET /estudio/api/yo) decides between the sign-in and the screens. */
export function App() {
  const [estado, setEstado] = useState<Estado>({ tipo: 'cargando' });
  useEffect(() => {
    estudio
      .yo()
      .then((yo) => setEstado({ tipo: 'dentro', yo }))
      .catch((error: unknown) =>
        setEstado(
          error instanceof ErrorEstudio && error.status === 401
            ? { tipo: 'fuera' }
            : { tipo: 'error', error },
        ),
      );
  }, []);

  return (
    <div className="estudio">
      <header className="estudio-cabecera">
        <a className="estudio-cabecera__marca" href="/estudio/">
          Estudio de campañas
        </a>
        {estado.tipo === 'dentro' && <Usuario yo={estado.yo} />}
      </header>
      <main className="estudio-main" id="contenido">
        {estado.tipo === 'cargando' && <Spinner label="Cargando el estudio" size="large" />}
        {estado.tipo === 'fuera' && <Entrar />}
        {estado.tipo === 'error' && <AvisoError error={estado.error} />}
        {estado.tipo === 'dentro' && (
          <SesionContext.Provider value={estado.yo}>
            <Pantallas />
          </SesionContext.Provider>
        )}
      </main>
    </div>
  );
}

function Entrar() {
  return (
    <section className="ac-card estudio-entrar" aria-labelledby="estudio-entrar">
      <h1 id="estudio-entrar" className="ac-card__title">
        Estudio de campañas
      </h1>
      <p>Aquí preparas, revisas y publicas las tarjetas de ofertas y sorteos del Área Cliente.</p>
      <a className="ac-button ac-button--primary" href={ESTUDIO_RUTAS.entrar}>
        Entrar con tu cuenta de empresa
      </a>
    </section>
  );
}

function Usuario({ yo }: { yo: EstudioYo }) {
  const salir = async () => {
    await estudio.sal();
    window.location.assign('/estudio/');
  };
  return (
    <div className="estudio-cabecera__usuario">
      <span>
        {yo.nombre} <span className="estudio-suave">({yo.roles.map((r) => ROLES[r] ?? r).join(', ')})</span>
      </span>
      <nav aria-label="Estudio">
        {llevaCampana(yo) && (
          <>
            <a href="/estudio/" onClick={enlace({ nombre: 'portada' })}>
              Campaña
            </a>{' '}
            <a href="/estudio/auditoria" onClick={enlace({ nombre: 'auditoria' })}>
              Registro de cambios
            </a>{' '}
          </>
        )}
        {tieneRol(yo, 'atencion') && (
          <>
            <a href="/estudio/mensajes" onClick={enlace({ nombre: 'mensajes' })}>
              Mensajes de clientes
            </a>{' '}
            <a href="/estudio/mensajes/registro" onClick={enlace({ nombre: 'registroAtencion' })}>
              Registro de atención
            </a>
          </>
        )}
      </nav>
      <Button variant="secondary" onClick={() => void salir()}>
        Salir
      </Button>
    </div>
  );
}

/** Each person sees only the sections of their roles; an address of another section shows their own. */
function Pantallas() {
  const yo = useSesion();
  const pantalla = usePantalla();
  const deMensajes = ['mensajes', 'hilo', 'registroAtencion'].includes(pantalla.nombre);
  if (tieneRol(yo, 'atencion') && (deMensajes || !llevaCampana(yo))) {
    if (pantalla.nombre === 'hilo') return <HiloPantalla key={pantalla.id} id={pantalla.id} />;
    return pantalla.nombre === 'registroAtencion' ? <RegistroAtencionPantalla /> : <ColaPantalla />;
  }
  switch (pantalla.nombre) {
    case 'portada':
      return <PortadaPantalla />;
    case 'borrador':
      return <BorradorPantalla key={pantalla.id} id={pantalla.id} />;
    case 'comparar':
      return <CompararPantalla version={pantalla.version} />;
    case 'auditoria':
      return <AuditoriaPantalla />;
    case 'mensajes':
    case 'hilo':
    case 'registroAtencion':
      return <PortadaPantalla />;
  }
}
