import type { CoberturaSeed as C, Seeder } from './seeder';

interface CoberturasSeed {
  /** Annual premium: the policy's receipts of the annuity add up to it. */
  prima: number;
  coberturas: C[];
  /** The renewal notice's new premium and covers, for the policies that have one. */
  renovacion?: { prima: number; coberturas: C[] };
}

const I = 'INCLUIDA';
const O = 'OPCIONAL';
const N = 'NO_CONTRATADA';
const LEGAL = 'Límites del seguro obligatorio';

const autoTodoRiesgo = (franquicia: number): C[] => [
  ['Responsabilidad civil obligatoria', LEGAL, null, I],
  ['Responsabilidad civil voluntaria', 'Ilimitada', null, I],
  ['Daños propios', 'Valor venal', franquicia, I],
  ['Lunas', 'Sin límite', null, I],
  ['Robo', 'Valor venal', null, I],
  ['Incendio', 'Valor venal', null, I],
  ['Defensa jurídica', 3000, null, I],
];

const autoTerceros: C[] = [
  ['Responsabilidad civil obligatoria', LEGAL, null, I],
  ['Responsabilidad civil voluntaria', 50_000_000, null, I],
  ['Defensa jurídica', 1500, null, I],
  ['Lunas', 'Sin límite', null, I],
  ['Robo', 'Valor venal', null, O],
  ['Incendio', 'Valor venal', null, O],
  ['Asistencia en viaje', 'Desde el km 0', null, I],
];

const hogar = (continente: number | null, contenido: number, plus: boolean): C[] => [
  ...(continente === null ? [] : ([['Continente', continente, null, I]] as C[])),
  ['Contenido', contenido, null, I],
  ['Responsabilidad civil familiar', 300_000, null, I],
  ['Daños por agua', 'Valor de reparación', plus ? null : 150, I],
  ['Robo y expoliación', Math.round(contenido * 0.3), null, I],
  ['Rotura de cristales', 'Sin límite', null, I],
  ['Daños eléctricos', 3000, null, plus ? O : N],
  ['Asistencia en el hogar', '3 horas de mano de obra', null, plus ? I : N],
];

const saludHna: C[] = [
  ['Medicina primaria y especialistas', 'Sin límite', null, I],
  ['Pruebas diagnósticas', 'Sin límite', null, I],
  ['Hospitalización', 'Sin límite', null, I],
  ['Urgencias 24 horas', 'Sin límite', null, I],
  ['Dental básico', '25 actos al año', null, I],
  ['Reembolso de gastos fuera del cuadro médico', 90_000, 150, N],
];

/** The demo policies' premiums and covers, by policy number; each of the nine lines appears. */
const DEMO: Record<string, CoberturasSeed> = {
  'AUT-10023456': {
    prima: 412.35,
    coberturas: [
      ...autoTodoRiesgo(300),
      ['Asistencia en viaje', 'Desde el km 0', null, O],
      ['Defensa de multas', 'Recursos sin límite', null, O],
      ['Accidentes del conductor', 30000, null, O],
      ['Vehículo de sustitución', '15 días', null, N],
    ],
    renovacion: {
      prima: 425.9,
      coberturas: [
        ...autoTodoRiesgo(250).map(([d, l, f, c]): C =>
          d === 'Defensa jurídica' ? [d, 6000, f, c] : [d, l, f, c],
        ),
        ['Asistencia en viaje', 'Desde el km 0', null, O],
        ['Accidentes del conductor', 30000, null, O],
        ['Vehículo de sustitución', '15 días', null, O],
        ['Defensa de multas', 'Recursos sin límite', null, N],
      ],
    },
  },
  'AUT-10034567': {
    prima: 192.8,
    coberturas: [
      ['Responsabilidad civil obligatoria', LEGAL, null, I],
      ['Responsabilidad civil voluntaria', 50_000_000, null, I],
      ['Robo', 'Valor venal', 150, I],
      ['Incendio', 'Valor venal', null, I],
      ['Equipamiento del motorista', 1000, null, O],
      ['Asistencia en viaje moto', 'Desde el km 0', null, I],
      ['Daños propios', 'Valor venal', 600, N],
    ],
  },
  'AUT-10045678': {
    prima: 388.12,
    coberturas: [
      ['Responsabilidad civil obligatoria', LEGAL, null, I],
      ['Responsabilidad civil voluntaria', 'Ilimitada', null, I],
      ['Ocupantes', 12000, null, I],
      ['Lunas', 'Sin límite', null, I],
      ['Subsidio por paralización', '60 € al día, hasta 30 días', null, O],
      ['Asistencia en viaje', 'Desde el km 0', null, I],
      ['Daños propios', 'Valor venal', 500, N],
    ],
  },
  'AUT-11056789': { prima: 420.8, coberturas: autoTerceros },
  'AUT-12078901': { prima: 520.8, coberturas: autoTodoRiesgo(300) },
  'AUT-13090123': {
    prima: 690,
    coberturas: autoTerceros.map(([d, l, f, c]): C => [d, l, f, d === 'Robo' || d === 'Incendio' ? N : c]),
  },
  'HOG-20034567': { prima: 231.75, coberturas: hogar(180000, 45000, true) },
  'HOG-21067890': {
    prima: 142.9,
    coberturas: hogar(110000, 25000, false),
    // Sums insured revalued with the index, and the electrical-damage cover added.
    renovacion: {
      prima: 148.3,
      coberturas: hogar(114400, 26000, false).map(([d, l, f, c]): C =>
        d === 'Daños eléctricos' ? [d, l, f, O] : [d, l, f, c],
      ),
    },
  },
  'HOG-22089012': { prima: 198.6, coberturas: hogar(null, 30000, true) },
  'DEC-30045678': {
    prima: 458.4,
    coberturas: [
      ['Servicio de decesos', 4200, null, I],
      ['Traslado nacional e internacional', 'Sin límite', null, I],
      ['Asistencia en viaje', 'Sin límite', null, I],
      ['Gestoría y trámites', 'Incluida', null, I],
      ['Testamento online', 'Incluida', null, O],
      ['Asistencia psicológica', '6 sesiones por familia', null, O],
      ['Indemnización por fallecimiento accidental', 6000, null, N],
    ],
  },
  'HNA-55012345': { prima: 1074, coberturas: saludHna },
  'HNA-55098765': { prima: 1074, coberturas: saludHna },
  'SAL-40056789': {
    prima: 543.6,
    coberturas: [
      ['Medicina general y pediatría', 'Sin límite', null, I],
      ['Especialistas', 'Sin límite', 5, I],
      ['Pruebas diagnósticas', 'Sin límite', 10, I],
      ['Urgencias', 'Sin límite', null, I],
      ['Fisioterapia', '20 sesiones al año', 8, O],
      ['Hospitalización', 'Sin límite', null, N],
    ],
  },
  'MOV-60067890': {
    prima: 49.9,
    coberturas: [
      ['Responsabilidad civil', 300000, null, I],
      ['Accidentes del conductor', 30000, null, I],
      ['Robo de la bicicleta', 1890, 100, O],
      ['Asistencia en viaje', null, null, I],
    ],
  },
  'MOV-60078901': {
    prima: 39.9,
    coberturas: [
      ['Responsabilidad civil', 120000, null, I],
      ['Defensa jurídica', 3000, null, I],
      ['Robo del patinete', 649.9, 60, N],
    ],
  },
  'NEG-70089012': {
    prima: 1262.4,
    coberturas: [
      ['Continente (reforma)', 40000, null, I],
      ['Mobiliario y maquinaria', 25000, 150, I],
      ['Existencias', 6000, 150, I],
      ['Responsabilidad civil de explotación', 600000, 300, I],
      ['Daños eléctricos', 6000, 150, I],
      ['Avería de maquinaria frigorífica', 3000, 150, O],
      ['Pérdida de beneficios', '30 días de actividad', null, N],
    ],
  },
  'NEG-70090123': {
    prima: 712,
    coberturas: [
      ['Continente', 150000, null, I],
      ['Mobiliario', 12000, 150, I],
      ['Existencias', 20000, 150, I],
      ['Responsabilidad civil de explotación', 300000, 300, I],
      ['Robo', 8000, 150, O],
    ],
  },
  'NEG-71001234': {
    prima: 3680.5,
    coberturas: [
      ['Continente', 850000, 600, I],
      ['Mobiliario y maquinaria', 60000, 600, I],
      ['Existencias', 240000, 600, I],
      ['Responsabilidad civil de explotación', 1_200_000, 600, I],
      ['Pérdida de beneficios', '6 meses de actividad', null, O],
      ['Avería de maquinaria', 50000, 1000, N],
    ],
  },
  'ACC-80001234': {
    prima: 120,
    coberturas: [
      ['Fallecimiento por accidente', 60000, null, I],
      ['Invalidez permanente absoluta', 90000, null, I],
      ['Asistencia sanitaria', 6000, null, I],
      ['Incapacidad temporal', '30 € al día, hasta 365 días', null, N],
    ],
  },
  'MAS-90012345': {
    prima: 189.5,
    coberturas: [
      ['Responsabilidad civil', 300000, 150, I],
      ['Asistencia veterinaria por accidente o enfermedad', 2000, 60, I],
      ['Extravío y robo: gastos de búsqueda', 300, null, I],
      ['Sacrificio y eliminación del cadáver', 200, null, I],
      ['Estancia en residencia por hospitalización del dueño', '30 € al día, hasta 15 días', null, O],
      ['Vacunación y desparasitación anual', 90, null, N],
    ],
  },
  // The cat policy taken out online (seedDistancia): the basic product, one annual receipt.
  'MAS-90023456': {
    prima: 84.5,
    coberturas: [
      ['Responsabilidad civil', 150000, 150, I],
      ['Asistencia veterinaria por accidente', 1000, 60, I],
      ['Extravío y robo: gastos de búsqueda', 150, null, I],
      ['Asistencia veterinaria por enfermedad', 2000, 60, N],
    ],
  },
  // The dog policy taken out online and withdrawn from four days later (seedDistancia).
  'MAS-90034567': {
    prima: 96.3,
    coberturas: [
      ['Responsabilidad civil', 150000, 150, I],
      ['Asistencia veterinaria por accidente', 1000, 60, I],
      ['Extravío y robo: gastos de búsqueda', 150, null, I],
      ['Asistencia veterinaria por enfermedad', 2000, 60, N],
    ],
  },
};

/**
 * The demo policies' premiums and covers, and their renewal notices' new ones; run after every
 * customer is seeded (policies are found by number, so a renumbered demo policy fails loudly).
 */
export async function seedCoberturas(s: Seeder): Promise<void> {
  for (const [numPoliza, demo] of Object.entries(DEMO)) {
    const { id } = await s.tx.one<{ id: number }>(
      'SELECT id_poliza AS id FROM polizas WHERE num_poliza = $1',
      [numPoliza],
    );
    await s.coberturas(id, demo.prima, demo.coberturas);
    if (!demo.renovacion) continue;
    const { aviso } = await s.tx.one<{ aviso: number }>(
      'SELECT id_aviso AS aviso FROM avisos_renovacion WHERE id_poliza = $1',
      [id],
    );
    await s.coberturasRenovacion(aviso, demo.renovacion.prima, demo.renovacion.coberturas);
  }
}
