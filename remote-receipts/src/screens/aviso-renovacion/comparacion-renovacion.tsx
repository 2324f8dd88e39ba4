import {
  CALLS,
  type ComparacionRenovacion as ComparacionRenovacionDatos,
} from '@area-cliente/shared/contract';
import {
  cambiosCoberturas,
  diferenciaPrima,
  formatAmount,
  textoCambio,
  textoDiferencia,
} from '@area-cliente/shared/domain';
import { Card, DataList } from '@area-cliente/shared/ui';
import { useCallQuery } from '@area-cliente/shared/query';

export const SIN_CAMBIOS_COBERTURAS = 'Tus coberturas no cambian.';

/** 'Qué cambia al renovar': this year's premium beside the renewal's, the difference and the covers that change. */
export function ComparacionRenovacion({ idPoliza }: { idPoliza: string }) {
  const state = useCallQuery(CALLS.comparacionRenovacion, { params: { idPoliza } });
  // Only a notice that states the new premium compares; a failed load leaves the notice as it was.
  if (state.status !== 'ready' || !state.data.comparacion) return null;
  return <ComparacionRenovacionCard comparacion={state.data.comparacion} />;
}

export function ComparacionRenovacionCard({ comparacion }: { comparacion: ComparacionRenovacionDatos }) {
  const { primaAnterior, primaNueva, coberturasAnteriores, coberturasNuevas } = comparacion;
  const cambios = cambiosCoberturas(coberturasAnteriores, coberturasNuevas);
  return (
    <Card title="Qué cambia al renovar">
      <DataList
        items={[
          { label: 'Prima anual actual', value: formatAmount(primaAnterior) },
          { label: 'Prima anual al renovar', value: formatAmount(primaNueva) },
          { label: 'Diferencia', value: textoDiferencia(diferenciaPrima(primaAnterior, primaNueva)) },
        ]}
      />
      <h3 className="rr-subtitle">Cambios en las coberturas</h3>
      {cambios.length === 0 ? (
        <p>{SIN_CAMBIOS_COBERTURAS}</p>
      ) : (
        <ul className="rr-cambios">
          {cambios.map((c) => (
            <li key={`${c.tipo}-${c.descripcion}`}>{textoCambio(c)}</li>
          ))}
        </ul>
      )}
    </Card>
  );
}
