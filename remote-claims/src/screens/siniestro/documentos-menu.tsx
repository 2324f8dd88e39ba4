import { type DocumentoSiniestro } from '@area-cliente/shared/contract';
import { esValoracionRechazada, sePuedeFirmar, situacionFirma } from '@area-cliente/shared/domain';
import { NUEVA_RECLAMACION_PATH } from '@area-cliente/shared/routes';
import { Button } from '@area-cliente/shared/ui';
import { CallBackPopup } from '@area-cliente/shared/query';
import { useState } from 'react';
import { DocumentoBoton } from '../../components/documento-boton';
import { FirmaPopup } from './firma-popup';

export const PEDIR_LLAMADA = 'Quiero que me llaméis';

const claseFirma = (d: DocumentoSiniestro) =>
  d.aceptado === null ? 'pendiente' : d.aceptado ? 'firmado' : 'rechazado';

/**
 * The claim's side menu: its documents, each opening as a PDF, with their signature state; one still
 * 'Pendiente de firma' can be signed here, and a rejected valuation shows what comes next:
 * a complaint, or a call from the claims department.
 */
export function DocumentosMenu({
  documentos,
  numSiniestro,
  onFirmado,
  navigate,
}: {
  documentos: DocumentoSiniestro[];
  numSiniestro: string;
  onFirmado: () => void;
  navigate: (path: string) => void;
}) {
  const [firmando, setFirmando] = useState<DocumentoSiniestro | null>(null);
  const [llamada, setLlamada] = useState(false);
  return (
    <nav className="ac-card claims-side" aria-labelledby="claims-docs-title">
      <h2 id="claims-docs-title" className="ac-card__title">
        Documentos del siniestro
      </h2>
      {documentos.length === 0 ? (
        <p className="claims-muted">Este siniestro no tiene documentos para firmar.</p>
      ) : (
        <ul className="claims-docs">
          {documentos.map((d) => (
            <li key={d.uuid} className="claims-docs__item">
              <DocumentoBoton uuid={d.uuid} nombre={d.nombreDoc} />
              <span className={`claims-firma claims-firma--${claseFirma(d)}`}>{situacionFirma(d)}</span>
              {sePuedeFirmar(d) && (
                <Button variant="secondary" className="claims-firmar" onClick={() => setFirmando(d)}>
                  Firmar<span className="ac-visually-hidden"> «{d.nombreDoc}»</span>
                </Button>
              )}
              {esValoracionRechazada(d) && (
                <div className="claims-siguiente">
                  <p className="claims-siguiente__texto">
                    ¿No estás de acuerdo con la valoración? Puedes presentar una reclamación y la revisaremos,
                    o pedir que te llamemos para hablarlo.
                  </p>
                  <Button variant="link" onClick={() => navigate(NUEVA_RECLAMACION_PATH)}>
                    No estoy de acuerdo: reclamar
                  </Button>
                  <Button variant="link" onClick={() => setLlamada(true)}>
                    {PEDIR_LLAMADA}
                  </Button>
                </div>
              )}
            </li>
          ))}
        </ul>
      )}
      {/* The claims department calls back ('S'), through the same call-back request as 'Mi oficina'. */}
      <CallBackPopup open={llamada} onClose={() => setLlamada(false)} asunto="S" />
      {firmando && (
        <FirmaPopup
          documento={firmando}
          numSiniestro={numSiniestro}
          onClose={(firmado) => {
            setFirmando(null);
            if (firmado) onFirmado();
          }}
        />
      )}
    </nav>
  );
}
