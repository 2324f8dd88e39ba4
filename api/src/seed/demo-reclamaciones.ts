import { fechaLimiteRespuesta } from '@area-cliente/shared/domain';
import type { Seeder } from './seeder';

/**
 * Lucía's complaints: one the customer service answered in time, one past its due date with no answer
 * (its screen shows the way to the Defensor del Cliente and the DGSFP).
 */
export async function seedReclamaciones(s: Seeder): Promise<void> {
  const poliza = await s.tx.one<{ idCliente: number; idPoliza: string; etiqueta: string }>(
    `SELECT p.id_cliente AS "idCliente", p.id_poliza::text AS "idPoliza",
            'Póliza ' || p.producto || ' - ' || p.num_poliza AS etiqueta
       FROM polizas p JOIN clientes c USING (id_cliente)
      WHERE c.num_doc = '12345678Z' AND p.ramo = 'HOG' ORDER BY p.id_poliza LIMIT 1`,
  );
  const comun = { id_cliente: poliza.idCliente, huella: 'demo', contacto: 'Correo electrónico' };
  const respondida = s.day(-50);
  await s.insert('reclamaciones', {
    ...comun,
    codigo: `RC-${respondida.slice(0, 4)}-AN5W3R`,
    clave_idempotencia: s.uuid(),
    asunto_tipo: 'GENERAL',
    asunto_referencia: '',
    asunto_texto: 'General (no trata de una póliza, siniestro o recibo concretos)',
    motivo: 'Atención recibida',
    descripcion:
      'Llamé tres veces al teléfono de atención al cliente para cambiar mi dirección y en ninguna me dieron una solución.',
    estado: 'RESPONDIDA',
    presentada_at: `${respondida}T09:30:00Z`,
    fecha_limite: fechaLimiteRespuesta(respondida),
    respuesta:
      'Lamentamos las molestias. Hemos revisado tus llamadas y actualizado tu dirección. Además, hemos recordado ' +
      'al equipo cómo tramitar estos cambios en la primera llamada.',
    respondida_at: s.instant(-35),
  });
  const tardia = s.day(-45);
  await s.insert('reclamaciones', {
    ...comun,
    codigo: `RC-${tardia.slice(0, 4)}-7KQ4M9`,
    clave_idempotencia: s.uuid(),
    asunto_tipo: 'POLIZA',
    asunto_referencia: poliza.idPoliza,
    asunto_texto: poliza.etiqueta,
    motivo: 'Condiciones o coberturas de la póliza',
    descripcion:
      'La póliza de hogar no cubrió la reparación de la tubería aunque las condiciones hablan de daños por agua.',
    estado: 'EN_ESTUDIO',
    presentada_at: `${tardia}T17:10:00Z`,
    fecha_limite: fechaLimiteRespuesta(tardia),
  });
}
