import { addMonths, daysBetween, type Ramo } from '@area-cliente/shared/domain';
import type { Queryable } from '../db';
import { addDays } from '../lib/clock';
import { ibanFromCcc } from './iban';
import { insertRow } from './insert';

type Row = Record<string, unknown>;

const LINE_TABLE: Partial<Record<Ramo, string>> = {
  VEH: 'poliza_vehiculo',
  MOV: 'poliza_movilidad',
  HOG: 'poliza_hogar',
  NEG: 'poliza_negocio',
  MASC: 'poliza_mascota',
};

export interface PolizaSeed {
  ramo: Ramo;
  numPoliza: string;
  producto: string;
  /** Days from the seed day to the first effective date (negative = past); renewed every year since. */
  efecto: number;
  periodicidad: 'ANUAL' | 'SEMESTRAL' | 'TRIMESTRAL' | 'MENSUAL';
  /** Other columns of `polizas` (flags, versions, uso...). */
  common?: Row;
  /** Columns of the line's own table (vehicle, home, business, pet, mobility). */
  line?: Row;
  conductores?: Row[];
  asegurados?: Row[];
  documentos?: Row[];
  idPropietario?: number;
  /** CCC (20 digits) for the bank card; the IBAN is derived. */
  ccc?: string;
}

export interface SiniestroSeed {
  numSiniestro: string;
  estado: 'ABIERTO' | 'CERRADO' | 'RECHAZADO' | 'ANULADO';
  tipo: string;
  titulo: string;
  subtitulo?: string;
  ocurrencia: number;
  row?: Row;
  notificaciones: { dias: number; texto: string; documentos?: string[] }[];
  /** Documents to sign: true signed, false rejected, null waiting. */
  documentos?: [string, boolean | null][];
  contrarios?: Row[];
  encargos?: Row[];
}

/** A cover: [description, limit (euros, or a written limit, or null = included), excess in euros or null, how taken]. */
export type CoberturaSeed = [
  string,
  number | string | null,
  number | null,
  ('INCLUIDA' | 'OPCIONAL' | 'NO_CONTRATADA')?,
];

const filasCoberturas = (coberturas: CoberturaSeed[]) =>
  coberturas.map(([descripcion, limite, franquicia, contratacion = 'INCLUIDA'], i) => ({
    orden: i + 1,
    descripcion,
    capital: typeof limite === 'number' ? limite : null,
    limite: typeof limite === 'string' ? limite : null,
    franquicia,
    contratacion,
  }));

const MONTHS_PER_RECEIPT: Record<PolizaSeed['periodicidad'], number> = {
  ANUAL: 12,
  SEMESTRAL: 6,
  TRIMESTRAL: 3,
  MENSUAL: 1,
};

/**
 * Writes demo rows relative to the seed day. Uuids come from a counter so that two seeds of the
 * same day produce the same data.
 */
export class Seeder {
  private uuidCounter = 0;
  /** Start of each seeded policy's current annuity and its periodicity, for its receipts. */
  private readonly annuities = new Map<
    number,
    { first: string; start: string; periodicidad: PolizaSeed['periodicidad'] }
  >();

  constructor(
    readonly tx: Queryable,
    readonly today: string,
  ) {}

  day(offset: number): string {
    return addDays(this.today, offset);
  }

  /** Instant at 10:00 UTC of a day relative to the seed day. */
  instant(offset: number, hour = 10): string {
    return `${this.day(offset)}T${String(hour).padStart(2, '0')}:00:00Z`;
  }

  uuid(): string {
    this.uuidCounter += 1;
    return `00000000-0000-4000-8000-${String(this.uuidCounter).padStart(12, '0')}`;
  }

  async cliente(row: Row, passwordHash?: string): Promise<number> {
    const id = await insertRow(this.tx, 'clientes', row, 'id_cliente');
    if (passwordHash)
      await insertRow(this.tx, 'usuarios_web', { id_cliente: id, password_hash: passwordHash });
    return id;
  }

  persona(row: Row): Promise<number> {
    return insertRow(this.tx, 'personas', row, 'id_persona');
  }

  async poliza(idCliente: number, idTomador: number, titular: string, p: PolizaSeed): Promise<number> {
    // Policies renew yearly: the current annuity started on the last anniversary of the first effect.
    const fecAntiguedad = this.day(p.efecto);
    let years = 0;
    while (addMonths(fecAntiguedad, 12 * (years + 1)) <= this.today) years += 1;
    const fecEfecto = addMonths(fecAntiguedad, 12 * years);
    const step = MONTHS_PER_RECEIPT[p.periodicidad];
    // The next receipt is the first period start from today on (the renewal, for annual policies).
    let months = 0;
    while (addMonths(fecEfecto, months) < this.today) months += step;
    const ccc = p.ccc ?? '21000418450200051332';
    const id = await insertRow(
      this.tx,
      'polizas',
      {
        id_cliente: idCliente,
        num_poliza: p.numPoliza,
        ramo: p.ramo,
        producto: p.producto,
        fec_efecto: fecEfecto,
        fec_antiguedad: fecAntiguedad,
        fecha_vto: addMonths(fecEfecto, 12),
        periodicidad: p.periodicidad,
        fec_proximo_recibo: addMonths(fecEfecto, months),
        id_tomador: idTomador,
        id_propietario: p.idPropietario,
        iban: ibanFromCcc(ccc),
        entidad: ccc.slice(0, 4),
        oficina: ccc.slice(4, 8),
        titular,
        ...p.common,
      },
      'id_poliza',
    );
    this.annuities.set(id, { first: fecAntiguedad, start: fecEfecto, periodicidad: p.periodicidad });
    const table = LINE_TABLE[p.ramo];
    if (table && p.line) await insertRow(this.tx, table, { id_poliza: id, ...p.line });
    for (const c of p.conductores ?? [])
      await insertRow(this.tx, 'poliza_conductores', { id_poliza: id, ...c });
    for (const a of p.asegurados ?? [])
      await insertRow(this.tx, 'poliza_asegurados', { id_poliza: id, ...a });
    const documentos = p.documentos ?? [
      {
        nombre: 'Condiciones particulares',
        tipo: 'ACTUAL',
        estado: 'DIGITAL_CERTIFICADA',
        mime_type: 'application/pdf',
      },
    ];
    for (const d of documentos) {
      await insertRow(this.tx, 'poliza_documentos', {
        id_poliza: id,
        uuid: this.uuid(),
        // Future conditions take effect at the renewal.
        fecha_efecto: d.tipo === 'FUTURA' || d.tipo === 'FUTURO' ? addMonths(fecEfecto, 12) : fecEfecto,
        ...d,
      });
    }
    return id;
  }

  async siniestro(idPoliza: number, s: SiniestroSeed): Promise<number> {
    const id = await insertRow(
      this.tx,
      'siniestros',
      {
        num_siniestro: s.numSiniestro,
        id_poliza: idPoliza,
        estado: s.estado,
        tipo: s.tipo,
        titulo: s.titulo,
        subtitulo: s.subtitulo,
        fec_ocurrencia: this.day(s.ocurrencia),
        fec_apertura: this.day(s.ocurrencia + 1),
        ...s.row,
      },
      'id_siniestro',
    );
    await insertRow(this.tx, 'siniestro_historial', {
      id_siniestro: id,
      fecha: this.instant(s.ocurrencia + 1),
      estado: 'ABIERTO',
      descripcion: 'Apertura del siniestro',
    });
    if (s.estado !== 'ABIERTO') {
      await insertRow(this.tx, 'siniestro_historial', {
        id_siniestro: id,
        fecha: this.instant(s.ocurrencia + 30),
        estado: s.estado,
        descripcion: 'Cierre del siniestro',
      });
    }
    for (const n of s.notificaciones) {
      const idNotificacion = await insertRow(
        this.tx,
        'siniestro_notificaciones',
        { id_siniestro: id, fecha: this.instant(s.ocurrencia + n.dias, 9 + (n.dias % 8)), texto: n.texto },
        'id_notificacion',
      );
      for (const nombreDoc of n.documentos ?? []) {
        await insertRow(this.tx, 'notificacion_documentos', {
          id_notificacion: idNotificacion,
          uuid: this.uuid(),
          nombre_doc: nombreDoc,
        });
      }
    }
    for (const [i, [nombreDoc, aceptado]] of (s.documentos ?? []).entries()) {
      await insertRow(this.tx, 'siniestro_documentos', {
        id_siniestro: id,
        uuid: this.uuid(),
        nombre_doc: nombreDoc,
        aceptado,
        fecha_firma: aceptado === null ? null : this.instant(s.ocurrencia + 3 + i, 12),
      });
    }
    for (const c of s.contrarios ?? [])
      await insertRow(this.tx, 'siniestro_contrarios', { id_siniestro: id, ...c });
    for (const e of s.encargos ?? [])
      await insertRow(this.tx, 'siniestro_encargos', { id_siniestro: id, ...e });
    return id;
  }

  /**
   * Days from the seed day to the start of period `n` of the policy's current annuity (0 = the annuity's
   * first receipt, negative = the previous annuity, periods per year = the next one): where its receipts go.
   */
  periodo(idPoliza: number, n: number): number {
    const a = this.annuities.get(idPoliza);
    if (!a) throw new Error(`policy ${idPoliza} was not seeded here`);
    return daysBetween(this.today, addMonths(a.start, n * MONTHS_PER_RECEIPT[a.periodicidad]));
  }

  /** What a receipt on this day is: the first one, an annuity's (renewal) or a fraction of one. */
  private tipoRecibo(idPoliza: number, fecha: string): string {
    const a = this.annuities.get(idPoliza);
    if (!a) return 'RENOVACION';
    if (fecha === a.first) return 'NUEVA_PRODUCCION';
    const anniversary = [-12, 0, 12].some((m) => addMonths(a.start, m) === fecha);
    return anniversary ? 'RENOVACION' : 'FRACCIONADO';
  }

  /** A receipt of the policy, with the policy's periodicity and the kind its date implies unless `extra` says. */
  recibo(
    idPoliza: number,
    numRecibo: string,
    dias: number,
    importe: number,
    estado: 'PENDIENTE' | 'COBRADO' | 'DEVUELTO' | 'ANULADO',
    extra: Row = {},
  ): Promise<number> {
    const cobrado = estado === 'COBRADO';
    const fecha = this.day(dias);
    return insertRow(
      this.tx,
      'recibos',
      {
        id_poliza: idPoliza,
        num_recibo: numRecibo,
        fec_recibo: fecha,
        importe_neto: importe,
        estado,
        tipo: this.tipoRecibo(idPoliza, fecha),
        periodicidad: this.annuities.get(idPoliza)?.periodicidad ?? 'ANUAL',
        pagable: !cobrado && estado !== 'ANULADO',
        imprimible: true,
        // Charged a couple of days after its date, and never later than yesterday.
        paid_at: cobrado ? this.instant(Math.min(dias + 2, -1)) : null,
        ...extra,
      },
      'id_recibo',
    );
  }

  /** A renewal notice of the policy, due at its next annuity, listing the receipts it will charge. */
  async avisoRenovacion(idPoliza: number, idRecibos: number[], row: Row): Promise<number> {
    const id = await insertRow(
      this.tx,
      'avisos_renovacion',
      { id_poliza: idPoliza, fecha_vencimiento: this.day(this.periodo(idPoliza, 1)), ...row },
      'id_aviso',
    );
    for (const idRecibo of idRecibos)
      await insertRow(this.tx, 'aviso_renovacion_recibos', { id_aviso: id, id_recibo: idRecibo });
    return id;
  }

  /**
   * A friend coupon of the client in its state, created `dias` days from the seed day (negative = past)
   * and moved through activation, assignment and use on the days after.
   */
  cuponAmigo(
    idCliente: number,
    cupon: string,
    estado: 'pendiente' | 'activado' | 'disponible' | 'asignado' | 'consumido',
    idPoliza: number | null,
    dias: number,
  ): Promise<number> {
    const asignado = estado === 'asignado' || estado === 'consumido';
    return insertRow(
      this.tx,
      'cupones_amigo',
      {
        id_cliente: idCliente,
        cupon,
        estado,
        id_poliza: idPoliza,
        created_at: this.instant(dias),
        activado_at: estado === 'pendiente' ? null : this.instant(dias + 50),
        asignado_at: asignado ? this.instant(dias + 100) : null,
        consumido_at: estado === 'consumido' ? this.instant(dias + 180) : null,
      },
      'id_cupon',
    );
  }

  /** The policy's annual premium and its covers, in order. */
  async coberturas(idPoliza: number, prima: number, coberturas: CoberturaSeed[]): Promise<void> {
    await this.tx.query('UPDATE polizas SET prima_anual = $2 WHERE id_poliza = $1', [idPoliza, prima]);
    for (const fila of filasCoberturas(coberturas))
      await insertRow(this.tx, 'poliza_garantias', { id_poliza: idPoliza, ...fila });
  }

  /** A renewal notice's new premium and covers. */
  async coberturasRenovacion(idAviso: number, prima: number, coberturas: CoberturaSeed[]): Promise<void> {
    await this.tx.query('UPDATE avisos_renovacion SET prima_nueva = $2 WHERE id_aviso = $1', [
      idAviso,
      prima,
    ]);
    for (const fila of filasCoberturas(coberturas))
      await insertRow(this.tx, 'aviso_renovacion_garantias', { id_aviso: idAviso, ...fila });
  }

  insert(table: string, row: Row, returning?: string): Promise<number> {
    return insertRow(this.tx, table, row, returning);
  }
}
