import { formatDate, type DocumentoSiniestro } from '@area-cliente/shared';
import { DocumentoBoton } from '../../components/documento-boton';

/** 'Firmado el' / 'Rechazado el' with the signature date (SPEC §2); unanswered ones wait for a signature. */
function situacionFirma(d: DocumentoSiniestro): string {
  if (d.aceptado === null) return 'Pendiente de firma';
  return `${d.aceptado ? 'Firmado el' : 'Rechazado el'} ${formatDate(d.fechaFirma)}`;
}

/** The claim's side menu: its documents, each opening as a PDF, with their signature state. */
export function DocumentosMenu({ documentos }: { documentos: DocumentoSiniestro[] }) {
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
              <span
                className={`claims-firma claims-firma--${d.aceptado === null ? 'pendiente' : d.aceptado ? 'firmado' : 'rechazado'}`}
              >
                {situacionFirma(d)}
              </span>
            </li>
          ))}
        </ul>
      )}
    </nav>
  );
}
