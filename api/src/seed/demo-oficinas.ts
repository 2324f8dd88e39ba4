import type { Seeder } from './seeder';

/** The offices and the broker of the demo customers (clientes.id_owner_propio_cliente). */
export async function seedOficinas(s: Seeder): Promise<void> {
  const oficinas = [
    {
      id_owner: 3101,
      nombre: 'Oficina Madrid Retiro',
      direccion: 'Calle de O’Donnell 34, 28009 Madrid',
      email: 'retiro@mutuahorizonte.es',
      horario: 'De lunes a viernes, de 9:00 a 14:00 y de 16:30 a 19:30',
    },
    {
      id_owner: 3205,
      nombre: 'Oficina Barcelona Eixample',
      direccion: 'Carrer d’Aragó 281, 08009 Barcelona',
      email: 'eixample@mutuahorizonte.es',
      horario: 'De lunes a viernes, de 8:30 a 15:00',
    },
    {
      id_owner: 3310,
      nombre: 'Oficina Alicante Centro',
      direccion: 'Avenida de Maisonnave 28, 03003 Alicante',
      email: 'alicante@mutuahorizonte.es',
      horario: 'De lunes a viernes, de 9:00 a 14:00 y de 16:00 a 19:00',
    },
    {
      id_owner: 4102,
      nombre: 'Correduría Levante Seguros, S.L.',
      direccion: 'Calle de Colón 18, 2º, 46004 Valencia',
      email: 'atencion@levanteseguros.es',
      horario: 'De lunes a jueves, de 9:00 a 18:00; viernes, de 9:00 a 14:00',
    },
  ];
  for (const oficina of oficinas) await s.insert('oficinas', oficina);
}
