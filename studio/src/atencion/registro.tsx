import { ESTUDIO_RUTAS, type EntradaAtencion } from '@area-cliente/shared/contract';
import { estudio } from '../api/cliente';
import { enlace } from '../navegacion';
import { type Columna, Registro } from '../pantallas/registro';

const ACCIONES: Record<EntradaAtencion['accion'], string> = {
  abierta: 'Abrió la conversación',
  asignada: 'Se asignó la conversación',
  respondida: 'Respondió',
  cerrada: 'Cerró la conversación',
  adjunto_subido: 'Subió un archivo',
  adjunto_descargado: 'Descargó un archivo',
};

const COLUMNAS: Columna<EntradaAtencion>[] = [
  { titulo: 'Qué', valor: (e) => ACCIONES[e.accion] },
  {
    titulo: 'Conversación',
    valor: (e) => (
      <a href={`/estudio/mensajes/${e.hiloId}`} onClick={enlace({ nombre: 'hilo', id: e.hiloId })}>
        Nº {e.hiloId}
      </a>
    ),
  },
  { titulo: 'Archivo', valor: (e) => e.detalle ?? '' },
];

/** Who opened, took, answered or closed each conversation, and its files: customer service's audit. */
export function RegistroAtencionPantalla() {
  return (
    <Registro
      titulo="Registro de atención"
      que="Acciones con las conversaciones"
      csv={ESTUDIO_RUTAS.mensajesAuditoriaCsv}
      cargar={estudio.auditoriaAtencion}
      columnas={COLUMNAS}
    />
  );
}
