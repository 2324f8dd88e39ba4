import type { DocumentoContrato, PolizaBase, PolizaMasc } from '@area-cliente/shared/contract';
import { formatAmount, formatDate } from '@area-cliente/shared/domain';
import type { PdfDocument, PdfRow, PdfSection } from './render-pdf';

const capitalizar = (s: string | null) => (s ? s.charAt(0) + s.slice(1).toLowerCase() : null);

function datosPoliza(p: PolizaBase): PdfSection {
  return {
    heading: 'Datos de la póliza',
    rows: [
      ['Número de póliza', p.numPoliza],
      ['Producto', p.producto],
      ['Riesgo asegurado', p.riesgoAseguradoStr],
      ['Fecha de efecto', formatDate(p.fecEfecto)],
      ['Fecha de vencimiento', formatDate(p.fechaVto)],
      ['Periodicidad de pago', capitalizar(p.periodicidad)],
      ['Cliente desde', formatDate(p.fecAntiguedad)],
    ],
  };
}

function tomador(p: PolizaBase): PdfSection {
  return {
    heading: 'Tomador',
    rows: [
      ['Nombre', p.nombreTomador],
      ['Dirección', p.direccionTomador],
      ['Teléfono', p.telefonoTomador],
      ['E-mail', p.emailTomador],
    ],
  };
}

function banco(p: PolizaBase): PdfSection {
  return {
    heading: 'Datos bancarios',
    rows: [
      ['IBAN', p.iban],
      ['Titular de la cuenta', p.titular],
    ],
  };
}

/** Extra rows a line adds to its contract document (sums insured, vehicle...). */
export type FilasRiesgo = PdfRow[];

/** A contract document (CCPP) built from the policy's data. */
export function documentoContratoPdf(
  doc: DocumentoContrato,
  poliza: PolizaBase,
  riesgo: FilasRiesgo,
  generadoEl: Date,
): PdfDocument {
  const vigencia =
    doc.tipo === 'ACTUAL'
      ? `Condiciones vigentes desde el ${formatDate(doc.fechaEfecto)}.`
      : `Condiciones que se aplicarán desde el ${formatDate(doc.fechaEfecto)}, en la próxima renovación de la póliza.`;
  const sections: PdfSection[] = [datosPoliza(poliza), tomador(poliza)];
  if (riesgo.length) sections.push({ heading: 'Riesgo asegurado', rows: riesgo });
  sections.push(banco(poliza), {
    heading: 'Vigencia del documento',
    paragraphs: [
      vigencia,
      'Este documento recoge las condiciones particulares de tu póliza. Para cualquier duda, contacta con tu oficina o con Atención al Cliente.',
    ],
  });
  return {
    title: doc.nombre,
    subtitle: `${poliza.producto} · Póliza ${poliza.numPoliza}`,
    sections,
    generadoEl,
  };
}

/** Rows describing the insured risk of a line, for the contract document. */
export function filasRiesgo(poliza: Record<string, unknown>): FilasRiesgo {
  const text = (k: string) => (typeof poliza[k] === 'string' ? (poliza[k] as string) : null);
  const num = (k: string) => (typeof poliza[k] === 'number' ? (poliza[k] as number) : null);
  const importe = (k: string) => {
    const n = num(k);
    return n === null ? null : formatAmount(n);
  };
  const rows: FilasRiesgo = [];
  const add = (label: string, value: string | null) => {
    if (value !== null) rows.push([label, value]);
  };
  add('Vehículo', text('vehiculo'));
  add('Matrícula', text('matricula'));
  add('Número de bastidor', text('numBastidor'));
  add('Dirección', text('direccion'));
  add('Continente', importe('continente'));
  add('Contenido', importe('contenido'));
  add('Negocio', text('nombreNeg'));
  add('Actividad', text('actividadNeg'));
  add('Tipo de vehículo', text('tipoVehDesc'));
  add('Número de serie', text('numSerieVeh'));
  add('Valor del vehículo', importe('valorVeh'));
  add('Mascota', text('nombre'));
  add('Chip', text('chip'));
  return rows;
}

/** The pet insurance certificate ('Certificado de Aseguramiento'). */
export function certificadoMascotaPdf(p: PolizaMasc, hoy: string, generadoEl: Date): PdfDocument {
  return {
    title: 'Certificado de Aseguramiento',
    subtitle: `${p.nombre} · Póliza ${p.numPoliza}`,
    sections: [
      {
        heading: 'Certificado',
        paragraphs: [
          `La entidad aseguradora certifica que el animal identificado a continuación, ${p.nombre}, está asegurado por la póliza ${p.numPoliza} (${p.producto}), en vigor a fecha ${formatDate(hoy)}, desde el ${formatDate(p.fecEfecto)} hasta el ${formatDate(p.fechaVto)}.`,
        ],
      },
      {
        heading: 'Animal asegurado',
        rows: [
          ['Nombre', p.nombre],
          ['Especie', capitalizar(p.especie)],
          ['Raza', p.raza],
          ['Sexo', capitalizar(p.sexo)],
          ['Fecha de nacimiento', formatDate(p.fecNacimiento)],
          ['Número de chip', p.chip],
        ],
      },
      tomador(p),
      {
        heading: 'Cobertura',
        rows: [
          ['Producto', p.producto],
          ['Fecha de efecto', formatDate(p.fecEfecto)],
          ['Fecha de vencimiento', formatDate(p.fechaVto)],
        ],
        paragraphs: ['Y para que así conste, se expide el presente certificado a petición del tomador.'],
      },
    ],
    generadoEl,
  };
}
