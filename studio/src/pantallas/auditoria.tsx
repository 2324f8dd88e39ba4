import { ESTUDIO_RUTAS, type EntradaAuditoria } from '@area-cliente/shared/contract';
import { estudio } from '../api/cliente';
import { type Columna, Registro } from './registro';

const ACCIONES: Record<EntradaAuditoria['accion'], string> = {
  creado: 'Creó un borrador',
  editado: 'Editó un borrador',
  enviado: 'Envió a revisión',
  aprobado: 'Aprobó',
  rechazado: 'Rechazó',
  publicado: 'Publicó',
  programado: 'Programó',
  restaurado: 'Volvió a una versión',
  imagen: 'Subió una imagen',
};

const COLUMNAS: Columna<EntradaAuditoria>[] = [
  { titulo: 'Qué', valor: (e) => ACCIONES[e.accion] },
  { titulo: 'Borrador', valor: (e) => e.borradorId ?? '' },
  { titulo: 'Versión', valor: (e) => e.version ?? '' },
  { titulo: 'Detalle', valor: (e) => e.detalle ?? '' },
];

/** Every action in the studio's campaign, who took it and when; the same list as a CSV file. */
export function AuditoriaPantalla() {
  return (
    <Registro
      titulo="Registro de cambios"
      que="Acciones en el estudio"
      csv={ESTUDIO_RUTAS.auditoriaCsv}
      cargar={estudio.auditoria}
      columnas={COLUMNAS}
    />
  );
}
