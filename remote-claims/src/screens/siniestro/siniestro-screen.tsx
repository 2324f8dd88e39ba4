import { AppLink, type RemoteProps } from '@area-cliente/shared';
import { nuevoMensajeRoute } from '@area-cliente/shared/routes';
import { Button, ErrorState, MediatedNotice, NotFound, ScreenSkeleton } from '@area-cliente/shared/ui';
import { useScreenQuery } from '@area-cliente/shared/query';
import { DatosGenerales, EstadoBadge } from './datos-generales';
import { DocumentosMenu } from './documentos-menu';
import { Historial } from './historial';
import { LINEAS, siniestroData, type LineaSiniestro } from './lineas';
import { TallerSiniestro } from './taller';
import { Contrarios, Encargos } from './vehiculos';
import './siniestro-screen.css';

const NO_ENCONTRADO_SINIESTRO = 'No hemos encontrado este siniestro entre los de tus pólizas.';

type Props = RemoteProps & { linea: LineaSiniestro };

/**
 * Claim detail (SPEC §2): loads before showing and again when the claim number changes; a foreign or
 * missing claim shows the not-found state.
 */
export function SiniestroScreen({ linea, params, navigate }: Props) {
  const config = LINEAS[linea];
  const state = useScreenQuery(siniestroData(linea), params);

  switch (state.status) {
    case 'loading':
      return <ScreenSkeleton cards={3} />;
    case 'not-found':
      return (
        <NotFound message={NO_ENCONTRADO_SINIESTRO}>
          <Button variant="primary" onClick={() => navigate('/inicio')}>
            Ir al inicio
          </Button>
        </NotFound>
      );
    case 'error':
      return <ErrorState message={state.message} onRetry={state.reload} />;
    case 'ready': {
      const s = state.data;
      return (
        <article className="claims" aria-labelledby="claims-title">
          <header className="claims-header">
            <p className="claims-header__kicker">{config.titulo}</p>
            <h1 id="claims-title" className="claims-header__title">
              {s.titulo}
            </h1>
            <p className="claims-header__meta">
              <span>Nº {s.numSiniestro}</span>
              <EstadoBadge estado={s.estado} esAutos={config.esAutos} />
            </p>
            <MediatedNotice mediacion={s.mediacion} />
            <p className="claims-header__escribir">
              <AppLink to={nuevoMensajeRoute('SINIESTRO', s.numSiniestro)}>
                Escribir sobre este siniestro
              </AppLink>
            </p>
          </header>
          <div className="claims-grid">
            <DatosGenerales siniestro={s} linea={config} />
            <DocumentosMenu
              documentos={s.documentosSiniestro}
              numSiniestro={s.numSiniestro}
              onFirmado={state.reload}
              navigate={navigate}
            />
            {config.esAutos && <TallerSiniestro siniestro={s} onCambiado={state.reload} />}
            <Historial siniestro={s} />
            {config.esAutos && <Contrarios contrarios={s.contrarios} />}
            {config.esAutos && <Encargos encargos={s.encargos} />}
          </div>
        </article>
      );
    }
  }
}

export default SiniestroScreen;
