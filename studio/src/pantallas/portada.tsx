import type { BorradorResumen, EstudioCampana } from '@area-cliente/shared/contract';
import { Alert, Button, Spinner } from '@area-cliente/shared/ui';
import { useCallback, useEffect, useState } from 'react';
import { estudio } from '../api/cliente';
import { ESTADOS } from '../estados';
import { enlace, navega } from '../navegacion';
import { tieneRol, useSesion } from '../sesion';
import { AvisoError, FechaHora, Seccion } from '../ui';

type Datos = { campana: EstudioCampana; borradores: BorradorResumen[] };
type VersionResumen = EstudioCampana['versiones'][number];

/** The live campaign, the drafts with their state and every published version. */
export function PortadaPantalla() {
  const yo = useSesion();
  const [datos, setDatos] = useState<Datos>();
  const [error, setError] = useState<unknown>();
  const [aviso, setAviso] = useState<string>();
  const [ocupado, setOcupado] = useState(false);

  const carga = useCallback(() => {
    Promise.all([estudio.campana(), estudio.borradores()])
      .then(([campana, { borradores }]) => setDatos({ campana, borradores }))
      .catch(setError);
  }, []);
  useEffect(carga, [carga]);

  const crea = async (desde: 'viva' | { version: string }) => {
    setOcupado(true);
    setError(undefined);
    try {
      const { id } = await estudio.crea(desde);
      navega({ nombre: 'borrador', id });
    } catch (e) {
      setError(e);
      setOcupado(false);
    }
  };

  const restaura = async (version: string) => {
    setError(undefined);
    try {
      await estudio.restaura(version);
      setAviso(`La versión ${version} vuelve a estar publicada.`);
      carga();
    } catch (e) {
      setError(e);
    }
  };

  return (
    <div className="estudio-portada">
      <h1>Campaña</h1>
      <AvisoError error={error} />
      {aviso && (
        <Alert kind="success" onClose={() => setAviso(undefined)}>
          {aviso}
        </Alert>
      )}
      {!datos ? (
        !error && <Spinner label="Cargando la campaña" />
      ) : (
        <>
          <Seccion titulo="Publicada ahora">
            {datos.campana.viva ? (
              <p>
                <strong>{datos.campana.viva.nombre}</strong> (versión {datos.campana.viva.version}, publicada
                el <FechaHora iso={datos.campana.viva.publicadaEn} />)
              </p>
            ) : (
              <p>Todavía no hay ninguna campaña publicada.</p>
            )}
            {datos.campana.programadas.length > 0 && (
              <ul>
                {datos.campana.programadas.map((p) => (
                  <li key={p.borradorId}>
                    «{p.nombre}» se publicará el <FechaHora iso={p.para} />
                  </li>
                ))}
              </ul>
            )}
            {tieneRol(yo, 'editor') && datos.campana.viva && (
              <Button busy={ocupado} onClick={() => void crea('viva')}>
                Nuevo borrador desde la campaña publicada
              </Button>
            )}
          </Seccion>
          <Seccion titulo="Borradores">
            {datos.borradores.length === 0 ? (
              <p>No hay borradores.</p>
            ) : (
              <ul className="estudio-lista">
                {datos.borradores.map((b) => (
                  <li key={b.id} className="estudio-lista__fila">
                    <a
                      href={`/estudio/borradores/${b.id}`}
                      onClick={enlace({ nombre: 'borrador', id: b.id })}
                    >
                      {b.nombre} (n.º {b.id})
                    </a>
                    <span className={`estudio-estado estudio-estado--${b.estado}`}>{ESTADOS[b.estado]}</span>
                    <span className="estudio-suave">
                      de {b.autor}, <FechaHora iso={b.actualizadoEn} />
                      {b.programadaPara && (
                        <>
                          ; se publica el <FechaHora iso={b.programadaPara} />
                        </>
                      )}
                    </span>
                    {b.motivoRechazo && <span>Motivo del rechazo: {b.motivoRechazo}</span>}
                  </li>
                ))}
              </ul>
            )}
          </Seccion>
          <Seccion titulo="Versiones publicadas">
            <ul className="estudio-lista">
              {datos.campana.versiones.map((version) => (
                <FilaVersion
                  key={version.version}
                  version={version}
                  viva={version.version === datos.campana.viva?.version}
                  puedeEditar={tieneRol(yo, 'editor')}
                  puedePublicar={tieneRol(yo, 'publicador')}
                  ocupado={ocupado}
                  onCrea={() => void crea({ version: version.version })}
                  onRestaura={() => restaura(version.version)}
                />
              ))}
            </ul>
          </Seccion>
        </>
      )}
    </div>
  );
}

function FilaVersion({
  version,
  viva,
  puedeEditar,
  puedePublicar,
  ocupado,
  onCrea,
  onRestaura,
}: {
  version: VersionResumen;
  viva: boolean;
  puedeEditar: boolean;
  puedePublicar: boolean;
  ocupado: boolean;
  onCrea: () => void;
  onRestaura: () => Promise<void>;
}) {
  const [confirmando, setConfirmando] = useState(false);
  const [restaurando, setRestaurando] = useState(false);
  return (
    <li className="estudio-lista__fila" data-version={version.version}>
      <span>
        <strong>{version.nombre}</strong> · versión {version.version} ·{' '}
        <FechaHora iso={version.publicadaEn} />
        {viva && (
          <>
            {' '}
            <span className="estudio-estado estudio-estado--publicada">Publicada ahora</span>
          </>
        )}
      </span>
      <span className="estudio-acciones">
        {!viva && (
          <a
            href={`/estudio/versiones/${version.version}`}
            onClick={enlace({ nombre: 'comparar', version: version.version })}
          >
            Comparar con la publicada
          </a>
        )}
        {puedeEditar && (
          <Button variant="secondary" busy={ocupado} onClick={onCrea}>
            Nuevo borrador desde esta versión
          </Button>
        )}
        {puedePublicar && !viva && !confirmando && (
          <Button variant="secondary" onClick={() => setConfirmando(true)}>
            Volver a esta versión
          </Button>
        )}
      </span>
      {confirmando && (
        <div className="estudio-confirmar" role="group" aria-label="Confirmar la vuelta atrás">
          <p>Los clientes verán la versión {version.version} desde ahora. ¿Vuelves a ella?</p>
          <Button
            busy={restaurando}
            autoFocus
            onClick={() => {
              setRestaurando(true);
              void onRestaura().finally(() => {
                setRestaurando(false);
                setConfirmando(false);
              });
            }}
          >
            Sí, volver a la versión {version.version}
          </Button>{' '}
          <Button variant="secondary" onClick={() => setConfirmando(false)}>
            Cancelar
          </Button>
        </div>
      )}
    </li>
  );
}
