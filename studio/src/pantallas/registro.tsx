import { Spinner } from '@area-cliente/shared/ui';
import { type ReactNode, useEffect, useState } from 'react';
import { AvisoError, FechaHora } from '../ui';

export interface Columna<E> {
  titulo: string;
  valor: (entrada: E) => ReactNode;
}

/**
 * An audit as a screen: its newest entries as a table (when and who first), and the whole list as a
 * CSV file. Marketing's changes and customer service's conversations each have one.
 */
export function Registro<E extends { cuando: string; quien: string }>(props: {
  titulo: string;
  /** What the table lists, for its caption and its scrolling region. */
  que: string;
  csv: string;
  cargar: () => Promise<{ entradas: E[] }>;
  columnas: Columna<E>[];
}) {
  const { titulo, que, csv, cargar, columnas } = props;
  const [entradas, setEntradas] = useState<E[]>();
  const [error, setError] = useState<unknown>();
  useEffect(() => {
    cargar()
      .then((r) => setEntradas(r.entradas))
      .catch(setError);
  }, [cargar]);
  return (
    <div>
      <h1>{titulo}</h1>
      <p>
        <a href={csv} download>
          Descargar el registro (CSV)
        </a>
      </p>
      <AvisoError error={error} />
      {!entradas && !error && <Spinner label="Cargando el registro" />}
      {entradas?.length === 0 && <p>Todavía no hay nada en el registro.</p>}
      {!!entradas?.length && (
        // Scrolls sideways on a phone: a region the keyboard can reach and scroll too.
        <div className="estudio-tabla" role="region" aria-label={que} tabIndex={0}>
          <table>
            <caption className="ac-visually-hidden">{que}, la más reciente primero</caption>
            <thead>
              <tr>
                <th scope="col">Cuándo</th>
                <th scope="col">Quién</th>
                {columnas.map((c) => (
                  <th key={c.titulo} scope="col">
                    {c.titulo}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {entradas.map((e, i) => (
                <tr key={i}>
                  <td>
                    <FechaHora iso={e.cuando} />
                  </td>
                  <td>{e.quien}</td>
                  {columnas.map((c) => (
                    <td key={c.titulo}>{c.valor(e)}</td>
                  ))}
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </div>
  );
}
