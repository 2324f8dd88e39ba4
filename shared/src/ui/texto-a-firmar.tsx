import { type Ref, useId } from 'react';
import type { TextoAFirmar } from '../domain/texto-a-firmar';
import { DataList } from './data-list';

/**
 * A text to sign, in full, before the confirming step: a region named by its title that scrolls
 * within the dialog and takes the keyboard's focus, so it can be read with the arrow keys too.
 */
export function TextoAFirmarRegion({ texto, ref }: { texto: TextoAFirmar; ref?: Ref<HTMLElement> }) {
  const id = useId();
  return (
    <section ref={ref} className="ac-texto-firmar" aria-labelledby={id} tabIndex={0}>
      <h3 id={id} className="ac-texto-firmar__titulo">
        {texto.titulo}
      </h3>
      {texto.apartados.map((apartado) => (
        <div key={apartado.titulo} className="ac-texto-firmar__apartado">
          <h4 className="ac-texto-firmar__subtitulo">{apartado.titulo}</h4>
          {apartado.filas.length > 0 && (
            <DataList items={apartado.filas.map(([label, value]) => ({ label, value }))} />
          )}
          {apartado.parrafos.map((parrafo) => (
            <p key={parrafo} className="ac-texto-firmar__parrafo">
              {parrafo}
            </p>
          ))}
        </div>
      ))}
    </section>
  );
}
