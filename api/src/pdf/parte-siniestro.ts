import type { TallerElegido } from '@area-cliente/shared/contract';
import { formatDate, formatTelefono } from '@area-cliente/shared/domain';
import type { DeclaracionGuardada } from '../repositories/declaraciones';
import type { PdfDocument, PdfRow, PdfSection } from './render-pdf';

/** Where the customer wants the car repaired, as chosen now (it may change while the claim is open). */
function tallerRows(taller: TallerElegido): PdfRow[] {
  if (taller.clase === 'PROPIO') return [['Taller', `${taller.nombre} (taller elegido por ti)`]];
  const t = taller.taller;
  return [
    ['Taller concertado', t.nombre],
    ['Dirección', `${t.direccion}, ${t.codPostal} ${t.poblacion}`],
    ['Teléfono', formatTelefono(t.telefono)],
    ['Horario', t.horario],
  ];
}

/**
 * The 'Parte de siniestro': everything the customer declared online, as they declared it, and the
 * workshop the claim names when the PDF is made.
 */
export function parteSiniestroPdf(
  numSiniestro: string,
  d: DeclaracionGuardada,
  enviada: Date,
  taller: TallerElegido | null,
): PdfDocument {
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
  if (taller) sections.push({ heading: 'Dónde reparar el vehículo', rows: tallerRows(taller) });
  return {
    title: 'Parte de siniestro',
    subtitle: `Siniestro ${numSiniestro} · declarado en el Área Cliente`,
    generadoEl: enviada,
    sections,
  };
}
