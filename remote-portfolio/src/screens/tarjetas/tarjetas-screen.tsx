import { AppLink } from '@area-cliente/shared';
import type { Portfolio } from '@area-cliente/shared/contract';
import { polizaEntries, tarjetasYAsistencia, type PolizaConTarjeta } from '@area-cliente/shared/routes';
import { ErrorState, ScreenSkeleton } from '@area-cliente/shared/ui';
import { refreshPortfolio, usePortfolio, usePortfolioLoading } from '@area-cliente/shared/query';
import { TarjetaDigital } from '../../components/tarjeta-digital';
import { pedirAsistenciaRoute } from '../asistencia/rutas';
import '../../portfolio.css';
import './tarjetas.css';

const TITULO = 'Tarjetas y asistencia';
export const SIN_TARJETAS =
  'No tienes ninguna póliza en vigor con tarjeta digital ni asistencia en carretera.';

/** One policy: what it insures, its roadside help first (a stranded driver looks for it), then its card. */
function PolizaTarjeta({ entrada }: { entrada: PolizaConTarjeta }) {
  const { poliza: p } = entrada;
  const tituloId = `tarjetas-poliza-${entrada.list}-${p.idPoliza}`;
  return (
    <section className="pf-tarjetas__poliza" aria-labelledby={tituloId}>
      <h2 id={tituloId} className="pf-tarjetas__titulo">
        {p.producto}
        {/* A health policy's insured object is often its product's name again. */}
        {p.riesgoAseguradoStr !== p.producto && (
          <>
            {' '}
            <span className="pf-tarjetas__riesgo">{p.riesgoAseguradoStr}</span>
          </>
        )}
      </h2>
      {entrada.asistencia && (
        <AppLink
          to={pedirAsistenciaRoute(p.idPoliza)}
          className="ac-button ac-button--primary pf-tarjetas__asistencia"
          aria-label={`Pedir asistencia en carretera para ${p.riesgoAseguradoStr}`}
        >
          Pedir asistencia en carretera
        </AppLink>
      )}
      {entrada.tarjeta && <TarjetaDigital idPoliza={p.idPoliza} headingLevel={3} />}
      <AppLink to={entrada.path} className="pf-tarjetas__ver">
        Ver la póliza
      </AppLink>
    </section>
  );
}

/** No policy with a card or roadside help today: the way to the policies the customer has. */
function SinTarjetas({ portfolio }: { portfolio: Portfolio }) {
  const polizas = polizaEntries(portfolio);
  return (
    <section className="ac-card">
      <p>{SIN_TARJETAS}</p>
      {polizas.length > 0 && (
        <>
          <p>Puedes consultar tus pólizas:</p>
          <ul className="pf-tarjetas__polizas">
            {polizas.map(({ list, poliza: p, path }) => (
              <li key={`${list}-${p.idPoliza}`}>
                <AppLink to={path}>
                  {p.producto} · {p.riesgoAseguradoStr}
                </AppLink>
              </li>
            ))}
          </ul>
        </>
      )}
    </section>
  );
}

/**
 * /tarjetas: every digital card of the customer's policies and their roadside help, one press from the
 * home and the menu. Read from the session's portfolio: which policies (`tarjetasYAsistencia`), then
 * each card as its policy screen shows it.
 */
export default function TarjetasScreen() {
  const portfolio = usePortfolio();
  const loading = usePortfolioLoading();
  if (!portfolio) {
    return loading ? (
      <ScreenSkeleton title={TITULO} cards={2} />
    ) : (
      <ErrorState onRetry={() => void refreshPortfolio()} />
    );
  }
  const polizas = tarjetasYAsistencia(portfolio);
  return (
    <div className="pf-tarjetas">
      <h1>{TITULO}</h1>
      {polizas.length === 0 ? (
        <SinTarjetas portfolio={portfolio} />
      ) : (
        <>
          <p className="pf-tarjetas__intro">
            Enseña tu tarjeta cuando te la pidan: su código QR dice si la póliza está en vigor hoy.
          </p>
          <div className="pf-tarjetas__lista">
            {polizas.map((entrada) => (
              <PolizaTarjeta key={`${entrada.list}-${entrada.poliza.idPoliza}`} entrada={entrada} />
            ))}
          </div>
        </>
      )}
    </div>
  );
}
