import type { EstudioBorrador } from '@area-cliente/shared/contract';
import { Alert, Button, TextAreaField, TextField } from '@area-cliente/shared/ui';
import { useState } from 'react';
import { estudio } from '../api/cliente';
import { hoyMadrid, instanteMadrid } from '../madrid';
import { tieneRol, useSesion } from '../sesion';
import { AvisoError, FechaHora } from '../ui';

/**
 * The draft's way to the customers: its author sends it for review; someone else with the
 * publisher's role approves it now or for a Madrid day and time, or rejects it with a reason. The
 * author is never offered the approval (the API refuses it anyway).
 */
export function Flujo({
  borrador,
  antesDeEnviar,
  onCambio,
}: {
  borrador: EstudioBorrador;
  /** Saves pending edits first; false when they did not save. */
  antesDeEnviar: () => Promise<boolean>;
  onCambio: () => void;
}) {
  const yo = useSesion();
  const [error, setError] = useState<unknown>();
  const [hecho, setHecho] = useState<string>();
  const [ocupado, setOcupado] = useState<string>();
  const [dia, setDia] = useState('');
  const [hora, setHora] = useState('09:00');
  const [errorFecha, setErrorFecha] = useState<string>();
  const [motivo, setMotivo] = useState('');
  const [errorMotivo, setErrorMotivo] = useState<string>();

  const haz = async (accion: string, paso: () => Promise<string>) => {
    setOcupado(accion);
    setError(undefined);
    setHecho(undefined);
    try {
      setHecho(await paso());
      onCambio();
    } catch (e) {
      setError(e);
    } finally {
      setOcupado(undefined);
    }
  };

  const esAutor = borrador.autor === yo.usuario;
  const editable = borrador.estado === 'borrador' || borrador.estado === 'rechazada';
  const puedeEnviar = editable && tieneRol(yo, 'editor');
  const puedeDecidir = borrador.estado === 'en_revision' && tieneRol(yo, 'publicador') && !esAutor;

  const programa = () => {
    const para = dia ? instanteMadrid(dia, hora) : undefined;
    if (!para || new Date(para).getTime() <= Date.now()) {
      setErrorFecha('Elige un día y una hora de Madrid que aún no hayan pasado.');
      return;
    }
    setErrorFecha(undefined);
    void haz('programar', async () => {
      await estudio.aprueba(borrador.id, para);
      // The day and time are the state's line below: said once.
      return 'Aprobada y programada.';
    });
  };

  const rechaza = () => {
    if (!motivo.trim()) {
      setErrorMotivo('Escribe el motivo: lo leerá quien escribió el borrador.');
      return;
    }
    setErrorMotivo(undefined);
    void haz('rechazar', async () => {
      await estudio.rechaza(borrador.id, motivo.trim());
      return 'Borrador rechazado. Su autor verá el motivo.';
    });
  };

  return (
    <div className="estudio-flujo">
      {hecho && <Alert kind="success">{hecho}</Alert>}
      <AvisoError error={error} />
      {puedeEnviar && (
        <Button
          busy={ocupado === 'enviar'}
          onClick={() =>
            void haz('enviar', async () => {
              if (!(await antesDeEnviar()))
                throw new Error('Corrige los campos señalados antes de enviarlo a revisión.');
              await estudio.envia(borrador.id);
              return 'Enviado a revisión: lo aprobará otra persona con permiso de publicación.';
            })
          }
        >
          Enviar a revisión
        </Button>
      )}
      {borrador.estado === 'en_revision' && esAutor && (
        <p>Está en revisión. Lo aprueba otra persona con permiso de publicación.</p>
      )}
      {borrador.estado === 'en_revision' && !esAutor && !tieneRol(yo, 'publicador') && (
        <p>Está en revisión. Lo aprueba una persona con permiso de publicación.</p>
      )}
      {puedeDecidir && (
        <>
          <section className="estudio-decision" aria-labelledby="estudio-aprobar">
            <h3 id="estudio-aprobar">Aprobar</h3>
            <Button
              busy={ocupado === 'aprobar'}
              onClick={() =>
                void haz('aprobar', async () => {
                  const r = await estudio.aprueba(borrador.id);
                  return `Publicada${r.version ? ` como versión ${r.version}` : ''}: los clientes la ven desde ahora.`;
                })
              }
            >
              Aprobar y publicar ahora
            </Button>
            <div className="estudio-fila">
              <TextField
                label="Publicar el día"
                type="date"
                min={hoyMadrid()}
                value={dia}
                onValueChange={setDia}
                error={errorFecha}
              />
              <TextField label="A las (hora de Madrid)" type="time" value={hora} onValueChange={setHora} />
            </div>
            <Button variant="secondary" busy={ocupado === 'programar'} onClick={programa}>
              Aprobar para ese día y hora
            </Button>
          </section>
          <section className="estudio-decision" aria-labelledby="estudio-rechazar">
            <h3 id="estudio-rechazar">Rechazar</h3>
            <TextAreaField
              label="Motivo del rechazo"
              value={motivo}
              onValueChange={setMotivo}
              error={errorMotivo}
              rows={3}
              maxLength={500}
            />
            <Button variant="secondary" busy={ocupado === 'rechazar'} onClick={rechaza}>
              Rechazar
            </Button>
          </section>
        </>
      )}
      {borrador.estado === 'programada' && borrador.programadaPara && (
        <p>
          Aprobada: se publicará el <FechaHora iso={borrador.programadaPara} />.
        </p>
      )}
      {borrador.estado === 'publicada' && (
        <p>Publicada{borrador.version ? ` como versión ${borrador.version}` : ''}.</p>
      )}
    </div>
  );
}
