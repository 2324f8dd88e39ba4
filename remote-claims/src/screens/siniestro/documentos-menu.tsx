import {
  Button,
  type DocumentoSiniestro,
  esValoracionRechazada,
  NUEVA_RECLAMACION_PATH,
  sePuedeFirmar,
  situacionFirma,
} from '@area-cliente/shared';
import { useState } from 'react';
import { DocumentoBoton } from '../../components/documento-boton';
import { FirmaPopup } from './firma-popup';

const claseFirma = (d: DocumentoSiniestro) =>
  d.aceptado === null ? 'pendiente' : d.aceptado ? 'firmado' : 'rechazado';

/**
 * The claim's side menu: its documents, each opening as a PDF, with their signature state; one still
 * 'Pendiente de firma' can be signed here (issue 32), and a rejected valuation shows what comes next.
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
                    ¿No estás de acuerdo con la valoración? Puedes presentar una reclamación y la revisaremos.
                  </p>
                  <Button variant="link" onClick={() => navigate(NUEVA_RECLAMACION_PATH)}>
                    No estoy de acuerdo: reclamar
                  </Button>
                </div>
              )}
            </li>
          ))}
        </ul>
      )}
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
