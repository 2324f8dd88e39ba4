import { formatAmount, toCentimos } from './amount';

/** How a cover is part of a policy: in the product, an optional one taken, or an optional one not taken. */
export type Contratacion = 'INCLUIDA' | 'OPCIONAL' | 'NO_CONTRATADA';

/** A cover (garantía) of a policy, or of its next annuity on a renewal notice. */
export interface CoberturaDatos {
  descripcion: string;
  /** Sum insured in euros; null when the limit is not an amount (see `limite`) or not shown. */
  capital: number | null;
  /** A limit that is not an amount ('Ilimitada', '30 sesiones al año'); null with a capital. */
  limite: string | null;
  /** Excess in euros; null without one. */
  franquicia: number | null;
  contratacion: Contratacion;
}

type PeriodicidadPago = 'ANUAL' | 'SEMESTRAL' | 'TRIMESTRAL' | 'MENSUAL';

export const CONTRATACION: Record<Contratacion, string> = {
  INCLUIDA: 'Incluida',
  OPCIONAL: 'Opcional contratada',
  NO_CONTRATADA: 'No contratada',
};

const RECIBOS_POR_ANYO: Record<PeriodicidadPago, number> = {
  ANUAL: 1,
  SEMESTRAL: 2,
  TRIMESTRAL: 4,
  MENSUAL: 12,
};

const PAGO: Record<PeriodicidadPago, string> = {
  ANUAL: 'Pago anual',
  SEMESTRAL: 'Pago semestral',
  TRIMESTRAL: 'Pago trimestral',
  MENSUAL: 'Pago mensual',
};

export const esContratada = (c: Pick<CoberturaDatos, 'contratacion'>) => c.contratacion !== 'NO_CONTRATADA';

/** The cover's limit as read: its amount, its written limit, or 'Incluida' when it has neither. */
export function textoLimite(c: Pick<CoberturaDatos, 'capital' | 'limite'>): string {
  if (c.capital !== null) return formatAmount(c.capital);
  return c.limite ?? 'Incluida';
}

export function textoFranquicia(c: Pick<CoberturaDatos, 'franquicia'>): string {
  return c.franquicia === null || c.franquicia === 0 ? 'Sin franquicia' : formatAmount(c.franquicia);
}

const esPeriodicidad = (p: string | null): p is PeriodicidadPago => p !== null && p in RECIBOS_POR_ANYO;

/** Receipts of one amount within a year's split. */
export interface TramoReparto {
  recibos: number;
  importe: number;
}

/**
 * The annual premium split into the year's receipts, in cents so that they add up exactly: every
 * receipt is the premium over their number rounded to the cent, and the last one takes the rounding
 * (412.30 quarterly: 3 of 103.08 and 1 of 103.06). Null without a known periodicity (ANUAL… in any
 * case) or premium.
 */
export function repartoPrima(prima: number | null, periodicidad: string | null): TramoReparto[] | null {
  const codigo = periodicidad?.toUpperCase() ?? null;
  if (prima === null || !Number.isFinite(prima) || prima < 0 || !esPeriodicidad(codigo)) return null;
  const n = RECIBOS_POR_ANYO[codigo];
  const cents = toCentimos(prima);
  const cada = Math.round(cents / n);
  const ultimo = cents - cada * (n - 1);
  if (ultimo === cada) return [{ recibos: n, importe: cada / 100 }];
  return [
    { recibos: n - 1, importe: cada / 100 },
    { recibos: 1, importe: ultimo / 100 },
  ];
}

const recibos = (n: number) => (n === 1 ? '1 recibo' : `${n} recibos`);

/** 'Pago trimestral: 4 recibos de 97.03 €', or the two amounts when the cents do not split evenly. */
export function textoReparto(prima: number | null, periodicidad: string | null): string | null {
  const reparto = repartoPrima(prima, periodicidad);
  const codigo = periodicidad?.toUpperCase() ?? null;
  if (!reparto || !esPeriodicidad(codigo)) return null;
  const pago = PAGO[codigo];
  const [primero, segundo] = reparto;
  if (!primero) return null;
  if (!segundo) return `${pago}: ${recibos(primero.recibos)} de ${formatAmount(primero.importe)}`;
  const total = primero.recibos + segundo.recibos;
  return `${pago}: ${total} recibos, ${primero.recibos} de ${formatAmount(primero.importe)} y ${segundo.recibos} de ${formatAmount(segundo.importe)}`;
}

/** A premium's change at renewal in euros and per cent of last year's (null when last year's is 0). */
export interface DiferenciaPrima {
  euros: number;
  porcentaje: number | null;
}

export function diferenciaPrima(anterior: number, nueva: number): DiferenciaPrima {
  const cents = toCentimos(nueva) - toCentimos(anterior);
  const porcentaje = anterior > 0 ? Math.round((cents / toCentimos(anterior)) * 10_000) / 100 : null;
  return { euros: cents / 100, porcentaje };
}

const conSigno = (n: number, texto: string) => (n > 0 ? `+${texto}` : texto);

/** '+13.55 € (+3.29 %)', 'Sin cambios' when equal. */
export function textoDiferencia(d: DiferenciaPrima): string {
  if (d.euros === 0) return 'Sin cambios';
  const euros = conSigno(d.euros, formatAmount(d.euros));
  if (d.porcentaje === null) return euros;
  return `${euros} (${conSigno(d.porcentaje, d.porcentaje.toFixed(2))} %)`;
}

/** One difference between this year's covers and the renewal's. */
export type CambioCobertura =
  | { tipo: 'NUEVA' | 'QUITADA'; descripcion: string }
  | { tipo: 'LIMITE' | 'FRANQUICIA'; descripcion: string; antes: string; despues: string };

/**
 * What changes in the covers at renewal, matched by name: covers taken now and not then (removed),
 * taken then and not now (added), and, for those taken in both, limits and excesses that change.
 */
export function cambiosCoberturas(anteriores: CoberturaDatos[], nuevas: CoberturaDatos[]): CambioCobertura[] {
  const antes = new Map(anteriores.filter(esContratada).map((c) => [c.descripcion, c]));
  const despues = new Map(nuevas.filter(esContratada).map((c) => [c.descripcion, c]));
  const cambios: CambioCobertura[] = [];
  for (const [descripcion, nueva] of despues) {
    const anterior = antes.get(descripcion);
    if (!anterior) {
      cambios.push({ tipo: 'NUEVA', descripcion });
      continue;
    }
    const [limiteAntes, limiteDespues] = [textoLimite(anterior), textoLimite(nueva)];
    if (limiteAntes !== limiteDespues)
      cambios.push({ tipo: 'LIMITE', descripcion, antes: limiteAntes, despues: limiteDespues });
    const [franquiciaAntes, franquiciaDespues] = [textoFranquicia(anterior), textoFranquicia(nueva)];
    if (franquiciaAntes !== franquiciaDespues)
      cambios.push({ tipo: 'FRANQUICIA', descripcion, antes: franquiciaAntes, despues: franquiciaDespues });
  }
  for (const descripcion of antes.keys())
    if (!despues.has(descripcion)) cambios.push({ tipo: 'QUITADA', descripcion });
  return cambios;
}

/** The sentence a person reads for a change. */
export function textoCambio(c: CambioCobertura): string {
  switch (c.tipo) {
    case 'NUEVA':
      return `Se añade ${c.descripcion}.`;
    case 'QUITADA':
      return `Se quita ${c.descripcion}.`;
    case 'LIMITE':
      return `${c.descripcion}: el límite pasa de ${c.antes} a ${c.despues}.`;
    case 'FRANQUICIA':
      return `${c.descripcion}: la franquicia pasa de ${c.antes} a ${c.despues}.`;
  }
}
