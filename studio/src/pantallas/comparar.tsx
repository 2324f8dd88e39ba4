import { Comparacion } from '../editor/comparacion';
import { enlace } from '../navegacion';

/** A published version against the live one. */
export function CompararPantalla({ version }: { version: string }) {
  return (
    <div>
      <p>
        <a href="/estudio/" onClick={enlace({ nombre: 'portada' })}>
          Volver a la campaña
        </a>
      </p>
      <h1>La versión {version} frente a la publicada</h1>
      <Comparacion que={{ version }} />
    </div>
  );
}
