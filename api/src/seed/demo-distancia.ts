import type { Seeder } from './seeder';

/**
 * Withdrawal from a distance contract (Ley 22/2007): 12345678Z took out a cat policy
 * online five days before the seed day, still within its 14 days, and her scooter policy by phone a
 * month before, already past them. She also took out a dog policy online twelve days before and
 * withdrew from it four days before: an ended policy, whose screen offers only its documents and past
 * claims. Written after seedLucia, which created her and the scooter policy.
 */
export async function seedDistancia(s: Seeder): Promise<void> {
  const { idCliente, idPersona } = await s.tx.one<{ idCliente: number; idPersona: number }>(
    `SELECT c.id_cliente AS "idCliente", p.id_persona AS "idPersona"
       FROM clientes c JOIN personas p ON p.num_doc = c.num_doc WHERE c.num_doc = '12345678Z'`,
  );
  const gata = await s.poliza(Number(idCliente), Number(idPersona), 'Lucía Fernández García', {
    ramo: 'MASC',
    numPoliza: 'MAS-90023456',
    producto: 'Mascotas Básico',
    efecto: -5,
    periodicidad: 'ANUAL',
    common: { contratada_distancia: true, fec_contratacion: s.day(-5) },
    line: {
      especie: 'GATO',
      raza: 'Europeo común',
      nombre: 'Misi',
      fec_nacimiento: '2023-09-10',
      sexo: 'HEMBRA',
    },
  });
  await s.recibo(gata, 'REC-0600001', s.periodo(gata, 0), 84.5, 'COBRADO');
  const perro = await s.poliza(Number(idCliente), Number(idPersona), 'Lucía Fernández García', {
    ramo: 'MASC',
    numPoliza: 'MAS-90034567',
    producto: 'Mascotas Básico',
    efecto: -12,
    periodicidad: 'ANUAL',
    common: { contratada_distancia: true, fec_contratacion: s.day(-12) },
    line: { especie: 'PERRO', raza: 'Beagle', nombre: 'Toby', fec_nacimiento: '2022-03-02', sexo: 'MACHO' },
  });
  await s.recibo(perro, 'REC-0600002', s.periodo(perro, 0), 96.3, 'COBRADO');
  await s.insert('poliza_solicitudes_baja', {
    id_poliza: perro,
    tipo: 'DESISTIMIENTO',
    fecha: s.day(-4),
    referencia: 'DS-TB4K7Q2M9X',
    created_at: s.instant(-4, 17),
  });
  await s.tx.query(
    `UPDATE polizas SET contratada_distancia = true, fec_contratacion = $1 WHERE num_poliza = 'MOV-60078901'`,
    [s.day(-32)],
  );
}
