import type { Seeder } from './seeder';

/**
 * Lucía's answered conversation about her SEAT León policy, so 'Mensajes' shows how one reads: her
 * question, customer service's answer (not read yet) and the 'Respondido' state.
 */
export async function seedMensajes(s: Seeder): Promise<void> {
  const poliza = await s.tx.one<{ idCliente: number; idPoliza: number }>(
    `SELECT id_cliente::int AS "idCliente", id_poliza::int AS "idPoliza" FROM polizas
      WHERE num_poliza = 'AUT-10023456'`,
  );
  const pregunta = s.instant(-6, 9);
  const respuesta = s.instant(-5, 11);
  const idHilo = await s.insert(
    'mensaje_hilos',
    {
      id_cliente: poliza.idCliente,
      tema: 'POLIZA',
      id_poliza: poliza.idPoliza,
      estado: 'RESPONDIDO',
      asignado_a: 'atencion',
      plazo_respuesta: null,
      creado_en: pregunta,
      actualizado_en: respuesta,
    },
    'id_hilo',
  );
  await s.insert('mensajes', {
    id_hilo: idHilo,
    autor: 'CLIENTE',
    texto: '¿Mi póliza cubre la rotura de la luna del coche si la piedra salta en la autopista?',
    enviado_en: pregunta,
    leido_en: s.instant(-5, 10),
  });
  await s.insert('mensajes', {
    id_hilo: idHilo,
    autor: 'PERSONAL',
    usuario_personal: 'atencion',
    texto:
      'Hola, Lucía. Sí: tu póliza incluye la rotura de lunas sin franquicia. Puedes pedir cita en ' +
      'cualquier taller de la red o declarar el siniestro desde tu área.',
    enviado_en: respuesta,
  });
}
