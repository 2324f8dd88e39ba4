import { CALLS, type CoberturasPoliza as Datos } from '@area-cliente/shared/contract';
import {
  CONTRATACION,
  esContratada,
  formatAmount,
  textoFranquicia,
  textoLimite,
  textoReparto,
} from '@area-cliente/shared/domain';
import { Card, ErrorState } from '@area-cliente/shared/ui';
import { useCallQuery } from '@area-cliente/shared/query';

export const SIN_COBERTURAS =
  'No tenemos aquí el detalle de las coberturas de esta póliza. Lo tienes en tus condiciones particulares.';

/** A cell's column name, shown only where the table reads as a list (a phone), where it has no header row. */
const Etiqueta = ({ children }: { children: string }) => (
  <span className="pf-coberturas__etiqueta">{children}: </span>
);

/**
 * 'Qué cubre tu póliza', the same on every line's screen: the annual premium and how it is paid, and
 * every cover of the product with its limit, excess and whether it is included, an optional one taken
 * or one not taken (those last). A table; on a phone each row reads as a short list. Read with its own
 * call (`CALLS.coberturasPoliza`), so the nine lines' detail contracts stay as they are.
 */
export function CoberturasPoliza({ idPoliza }: { idPoliza: number }) {
  const state = useCallQuery(CALLS.coberturasPoliza, { params: { idPoliza } });
  switch (state.status) {
    case 'ready':
      return <Coberturas poliza={state.data} />;
    case 'error':
      return <ErrorState message={state.message} onRetry={state.reload} />;
    // Loading: the section comes with its data; not found: the policy screen already says so.
    default:
      return null;
  }
}

function Coberturas({ poliza }: { poliza: Datos }) {
  const reparto = textoReparto(poliza.primaAnual, poliza.periodicidad);
  const coberturas = [
    ...poliza.coberturas.filter(esContratada),
    ...poliza.coberturas.filter((c) => !esContratada(c)),
  ];
  return (
    <Card title="Qué cubre tu póliza" className="pf-coberturas">
      {poliza.primaAnual !== null && (
        <div className="pf-coberturas__prima">
          <p>
            Prima anual <strong>{formatAmount(poliza.primaAnual)}</strong>
          </p>
          {reparto && <p className="pf-coberturas__reparto">{reparto}</p>}
        </div>
      )}
      {coberturas.length === 0 ? (
        <p>{SIN_COBERTURAS}</p>
      ) : (
        <table className="pf-coberturas__tabla">
          <thead>
            <tr>
              <th scope="col">Cobertura</th>
              <th scope="col">Límite</th>
              <th scope="col">Franquicia</th>
              <th scope="col">Contratación</th>
            </tr>
          </thead>
          <tbody>
            {coberturas.map((c) => (
              <tr key={c.descripcion} className={esContratada(c) ? undefined : 'pf-coberturas__no'}>
                <th scope="row">{c.descripcion}</th>
                <td>
                  <Etiqueta>Límite</Etiqueta>
                  {textoLimite(c)}
                </td>
                <td className="pf-coberturas__corto">
                  <Etiqueta>Franquicia</Etiqueta>
                  {textoFranquicia(c)}
                </td>
                <td className="pf-coberturas__corto">
                  <Etiqueta>Contratación</Etiqueta>
                  {CONTRATACION[c.contratacion]}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </Card>
  );
}
