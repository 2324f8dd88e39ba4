import type { SiniestroDetalle } from '@area-cliente/shared/contract';
import {
  clausulaFirma,
  etiquetaEstadoSiniestro,
  formatDate,
  orSinDatos,
  sePuedeFirmar,
  situacionFirma,
} from '@area-cliente/shared/domain';
import type { DocumentoDescarga } from '../repositories/siniestros';
import type { PdfDocument, PdfRow, PdfSection } from './render-pdf';
import { seccionAFirmar } from './texto-a-firmar';

function datosSiniestro(s: SiniestroDetalle): PdfSection {
  const rows: PdfRow[] = [
    ['Número de siniestro', s.numSiniestro],
    ['Póliza', s.numPoliza],
    ['Riesgo', s.riesgo],
    ['Tipo', s.tipo],
    ['Estado', etiquetaEstadoSiniestro(s.estado)],
    ['Fecha de ocurrencia', formatDate(s.fecOcurrencia)],
    ['Fecha de comunicación', formatDate(s.fecApertura)],
  ];
  if (s.lugarAccidente) rows.push(['Lugar del accidente', s.lugarAccidente]);
  if (s.direccion)
    rows.push(['Dirección', [s.direccion, s.codPostal, s.poblacion].filter(Boolean).join(', ')]);
  if (s.matriculaVA) rows.push(['Matrícula del vehículo asegurado', s.matriculaVA]);
  if (s.nombre) rows.push(['Mascota', `${s.nombre}${s.especie ? ` (${s.especie.toLowerCase()})` : ''}`]);
  if (s.danios.length) rows.push(['Daños', s.danios.join(', ')]);
  return { heading: 'Datos del siniestro', rows };
}

function vehiculos(s: SiniestroDetalle): PdfSection[] {
  const sections: PdfSection[] = [];
  if (s.contrarios.length)
    sections.push({
      heading: 'Vehículos contrarios',
      table: {
        columns: ['Matrícula', 'Modelo', 'Compañía'],
        rows: s.contrarios.map((c) => [c.matricula, orSinDatos(c.modelo), orSinDatos(c.compania)]),
      },
    });
  if (s.encargos.length)
    sections.push({
      heading: 'Peritaciones y talleres',
      table: {
        columns: ['Fecha', 'Estado', 'Taller'],
        rows: s.encargos.map((e) => [
          e.fechaActuacion ? formatDate(e.fechaActuacion) : '',
          etiquetaEstadoSiniestro(e.estado),
          e.taller,
        ]),
      },
    });
  return sections;
}

const sinExtension = (nombre: string) => nombre.replace(/\.pdf$/i, '');

/** File name the browser shows for the document. */
export function nombreFichero(d: DocumentoDescarga): string {
  const nombre = d.clase === 'FIRMA' ? d.documento.nombreDoc : d.nombreDoc;
  return `${sinExtension(nombre)} - ${d.siniestro.numSiniestro}.pdf`;
}

/**
 * The PDF of a claim document, built from the claim's own data. A document to sign carries what
 * signing it means (the clause the signing dialog shows) and no state: these are the pages a signed
 * copy keeps byte for byte, and its signature page tells the final state. One answered elsewhere
 * says how.
 */
export function documentoSiniestroPdf(d: DocumentoDescarga, generadoEl: Date): PdfDocument {
  const s = d.siniestro;
  const subtitle = `Siniestro ${s.numSiniestro} · ${s.titulo}`;
  if (d.clase === 'FIRMA') {
    const { documento } = d;
    const clausula = clausulaFirma({ nombreDoc: documento.nombreDoc, numSiniestro: s.numSiniestro });
    return {
      title: sinExtension(documento.nombreDoc),
      subtitle,
      generadoEl,
      sections: [
        ...(sePuedeFirmar(documento)
          ? []
          : [
              { heading: 'Documento', rows: [['Situación', situacionFirma(documento)]] } satisfies PdfSection,
            ]),
        seccionAFirmar(clausula),
        datosSiniestro(s),
        ...vehiculos(s),
      ],
    };
  }
  return {
    title: sinExtension(d.nombreDoc),
    subtitle,
    generadoEl,
    sections: [
      {
        heading: 'Comunicación',
        rows: [['Fecha', formatDate(d.notificacion.fecha)]],
        paragraphs: [d.notificacion.texto],
      },
      datosSiniestro(s),
      ...vehiculos(s),
    ],
  };
}
