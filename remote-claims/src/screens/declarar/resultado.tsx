import { AppLink } from '@area-cliente/shared';
import { LINEAS_CON_SINIESTROS, type RamoConSiniestros } from '@area-cliente/shared/domain';
import { siniestroRoute } from '@area-cliente/shared/routes';
import { Alert } from '@area-cliente/shared/ui';
import { useEffect, useRef } from 'react';

type Declarada = {
  numSiniestro: string;
  ramo: RamoConSiniestros;
  mediada: boolean;
};

/** The portfolio list the line's claims come in (its screen's route is the list's). */
const listaSiniestros = (ramo: Declarada['ramo']) =>
  LINEAS_CON_SINIESTROS.find((l) => l.ramo === ramo)!.siniestros.lista;

export function Resultado({ declarada }: { declarada: Declarada }) {
  const titulo = useRef<HTMLHeadingElement>(null);
  useEffect(() => titulo.current?.focus(), []);
  return (
    <section className="declarar-resultado" aria-labelledby="declarar-resultado-titulo">
      <h2 id="declarar-resultado-titulo" ref={titulo} tabIndex={-1} className="declarar-paso__titulo">
        Hemos recibido tu declaración
      </h2>
      <Alert kind="success">
        Tu siniestro es el <strong>Nº {declarada.numSiniestro}</strong>.
      </Alert>
      {declarada.mediada && (
        <p className="declarar-resultado__mediador">Hemos informado a tu mediador de seguros.</p>
      )}
      <h3 className="declarar-resultado__subtitulo">¿Y ahora qué?</h3>
      <ol className="declarar-resultado__siguientes">
        <li>Un tramitador revisará tu declaración y las fotos.</li>
        <li>Te llamaremos al teléfono que nos has dado, en la franja que has elegido.</li>
        <li>Puedes seguir el estado del siniestro en todo momento en el Área Cliente.</li>
      </ol>
      <AppLink
        to={siniestroRoute(listaSiniestros(declarada.ramo), declarada)}
        className="ac-button ac-button--primary"
      >
        Ver el siniestro
      </AppLink>
    </section>
  );
}
