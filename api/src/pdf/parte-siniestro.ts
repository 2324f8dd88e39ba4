import { formatDate } from '@area-cliente/shared/domain';
import type { DeclaracionGuardada } from '../repositories/declaraciones';
import type { PdfDocument, PdfRow, PdfSection } from './render-pdf';

/** The 'Parte de siniestro': everything the customer declared online, as they declared it. */
export function parteSiniestroPdf(numSiniestro: string, d: DeclaracionGuardada, enviada: Date): PdfDocument {
  const rows: PdfRow[] = [
    ['Número de siniestro', numSiniestro],
    ['Póliza', d.numPoliza],
    ['Riesgo asegurado', d.riesgo],
    ['Qué ha pasado', d.tipo],
    ['Fecha del siniestro', formatDate(d.fecha)],
    ['Lugar', d.lugar],
  ];
  const sections: PdfSection[] = [{ heading: 'Datos del siniestro', rows }];
  if (d.contrario)
    sections.push({
      heading: 'Otro vehículo',
      rows: [
        ['Matrícula', d.contrario.matricula],
        ['Aseguradora', d.contrario.aseguradora],
        ['Declaración amistosa firmada', d.contrario.declaracionAmistosa ? 'Sí' : 'No'],
      ],
    });
  sections.push(
    { heading: 'Descripción', paragraphs: [d.descripcion] },
    {
      heading: 'Contacto',
      rows: [
        ['Teléfono', d.telefono],
        ['Mejor hora para llamar', d.franjaContacto],
        ['Fotos adjuntas', String(d.fotos)],
      ],
    },
  );
  return {
    title: 'Parte de siniestro',
    subtitle: `Siniestro ${numSiniestro} · declarado en el Área Cliente`,
    generadoEl: enviada,
    sections,
  };
}
