import type { Seeder, SiniestroSeed } from './seeder';

/**
 * 12345678Z, the showcase customer: direct client in Madrid with a policy in every line, claims open
 * and closed in each claim line, receipts in every state, a renewal notice and coupons in all states.
 */
export async function seedLucia(s: Seeder, passwordHash: string): Promise<void> {
  const idCliente = await s.cliente(
    {
      num_doc: '12345678Z',
      tipo_doc: 'NIF',
      nombre: 'Lucía Fernández García',
      fec_nacimiento: '1980-04-12',
      direccion: 'Calle de Alcalá 120, 3º B',
      via: 'Calle de Alcalá',
      numero: '120',
      piso_puerta: '3º B',
      cod_postal: '28009',
      poblacion: 'Madrid',
      provincia: 'Madrid',
      telefono: '612345678',
      email: 'lucia.fernandez@example.com',
      pureza_puro_mmt: true,
      gdpr_empresas: true,
      gdpr_updated_at: s.instant(-400),
      telefono_owner_propio_cliente: '915550123',
      owner_propio_cliente_canal_telefonico: false,
      id_worker_propio_cliente: 7101,
      id_owner_propio_cliente: 3101,
    },
    passwordHash,
  );
  const direccion = 'Calle de Alcalá 120, 3º B, 28009 Madrid';
  const lucia = await s.persona({
    num_doc: '12345678Z',
    nombre: 'Lucía Fernández García',
    telefono: '612345678',
    email: 'lucia.fernandez@example.com',
    direccion,
  });
  const titular = 'Lucía Fernández García';
  const conductora = {
    rol: 'HABITUAL',
    nombre: 'Lucía Fernández García',
    num_doc: '12345678Z',
    fec_carnet: '1999-06-15',
    fec_nacimiento: '1980-04-12',
    tipo_carnet: 'B',
  };

  const coche = await s.poliza(idCliente, lucia, titular, {
    ramo: 'VEH',
    numPoliza: 'AUT-10023456',
    producto: 'Auto Todo Riesgo con Franquicia',
    efecto: -325,
    periodicidad: 'ANUAL',
    idPropietario: lucia,
    common: {
      uso: 'PARTICULAR',
      version_ccgg_veh: 20240601,
      asistencia_viaje: 'ASISTENCIA ORO',
      tiene_ajt: true,
      tiene_lunas: true,
      tiene_defensa_multas: true,
      tenemos_aviso_cobro: true,
    },
    line: {
      marca: 'SEAT',
      modelo: 'León 1.5 TSI FR',
      matricula: '1234 LMN',
      tipo_automovil: 'TURISMO',
      vehiculo: 'SEAT León 1.5 TSI FR 150 CV',
      num_bastidor: 'VSSZZZKLZMR012345',
      clase: 'Turismo',
    },
    // Her son, added as an occasional driver by last year's supplement: one 'Modificar la póliza' can remove.
    conductores: [
      conductora,
      {
        rol: 'OCASIONAL',
        nombre: 'Daniel Fernández García',
        num_doc: '50123456Q',
        fec_carnet: '2018-09-20',
        fec_nacimiento: '1998-03-08',
        tipo_carnet: 'B',
      },
    ],
    documentos: [
      {
        nombre: 'Condiciones particulares',
        tipo: 'ACTUAL',
        estado: 'DIGITAL_CERTIFICADA',
        mime_type: 'application/pdf',
      },
      {
        nombre: 'Condiciones de renovación',
        tipo: 'FUTURA',
        estado: 'DIGITAL_CERTIFICADA',
        mime_type: 'application/pdf',
      },
      { nombre: 'Cuestionario de riesgo', tipo: 'ACTUAL', estado: 'PAPEL', mime_type: 'image/tiff' },
    ],
  });
  const moto = await s.poliza(idCliente, lucia, titular, {
    ramo: 'VEH',
    numPoliza: 'AUT-10034567',
    producto: 'Moto Terceros Ampliado',
    efecto: -185,
    periodicidad: 'SEMESTRAL',
    idPropietario: lucia,
    // Contracted online: the receipt screen uses the Internauto card and offers no download.
    common: {
      uso: 'PARTICULAR',
      version_ccgg_veh: 20250101,
      asistencia_viaje: 'ASISTENCIA MOTO',
      es_internauto: true,
    },
    line: {
      marca: 'YAMAHA',
      modelo: 'MT-07',
      matricula: '5678 KZB',
      tipo_automovil: 'MOTO',
      vehiculo: 'YAMAHA MT-07 689 cc',
      num_bastidor: 'JYARM321000012345',
      clase: 'Motocicleta',
    },
    conductores: [{ ...conductora, tipo_carnet: 'A' }],
  });
  const taxi = await s.poliza(idCliente, lucia, titular, {
    ramo: 'VEH',
    numPoliza: 'AUT-10045678',
    producto: 'Auto Taxi Plus',
    efecto: -200,
    periodicidad: 'TRIMESTRAL',
    idPropietario: lucia,
    common: {
      uso: 'TAXI',
      version_ccgg_veh: 20250101,
      asistencia_viaje: 'ASISTENCIA PLATINO',
      tiene_subsidio_paralizacion: true,
      tiene_lunas: true,
    },
    line: {
      marca: 'TOYOTA',
      modelo: 'Corolla Hybrid',
      matricula: '4321 MHG',
      tipo_automovil: 'TURISMO',
      vehiculo: 'TOYOTA Corolla 1.8 Hybrid',
      num_bastidor: 'SB1ZS3JE60E012345',
      clase: 'Turismo (servicio público)',
    },
    conductores: [conductora],
  });
  const hogar = await s.poliza(idCliente, lucia, titular, {
    ramo: 'HOG',
    numPoliza: 'HOG-20034567',
    producto: 'Hogar Plus',
    // Renewed ten days ago: last year's receipt was paid, this year's came back from the bank.
    efecto: -375,
    periodicidad: 'ANUAL',
    idPropietario: lucia,
    ccc: '00491500051234567892',
    common: {
      version_ccgg: 20200115,
      // Per-policy address from the insurer's records; in the demo, the product's own stand-in page.
      ulr_ccgg_hog: '/area-cliente/demo/documentos/ccgg/hogar-2020.pdf',
      tiene_amigo_manitas: true,
      tiene_asistencia_domiciliaria: true,
    },
    line: {
      direccion_corta: 'C/ Alcalá 120, 3º B',
      direccion: 'Calle de Alcalá 120, 3º B',
      poblacion: 'Madrid',
      cod_postal: '28009',
      provincia: 'Madrid',
      ubicacion_vivienda: 'Núcleo urbano',
      tipo_vivienda: 'Piso',
      uso_vivienda: 'Vivienda habitual',
      regimen_vivienda: 'Propiedad',
      anyo_construccion: 1972,
      calidad_construccion: 'Normal',
      contenido: 45000,
      continente: 180000,
    },
  });
  const decesos = await s.poliza(idCliente, lucia, titular, {
    ramo: 'DEC',
    numPoliza: 'DEC-30045678',
    producto: 'Decesos Premium Familiar',
    efecto: -500,
    periodicidad: 'MENSUAL',
    common: { es_decesos_premium: true },
    asegurados: [
      { nombre_completo: 'Lucía Fernández García', num_doc: '12345678Z', fec_nacimiento: '1980-04-12' },
      { nombre_completo: 'Javier Martín Ruiz', num_doc: '50123456Q', fec_nacimiento: '1978-09-30' },
      { nombre_completo: 'Sara Martín Fernández', num_doc: '71234567W', fec_nacimiento: '2010-02-18' },
    ],
  });
  await s.poliza(idCliente, lucia, titular, {
    ramo: 'SALUD_HNA',
    numPoliza: 'HNA-55012345',
    producto: 'Salud Completo (aseguradora asociada)',
    efecto: -150,
    periodicidad: 'MENSUAL',
    asegurados: [
      { nombre_completo: 'Lucía Fernández García', num_doc: '12345678Z', fec_nacimiento: '1980-04-12' },
    ],
    documentos: [],
  });
  await s.poliza(idCliente, lucia, titular, {
    ramo: 'SALUD_MMT',
    numPoliza: 'SAL-40056789',
    producto: 'Salud Esencial',
    efecto: -60,
    periodicidad: 'MENSUAL',
    asegurados: [
      { nombre_completo: 'Lucía Fernández García', num_doc: '12345678Z', fec_nacimiento: '1980-04-12' },
      { nombre_completo: 'Sara Martín Fernández', num_doc: '71234567W', fec_nacimiento: '2010-02-18' },
    ],
  });
  const movPersonal = await s.poliza(idCliente, lucia, titular, {
    ramo: 'MOV',
    numPoliza: 'MOV-60067890',
    producto: 'Movilidad Personal',
    efecto: -80,
    periodicidad: 'ANUAL',
    line: {
      es_proyecto_movilidad_personal: true,
      es_proyecto_vmp: false,
      tipo_veh_desc: 'Bicicleta',
      subtipo_veh_desc: 'Bicicleta eléctrica urbana',
      num_serie_veh: 'WAW1234567890',
      anho_fabricacion_veh: 2023,
      valor_veh: 1890,
    },
    conductores: [{ ...conductora, fec_carnet: null, tipo_carnet: null }],
  });
  const movVmp = await s.poliza(idCliente, lucia, titular, {
    ramo: 'MOV',
    numPoliza: 'MOV-60078901',
    producto: 'Movilidad VMP',
    efecto: -30,
    periodicidad: 'ANUAL',
    line: {
      es_proyecto_movilidad_personal: false,
      es_proyecto_vmp: true,
      tipo_veh_desc: 'Vehículo de movilidad personal',
      subtipo_veh_desc: 'Patinete eléctrico',
      num_serie_veh: 'XMI-PRO4-2024-88123',
      anho_fabricacion_veh: 2024,
      valor_veh: 649.9,
    },
    conductores: [
      { ...conductora, nombre: 'Javier Martín Ruiz', num_doc: '50123456Q', fec_nacimiento: '1978-09-30' },
    ],
  });
  const propietarioLocal = await s.persona({
    num_doc: 'B87654323',
    nombre: 'Inmuebles Castellana S.L.',
    telefono: '914445566',
    email: 'administracion@inmueblescastellana.example',
    direccion: 'Paseo de la Castellana 95, 28046 Madrid',
  });
  const cafeteria = await s.poliza(idCliente, lucia, titular, {
    ramo: 'NEG',
    numPoliza: 'NEG-70089012',
    producto: 'Comercio Hostelería',
    efecto: -240,
    periodicidad: 'TRIMESTRAL',
    idPropietario: propietarioLocal,
    common: { tiene_ajt: true },
    line: {
      nombre_neg: 'Cafetería La Esquina',
      actividad_neg: 'Cafetería y bar sin cocina',
      direccion_neg: 'Calle de Narváez 15, 28009 Madrid',
      tipo_neg: 'Hostelería',
      info_actividad_neg: 'Horario de 7:00 a 22:00, terraza de temporada',
      regimen_local_neg: 'Alquiler',
      superficie_neg: 85,
      anyo_construccion: 1968,
      anyo_reforma: 2019,
      neg_cte_reforma: 40000,
      neg_mobiliario: 25000,
      neg_existencias: 6000,
      neg_puerta_blindada: true,
      neg_rejas: true,
      neg_alarma: true,
      neg_extintores: true,
      neg_detectores: true,
      otras_medidas_proteccion: 'Persiana metálica motorizada',
    },
  });
  const libreria = await s.poliza(idCliente, lucia, titular, {
    ramo: 'NEG',
    numPoliza: 'NEG-70090123',
    producto: 'Comercio Básico',
    efecto: -400,
    periodicidad: 'ANUAL',
    line: {
      nombre_neg: 'Librería Alcalá',
      actividad_neg: 'Venta de libros y papelería',
      direccion_neg: 'Calle de Alcalá 118, 28009 Madrid',
      tipo_neg: 'Comercio',
      regimen_local_neg: 'Propiedad',
      superficie_neg: 60,
      anyo_construccion: 1972,
      neg_cte_inmueble: 150000,
      neg_mobiliario: 12000,
      neg_existencias: 20000,
      neg_recetas: 1500,
      neg_cristales: true,
      neg_alarma_sin_conexion: true,
    },
  });
  const accidentes = await s.poliza(idCliente, lucia, titular, {
    ramo: 'ACC',
    numPoliza: 'ACC-80001234',
    producto: 'Accidentes Personales',
    efecto: -180,
    periodicidad: 'ANUAL',
    asegurados: [
      { nombre_completo: 'Lucía Fernández García', num_doc: '12345678Z', fec_nacimiento: '1980-04-12' },
    ],
  });
  const mascota = await s.poliza(idCliente, lucia, titular, {
    ramo: 'MASC',
    numPoliza: 'MAS-90012345',
    producto: 'Mascotas Completo',
    efecto: -100,
    periodicidad: 'ANUAL',
    line: {
      especie: 'PERRO',
      raza: 'Beagle',
      nombre: 'Toby',
      fec_nacimiento: '2021-05-03',
      sexo: 'MACHO',
      chip: '724098100123456',
    },
  });

  await seedLuciaClaims(s, { coche, hogar, movPersonal, movVmp, cafeteria, libreria, accidentes, mascota });

  // Receipts: every period of the current annuity up to today is paid, except those that show the
  // states the screens distinguish; each sits on its policy's own period dates (SPEC §3 Receipt).
  let numero = 100;
  const pagar = async (idPoliza: number, desde: number, hasta: number, importe: number, primero: string) => {
    for (let n = desde; n <= hasta; n += 1) {
      const num = n === desde ? primero : `REC-0${(numero += 1)}`;
      await s.recibo(idPoliza, num, s.periodo(idPoliza, n), importe, 'COBRADO');
    }
  };
  await pagar(coche, 0, 0, 412.35, 'REC-0100001');
  await pagar(moto, 0, 0, 96.4, 'REC-0100002');
  await pagar(taxi, 0, 2, 97.03, 'REC-0100003');
  await pagar(hogar, -1, -1, 231.75, 'REC-0100004');
  await pagar(decesos, 0, 4, 38.2, 'REC-0100005');
  await pagar(movPersonal, 0, 0, 49.9, 'REC-0100006');
  await pagar(cafeteria, 0, 2, 315.6, 'REC-0100007');
  await pagar(accidentes, 0, 0, 120, 'REC-0100008');
  await pagar(mascota, 0, 0, 189.5, 'REC-0100009');
  // Overdue: pending, payable and dated before today (a supplement: a second driver added).
  await s.recibo(coche, 'REC-0100010', -20, 137.45, 'PENDIENTE', { tipo: 'SUPLEMENTO' });
  // This year's home receipt, returned by the bank, payable online.
  await s.recibo(hogar, 'REC-0100011', s.periodo(hogar, 0), 231.75, 'DEVUELTO');
  // Internauto policy receipt: the second half-year, just due.
  await s.recibo(moto, 'REC-0100012', s.periodo(moto, 1), 96.4, 'PENDIENTE');
  // Due today and charged by direct debit: pending, not payable online, not overdue.
  await s.recibo(mascota, 'REC-0100013', 0, 15.79, 'PENDIENTE', { tipo: 'SUPLEMENTO', pagable: false });
  // Future receipts; the car's renewal one goes on the renewal notice.
  const renovacionCoche = await s.recibo(coche, 'REC-0100014', s.periodo(coche, 1), 425.9, 'PENDIENTE', {
    pagable: false,
  });
  await s.recibo(taxi, 'REC-0100015', s.periodo(taxi, 3), 97.03, 'PENDIENTE', { pagable: false });
  await s.recibo(decesos, 'REC-0100016', s.periodo(decesos, 5), 38.2, 'PENDIENTE', { pagable: false });
  await s.recibo(libreria, 'REC-0100017', -300, 178, 'ANULADO', { tipo: 'SUPLEMENTO', imprimible: false });

  await s.avisoRenovacion(coche, [renovacionCoche], {
    riesgo: 'SEAT León 1.5 TSI FR - 1234 LMN',
    modelo_vehiculo: 'SEAT León 1.5 TSI FR',
    datos_bancarios: 'ES91 2100 **** **** **** 1332',
    forma_pago: 'Domiciliación bancaria',
    tipo_negocio: 'V',
  });

  // Friend coupons in every state; the car policy has its 3 coupons, so it drops off the assignable list.
  const cupones: [string, Parameters<Seeder['cuponAmigo']>[2], number | null][] = [
    ['LUCIA7K2P9', 'pendiente', null],
    ['LUCIA3M8Q4', 'activado', null],
    ['LUCIA5T1W6', 'disponible', null],
    ['LUCIA9C4R2', 'asignado', coche],
    ['LUCIA2H7N5', 'consumido', coche],
    ['LUCIA6D3J8', 'consumido', coche],
    ['LUCIA8F5B1', 'consumido', hogar],
  ];
  for (const [i, [cupon, estado, idPoliza]] of cupones.entries())
    await s.cuponAmigo(idCliente, cupon, estado, idPoliza, -200 + i);
  await s.insert('sorteo_participaciones', {
    id_sorteo: await s.tx
      .one<{ id: number }>("SELECT id_sorteo AS id FROM sorteos WHERE codigo = 'FREIDORA_AIRE'")
      .then((r) => r.id),
    id_cliente: idCliente,
    created_at: s.instant(-60),
  });
}

interface LuciaPolicies {
  coche: number;
  hogar: number;
  movPersonal: number;
  movVmp: number;
  cafeteria: number;
  libreria: number;
  accidentes: number;
  mascota: number;
}

async function seedLuciaClaims(s: Seeder, p: LuciaPolicies): Promise<void> {
  // Open claims carry one signed, one rejected and one pending document; the first is the line's own
  // declaration (an accident report only where there is traffic).
  const abiertoCon = (declaracion: string): Pick<SiniestroSeed, 'estado' | 'documentos'> => ({
    estado: 'ABIERTO',
    documentos: [
      [declaracion, true],
      ['Conformidad de valoración de daños', false],
      ['Mandato de gestión de cobro', null],
    ],
  });
  const DECLARACION: Record<
    'coche' | 'hogar' | 'movPersonal' | 'cafeteria' | 'accidentes' | 'mascota',
    string
  > = {
    coche: 'Declaración amistosa de accidente',
    hogar: 'Declaración de daños en la vivienda',
    movPersonal: 'Declaración amistosa de accidente',
    cafeteria: 'Declaración de daños en el local',
    accidentes: 'Declaración de accidente personal e informe médico',
    mascota: 'Informe veterinario',
  };
  const claims: [number, SiniestroSeed][] = [
    [
      p.coche,
      {
        ...abiertoCon(DECLARACION.coche),
        numSiniestro: 'SIN-0000101',
        tipo: 'Colisión con otro vehículo',
        titulo: 'Colisión trasera en rotonda',
        subtitulo: '1234 LMN',
        ocurrencia: -12,
        row: {
          riesgo: 'SEAT León 1.5 TSI FR - 1234 LMN',
          lugar_accidente: 'Glorieta de Cuatro Caminos, Madrid',
          fec_accidente: s.day(-12),
          danios: ['Paragolpes trasero', 'Portón', 'Piloto trasero izquierdo'],
          matricula_va: '1234 LMN',
          poblacion: 'Madrid',
          provincia: 'Madrid',
          cod_postal: '28003',
        },
        notificaciones: [
          {
            dias: 1,
            texto: 'Hemos recibido la declaración del siniestro.',
            documentos: ['Parte de declaración.pdf'],
          },
          {
            dias: 3,
            texto: 'Se ha asignado un perito para valorar los daños.',
            documentos: ['Encargo de peritación.pdf'],
          },
          { dias: 6, texto: 'El perito ha emitido su informe de valoración.' },
        ],
        contrarios: [{ matricula: '8765 HJK', modelo: 'Renault Mégane', compania: 'Seguros Atlántico' }],
        encargos: [
          { fecha_actuacion: s.day(-9), estado: 'FINALIZADO', taller: 'Peritaciones Centro S.L.' },
          { fecha_actuacion: s.day(-4), estado: 'EN_CURSO', taller: 'Talleres Hermanos López (Madrid)' },
        ],
      },
    ],
    [
      p.coche,
      {
        numSiniestro: 'SIN-0000087',
        estado: 'CERRADO',
        tipo: 'Rotura de lunas',
        titulo: 'Sustitución de parabrisas',
        subtitulo: '1234 LMN',
        ocurrencia: -210,
        row: { riesgo: 'SEAT León 1.5 TSI FR - 1234 LMN', danios: ['Parabrisas'], matricula_va: '1234 LMN' },
        notificaciones: [
          {
            dias: 1,
            texto: 'Cita confirmada en el centro de lunas.',
            documentos: ['Cita centro de lunas.pdf'],
          },
          { dias: 5, texto: 'Reparación finalizada. Siniestro cerrado.' },
        ],
        documentos: [['Factura de reparación conformada', true]],
      },
    ],
    [
      p.hogar,
      {
        ...abiertoCon(DECLARACION.hogar),
        numSiniestro: 'SIN-0000102',
        tipo: 'Daños por agua',
        titulo: 'Fuga en cuarto de baño',
        subtitulo: 'C/ Alcalá 120, 3º B',
        ocurrencia: -8,
        row: {
          riesgo: 'C/ Alcalá 120, 3º B',
          direccion: 'Calle de Alcalá 120, 3º B',
          cod_postal: '28009',
          poblacion: 'Madrid',
          provincia: 'Madrid',
          danios: ['Techo del vecino inferior', 'Tubería de desagüe'],
        },
        notificaciones: [
          {
            dias: 1,
            texto: 'Un fontanero te llamará en las próximas 24 horas.',
            documentos: ['Orden de reparación.pdf'],
          },
          { dias: 4, texto: 'Reparación de la tubería realizada.' },
        ],
      },
    ],
    [
      p.hogar,
      {
        numSiniestro: 'SIN-0000061',
        estado: 'CERRADO',
        tipo: 'Rotura de cristales',
        titulo: 'Rotura de ventana del salón',
        ocurrencia: -70,
        row: { riesgo: 'C/ Alcalá 120, 3º B', direccion: 'Calle de Alcalá 120, 3º B', cod_postal: '28009' },
        notificaciones: [
          {
            dias: 2,
            texto: 'Cristal sustituido. Siniestro cerrado.',
            documentos: ['Factura cristalería.pdf'],
          },
        ],
        documentos: [['Conformidad con la reparación', true]],
      },
    ],
    [
      p.movPersonal,
      {
        ...abiertoCon(DECLARACION.movPersonal),
        numSiniestro: 'SIN-0000103',
        tipo: 'Robo',
        titulo: 'Robo de bicicleta eléctrica',
        ocurrencia: -15,
        row: { riesgo: 'Bicicleta eléctrica urbana', lugar_accidente: 'Calle de Goya 40, Madrid' },
        notificaciones: [
          {
            dias: 1,
            texto: 'Adjunta la denuncia para continuar.',
            documentos: ['Solicitud de denuncia.pdf'],
          },
        ],
      },
    ],
    [
      p.movVmp,
      {
        numSiniestro: 'SIN-0000090',
        estado: 'CERRADO',
        tipo: 'Responsabilidad civil',
        titulo: 'Daños a un peatón',
        ocurrencia: -25,
        row: { riesgo: 'Patinete eléctrico', lugar_accidente: 'Calle de Fuencarral 80, Madrid' },
        notificaciones: [
          { dias: 3, texto: 'Indemnización abonada al perjudicado.', documentos: ['Finiquito.pdf'] },
        ],
        documentos: [['Declaración del conductor', true]],
      },
    ],
    [
      p.cafeteria,
      {
        ...abiertoCon(DECLARACION.cafeteria),
        numSiniestro: 'SIN-0000104',
        tipo: 'Avería de maquinaria',
        titulo: 'Avería de la cámara frigorífica',
        ocurrencia: -5,
        row: {
          riesgo: 'Cafetería La Esquina',
          direccion: 'Calle de Narváez 15',
          cod_postal: '28009',
          poblacion: 'Madrid',
        },
        notificaciones: [
          { dias: 1, texto: 'Técnico asignado para la revisión.', documentos: ['Parte de avería.pdf'] },
        ],
      },
    ],
    [
      p.libreria,
      {
        numSiniestro: 'SIN-0000044',
        estado: 'CERRADO',
        tipo: 'Robo',
        titulo: 'Robo con fuerza en el local',
        ocurrencia: -330,
        row: {
          riesgo: 'Librería Alcalá',
          direccion: 'Calle de Alcalá 118',
          cod_postal: '28009',
          poblacion: 'Madrid',
        },
        notificaciones: [{ dias: 10, texto: 'Indemnización abonada.', documentos: ['Carta de pago.pdf'] }],
        documentos: [['Inventario de lo sustraído', true]],
      },
    ],
    [
      p.accidentes,
      {
        ...abiertoCon(DECLARACION.accidentes),
        numSiniestro: 'SIN-0000105',
        tipo: 'Asistencia sanitaria',
        titulo: 'Esguince de tobillo',
        ocurrencia: -18,
        row: { riesgo: 'Lucía Fernández García' },
        notificaciones: [
          { dias: 2, texto: 'Autorizadas 10 sesiones de fisioterapia.', documentos: ['Autorización.pdf'] },
        ],
      },
    ],
    [
      p.accidentes,
      {
        numSiniestro: 'SIN-0000030',
        estado: 'RECHAZADO',
        tipo: 'Asistencia sanitaria',
        titulo: 'Consulta de traumatología',
        ocurrencia: -160,
        row: { riesgo: 'Lucía Fernández García' },
        notificaciones: [
          {
            dias: 4,
            texto: 'El siniestro no tiene cobertura en tu póliza.',
            documentos: ['Carta de rehúse.pdf'],
          },
        ],
      },
    ],
    [
      p.mascota,
      {
        ...abiertoCon(DECLARACION.mascota),
        numSiniestro: 'SIN-0000106',
        tipo: 'Asistencia veterinaria',
        titulo: 'Cirugía por ingestión de cuerpo extraño',
        ocurrencia: -6,
        row: { riesgo: 'Toby (Beagle)', especie: 'PERRO', nombre: 'Toby' },
        notificaciones: [
          {
            dias: 1,
            texto: 'Recibida la factura de la clínica veterinaria.',
            documentos: ['Factura veterinaria.pdf'],
          },
        ],
      },
    ],
    [
      p.mascota,
      {
        numSiniestro: 'SIN-0000070',
        estado: 'CERRADO',
        tipo: 'Responsabilidad civil',
        titulo: 'Daños a la bicicleta de un vecino',
        ocurrencia: -95,
        row: { riesgo: 'Toby (Beagle)', especie: 'PERRO', nombre: 'Toby' },
        notificaciones: [
          { dias: 7, texto: 'Daños indemnizados. Siniestro cerrado.', documentos: ['Finiquito.pdf'] },
        ],
        documentos: [['Declaración de los hechos', true]],
      },
    ],
  ];
  for (const [idPoliza, claim] of claims) await s.siniestro(idPoliza, claim);
}
