import type { Comparacion as Datos } from '@area-cliente/shared/contract';
import { Spinner } from '@area-cliente/shared/ui';
import { useEffect, useState } from 'react';
import { estudio } from '../api/cliente';
import { AvisoError } from '../ui';
import { tituloDe, type Tarjeta } from './documento';

/** What a draft or a version changes against the live campaign: cards new, changed and retired. */
export function Comparacion({
  que,
  recarga = 0,
}: {
  que: { borrador: number } | { version: string };
  recarga?: number;
}) {
  const [datos, setDatos] = useState<Datos>();
  const [error, setError] = useState<unknown>();
  const clave = JSON.stringify(que);
  useEffect(() => {
    setError(undefined);
    estudio.compara(que).then(setDatos).catch(setError);
    // The key stands for `que`; `recarga` asks again after a save.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [clave, recarga]);
  if (error) return <AvisoError error={error} />;
  if (!datos) return <Spinner label="Comparando con la campaña publicada" />;
  const vacia = datos.nuevas.length + datos.cambiadas.length + datos.retiradas.length === 0;
  if (vacia) return <p>Las tarjetas son las mismas que las de la campaña publicada.</p>;
  const titulo = (c: unknown) => tituloDe(c as Tarjeta);
  return (
    <dl className="estudio-comparacion">
      <Grupo nombre="Nuevas" clase="nueva" titulos={datos.nuevas.map(titulo)} />
      <Grupo nombre="Cambian" clase="cambiada" titulos={datos.cambiadas.map((c) => titulo(c.despues))} />
      <Grupo nombre="Se retiran" clase="retirada" titulos={datos.retiradas.map(titulo)} />
    </dl>
  );
}

function Grupo({ nombre, clase, titulos }: { nombre: string; clase: string; titulos: string[] }) {
  if (titulos.length === 0) return null;
  return (
    <div className={`estudio-comparacion__grupo estudio-comparacion__grupo--${clase}`}>
      <dt>
        {nombre} ({titulos.length})
      </dt>
      {titulos.map((t, i) => (
        <dd key={`${i}:${t}`}>{t}</dd>
      ))}
    </div>
  );
}
