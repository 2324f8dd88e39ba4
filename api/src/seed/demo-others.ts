import type { Seeder } from './seeder';

/** 00000023T: a broker's (mediated) client in Valencia with a few policies. */
export async function seedMediado(s: Seeder, passwordHash: string): Promise<void> {
  const id = await s.cliente(
    {
      num_doc: '00000023T',
      tipo_doc: 'NIF',
      nombre: 'Antonio Gómez Pérez',
      fec_nacimiento: '1965-11-02',
      direccion: 'Avenida del Puerto 45, 2º',
      cod_postal: '46021',
      poblacion: 'Valencia',
      provincia: 'Valencia',
      telefono: '634567890',
      email: 'antonio.gomez@example.com',
      pureza_puro_mmt: false,
      gdpr_empresas: false,
      gdpr_updated_at: s.instant(-700),
      telefono_owner_propio_cliente: '963334455',
      owner_propio_cliente_canal_telefonico: true,
      id_owner_propio_cliente: 4102,
    },
    passwordHash,
  );
  const tomador = await s.persona({
    num_doc: '00000023T',
    nombre: 'Antonio Gómez Pérez',
    telefono: '634567890',
    email: 'antonio.gomez@example.com',
    direccion: 'Avenida del Puerto 45, 2º, 46021 Valencia',
  });
  const titular = 'Antonio Gómez Pérez';
  const coche = await s.poliza(id, tomador, titular, {
    ramo: 'VEH',
    numPoliza: 'AUT-11056789',
    producto: 'Auto Terceros Ampliado',
    efecto: -188,
    periodicidad: 'SEMESTRAL',
    idPropietario: tomador,
    ccc: '01822345010201234567',
    common: { uso: 'PARTICULAR', version_ccgg_veh: 20230101, asistencia_viaje: 'ASISTENCIA ORO' },
    line: {
      marca: 'RENAULT',
      modelo: 'Clio TCe 90',
      matricula: '9087 GHT',
      tipo_automovil: 'TURISMO',
      vehiculo: 'RENAULT Clio TCe 90 CV',
      num_bastidor: 'VF1RJA00X65012345',
      clase: 'Turismo',
    },
    conductores: [
      {
        rol: 'HABITUAL',
        nombre: 'Antonio Gómez Pérez',
        num_doc: '00000023T',
        fec_carnet: '1984-03-10',
        fec_nacimiento: '1965-11-02',
        tipo_carnet: 'B',
      },
    ],
  });
  const hogar = await s.poliza(id, tomador, titular, {
    ramo: 'HOG',
    numPoliza: 'HOG-21067890',
    producto: 'Hogar Básico',
    efecto: -340,
    periodicidad: 'ANUAL',
    ccc: '01822345010201234567',
    common: { version_ccgg: 20240318 },
    line: {
      direccion_corta: 'Av. del Puerto 45, 2º',
      direccion: 'Avenida del Puerto 45, 2º',
      poblacion: 'Valencia',
      cod_postal: '46021',
      provincia: 'Valencia',
      ubicacion_vivienda: 'Núcleo urbano',
      tipo_vivienda: 'Piso',
      uso_vivienda: 'Vivienda habitual',
      regimen_vivienda: 'Propiedad',
      anyo_construccion: 1995,
      calidad_construccion: 'Normal',
      contenido: 25000,
      continente: 110000,
    },
  });
  await s.siniestro(coche, {
    numSiniestro: 'SIN-0000201',
    estado: 'ABIERTO',
    tipo: 'Daños propios',
    titulo: 'Golpe en aparcamiento',
    subtitulo: '9087 GHT',
    ocurrencia: -9,
    row: {
      riesgo: 'RENAULT Clio TCe 90 - 9087 GHT',
      matricula_va: '9087 GHT',
      danios: ['Aleta delantera derecha'],
    },
    notificaciones: [
      { dias: 1, texto: 'Tu mediador ha comunicado el siniestro.', documentos: ['Parte de declaración.pdf'] },
    ],
  });
  await s.recibo(coche, 'REC-0200001', s.periodo(coche, 0), 210.4, 'COBRADO');
  await s.recibo(coche, 'REC-0200002', s.periodo(coche, 1), 210.4, 'PENDIENTE');
  await s.recibo(hogar, 'REC-0200003', s.periodo(hogar, 0), 142.9, 'COBRADO');
  // The home policy renews in 25 days: its renewal notice, like every screen of his, says 'Póliza mediada'.
  const renovacionHogar = await s.recibo(hogar, 'REC-0200004', s.periodo(hogar, 1), 148.3, 'PENDIENTE', {
    pagable: false,
  });
  await s.avisoRenovacion(hogar, [renovacionHogar], {
    riesgo: 'Av. del Puerto 45, 2º',
    datos_bancarios: 'ES24 0182 **** **** **** 4567',
    forma_pago: 'Domiciliación bancaria',
    tipo_negocio: 'H',
  });
}

/** X2482300W: NIE holder in Barcelona whose consent is still pending. */
export async function seedConsentimientoPendiente(s: Seeder, passwordHash: string): Promise<void> {
  const id = await s.cliente(
    {
      num_doc: 'X2482300W',
      tipo_doc: 'NIE',
      nombre: 'Olga Ivanova Petrova',
      fec_nacimiento: '1988-07-21',
      direccion: 'Carrer de Mallorca 250, 4º 1ª',
      cod_postal: '08008',
      poblacion: 'Barcelona',
      provincia: 'Barcelona',
      telefono: '655443322',
      email: 'olga.ivanova@example.com',
      pureza_puro_mmt: true,
      telefono_owner_propio_cliente: '932221100',
      id_worker_propio_cliente: 7205,
      id_owner_propio_cliente: 3205,
    },
    passwordHash,
  );
  const tomador = await s.persona({
    num_doc: 'X2482300W',
    nombre: 'Olga Ivanova Petrova',
    telefono: '655443322',
    email: 'olga.ivanova@example.com',
    direccion: 'Carrer de Mallorca 250, 4º 1ª, 08008 Barcelona',
  });
  const coche = await s.poliza(id, tomador, 'Olga Ivanova Petrova', {
    ramo: 'VEH',
    numPoliza: 'AUT-12078901',
    producto: 'Auto Todo Riesgo',
    efecto: -20,
    periodicidad: 'ANUAL',
    idPropietario: tomador,
    ccc: '20385778983000760236',
    common: { uso: 'PARTICULAR', version_ccgg_veh: 20250101, asistencia_viaje: 'ASISTENCIA PLATINO' },
    line: {
      marca: 'DACIA',
      modelo: 'Sandero Stepway',
      matricula: '3344 NBC',
      tipo_automovil: 'TURISMO',
      vehiculo: 'DACIA Sandero Stepway TCe 110',
      num_bastidor: 'UU1HSDCW565012345',
      clase: 'Turismo',
    },
  });
  await s.recibo(coche, 'REC-0300001', s.periodo(coche, 0), 520.8, 'COBRADO');
}

/**
 * Y7654321G: customer with a mobile but no e-mail, no web password and consent pending, so the
 * registration runs every step (email, then gdprTacito).
 */
export async function seedSinClaveNiEmail(s: Seeder): Promise<void> {
  await s.cliente({
    num_doc: 'Y7654321G',
    tipo_doc: 'NIE',
    nombre: 'Jorge Martín Soto',
    fec_nacimiento: '1991-11-30',
    direccion: 'Calle Mayor 8, 2º B',
    cod_postal: '50001',
    poblacion: 'Zaragoza',
    provincia: 'Zaragoza',
    telefono: '677889900',
    pureza_puro_mmt: true,
  });
}

/** 87654321X: known customer (mobile and e-mail on record) without a web password yet. */
export async function seedSinClave(s: Seeder): Promise<void> {
  const id = await s.cliente({
    num_doc: '87654321X',
    tipo_doc: 'NIF',
    nombre: 'Carmen Ruiz Navarro',
    fec_nacimiento: '1972-01-09',
    direccion: 'Calle Sierpes 12, 1º A',
    cod_postal: '41004',
    poblacion: 'Sevilla',
    provincia: 'Sevilla',
    telefono: '698765432',
    email: 'carmen.ruiz@example.com',
    pureza_puro_mmt: true,
    gdpr_empresas: true,
    gdpr_updated_at: s.instant(-900),
  });
  const tomador = await s.persona({
    num_doc: '87654321X',
    nombre: 'Carmen Ruiz Navarro',
    telefono: '698765432',
    email: 'carmen.ruiz@example.com',
    direccion: 'Calle Sierpes 12, 1º A, 41004 Sevilla',
  });
  const hogar = await s.poliza(id, tomador, 'Carmen Ruiz Navarro', {
    ramo: 'HOG',
    numPoliza: 'HOG-22089012',
    producto: 'Hogar Plus',
    efecto: -210,
    periodicidad: 'ANUAL',
    ccc: '21000418450200051332',
    common: { version_ccgg: 20240318, tiene_asistencia_domiciliaria: true },
    line: {
      direccion_corta: 'C/ Sierpes 12, 1º A',
      direccion: 'Calle Sierpes 12, 1º A',
      poblacion: 'Sevilla',
      cod_postal: '41004',
      provincia: 'Sevilla',
      tipo_vivienda: 'Piso',
      uso_vivienda: 'Vivienda habitual',
      regimen_vivienda: 'Alquiler',
      anyo_construccion: 1930,
      calidad_construccion: 'Alta',
      contenido: 30000,
    },
  });
  await s.recibo(hogar, 'REC-0400001', s.periodo(hogar, 0), 198.6, 'COBRADO');
}

/** 11111111H: customer whose only policy is the partner insurer's health policy. */
export async function seedSoloHna(s: Seeder, passwordHash: string): Promise<void> {
  const id = await s.cliente(
    {
      num_doc: '11111111H',
      tipo_doc: 'NIF',
      nombre: 'Miguel Torres Blanco',
      fec_nacimiento: '1990-10-05',
      direccion: 'Gran Vía 30, 5º D',
      cod_postal: '48009',
      poblacion: 'Bilbao',
      provincia: 'Bizkaia',
      telefono: '677889900',
      email: 'miguel.torres@example.com',
      pureza_puro_mmt: true,
      gdpr_empresas: false,
      gdpr_updated_at: s.instant(-30),
    },
    passwordHash,
  );
  const tomador = await s.persona({
    num_doc: '11111111H',
    nombre: 'Miguel Torres Blanco',
    telefono: '677889900',
    email: 'miguel.torres@example.com',
    direccion: 'Gran Vía 30, 5º D, 48009 Bilbao',
  });
  await s.poliza(id, tomador, 'Miguel Torres Blanco', {
    ramo: 'SALUD_HNA',
    numPoliza: 'HNA-55098765',
    producto: 'Salud Completo (aseguradora asociada)',
    // New within the travel draw's window (campaigns/inicial: hoy-30 to hoy+90): he may take part.
    efecto: -25,
    periodicidad: 'MENSUAL',
    asegurados: [
      { nombre_completo: 'Miguel Torres Blanco', num_doc: '11111111H', fec_nacimiento: '1990-10-05' },
    ],
    documentos: [],
  });
}

/** B12345674: a company (CIF) with a business policy and a van. */
export async function seedEmpresa(s: Seeder, passwordHash: string): Promise<void> {
  const id = await s.cliente(
    {
      num_doc: 'B12345674',
      tipo_doc: 'CIF',
      nombre: 'Construcciones Levante S.L.',
      direccion: 'Calle de la Industria 8, Polígono Las Atalayas',
      cod_postal: '03114',
      poblacion: 'Alicante',
      provincia: 'Alicante',
      telefono: '965123456',
      email: 'administracion@construccioneslevante.example',
      pureza_puro_mmt: true,
      gdpr_empresas: false,
      gdpr_updated_at: s.instant(-365),
      telefono_owner_propio_cliente: '965998877',
      id_worker_propio_cliente: 7310,
      id_owner_propio_cliente: 3310,
    },
    passwordHash,
  );
  const tomador = await s.persona({
    num_doc: 'B12345674',
    nombre: 'Construcciones Levante S.L.',
    telefono: '965123456',
    email: 'administracion@construccioneslevante.example',
    direccion: 'Calle de la Industria 8, 03114 Alicante',
  });
  const titular = 'Construcciones Levante S.L.';
  const nave = await s.poliza(id, tomador, titular, {
    ramo: 'NEG',
    numPoliza: 'NEG-71001234',
    producto: 'Pyme Industrial',
    efecto: -260,
    periodicidad: 'SEMESTRAL',
    ccc: '00815200110001234567',
    common: { tiene_ajt: true },
    line: {
      nombre_neg: 'Construcciones Levante - Almacén',
      actividad_neg: 'Almacén de materiales de construcción',
      direccion_neg: 'Calle de la Industria 8, 03114 Alicante',
      tipo_neg: 'Industria',
      regimen_local_neg: 'Propiedad',
      superficie_neg: 1200,
      anyo_construccion: 2004,
      neg_cte_inmueble: 850000,
      neg_mobiliario: 60000,
      neg_existencias: 240000,
      neg_alarma: true,
      neg_vigilancia: true,
      neg_extintores: true,
      neg_bies: true,
      neg_sprinklers: true,
      neg_detectores: true,
      neg_anti_alunizaje: true,
    },
  });
  const furgoneta = await s.poliza(id, tomador, titular, {
    ramo: 'VEH',
    numPoliza: 'AUT-13090123',
    producto: 'Auto Flotas Terceros',
    // New within the travel draw's window, not the finished air-fryer draw's (hoy-120 to hoy-30).
    efecto: -20,
    periodicidad: 'ANUAL',
    idPropietario: tomador,
    ccc: '00815200110001234567',
    common: { uso: 'TRANSPORTE PROPIO', version_ccgg_veh: 20250101 },
    line: {
      marca: 'FORD',
      modelo: 'Transit Custom',
      matricula: '7788 LPR',
      tipo_automovil: 'FURGONETA',
      vehiculo: 'FORD Transit Custom 2.0 EcoBlue',
      num_bastidor: 'WF0XXXTTGXLA12345',
      clase: 'Furgoneta',
    },
  });
  await s.recibo(nave, 'REC-0500001', s.periodo(nave, 0), 1840.25, 'COBRADO');
  await s.recibo(nave, 'REC-0500002', s.periodo(nave, 1), 1840.25, 'COBRADO');
  await s.recibo(furgoneta, 'REC-0500003', s.periodo(furgoneta, 0), 690, 'COBRADO');
}
