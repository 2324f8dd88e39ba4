import { api, AppLink, isApiError, type RemoteProps } from '@area-cliente/shared';
import { CALLS, type Reclamacion } from '@area-cliente/shared/contract';
import { formatDate, normalizaCodigoReclamacion } from '@area-cliente/shared/domain';
import { RECLAMACIONES_PATH } from '@area-cliente/shared/routes';
import { Alert, Button, Card, DataList, Loaded } from '@area-cliente/shared/ui';
import { queryClient, useCallQuery } from '@area-cliente/shared/query';
import { useState } from 'react';
import { abrirJustificante, CaminoSiguiente, EstadoEtiqueta } from './comun';
import './reclamaciones.css';

const NO_GUARDADO = 'No hemos podido guardar tu valoración. Vuelve a intentarlo.';

/** One complaint: its state and dates, the answer when there is one, and the way onwards. */
export function ReclamacionScreen({ params }: RemoteProps) {
  const codigo = normalizaCodigoReclamacion(params.codigo ?? '');
  const state = useCallQuery(CALLS.reclamacion, codigo ? { params: { codigo } } : null);
  return <Loaded state={state}>{(r) => <Detalle r={r} />}</Loaded>;
}

function Detalle({ r }: { r: Reclamacion }) {
  const [enviando, setEnviando] = useState(false);
  const [aviso, setAviso] = useState<string | null>(null);
  const rechaza = async () => {
    setEnviando(true);
    setAviso(null);
    try {
      const nueva = await api.call(CALLS.rechazaRespuestaReclamacion, { params: { codigo: r.codigo } });
      queryClient.setQueryData([CALLS.reclamacion.path, { codigo: r.codigo }], nueva);
      void queryClient.invalidateQueries({ queryKey: [CALLS.reclamaciones.path] });
    } catch (error) {
      setAviso(isApiError(error) ? error.mensaje : NO_GUARDADO);
    } finally {
      setEnviando(false);
    }
  };
  return (
    <article className="reclamaciones" aria-labelledby="reclamacion-title">
      <p className="reclamaciones__volver">
        <AppLink to={RECLAMACIONES_PATH}>Volver a mis reclamaciones</AppLink>
      </p>
      <h1 id="reclamacion-title" className="claims-header__title">
        Reclamación {r.codigo}
      </h1>
      <EstadoEtiqueta r={r} />
      <Card title="Datos de la reclamación">
        <DataList
          items={[
            { label: 'Asunto', value: r.asunto },
            { label: 'Motivo', value: r.motivo },
            { label: 'Presentada el', value: formatDate(r.presentadaDia) },
            { label: 'Fecha límite de respuesta', value: formatDate(r.fechaLimite) },
            { label: 'Contacto preferido', value: r.contacto ?? 'Sin preferencia' },
          ]}
        />
        <h3 className="reclamaciones__subtitulo">Lo que nos contaste</h3>
        <p className="reclamaciones__texto">{r.descripcion}</p>
        <Button variant="secondary" onClick={() => void abrirJustificante(r.codigo)}>
          Descargar justificante (PDF)
        </Button>
      </Card>
      {r.respuesta !== null && (
        <Card title="Respuesta del Servicio de Atención al Cliente">
          {r.respondidaEl && (
            <p className="reclamaciones__fechas">Respondida el {formatDate(r.respondidaEl.slice(0, 10))}</p>
          )}
          <p className="reclamaciones__texto">{r.respuesta}</p>
          {r.insatisfecha ? (
            <p>Nos has indicado que esta respuesta no te satisface.</p>
          ) : (
            <Button variant="secondary" busy={enviando} onClick={() => void rechaza()}>
              No estoy satisfecho con la respuesta
            </Button>
          )}
          {aviso && <Alert kind="error">{aviso}</Alert>}
        </Card>
      )}
      {r.respuesta === null && !r.fueraDePlazo && (
        <Alert kind="info">
          Estamos estudiando tu reclamación. Te responderemos como muy tarde el {formatDate(r.fechaLimite)}.
        </Alert>
      )}
      {r.puedeEscalar && <CaminoSiguiente r={r} />}
    </article>
  );
}
