import { formatDate } from './date';
import type { TipoSolicitudBaja } from './renovacion';

/*
 * Where a policy stands, and what it still offers in each state: the one rule the API applies (it refuses
 * what this refuses) and the screens show (they offer only this). A policy stops being in force when it is
 * cancelled (polizas.estado 'ANULADA'), when the customer withdrew from it (Ley 22/2007 art. 10: the
 * withdrawal ends the contract the day it is sent) or when its period is over (today after its expiry
 * date: not renewed, or not renewed yet). An ended policy keeps what tells its past: its documents, its
 * receipts and its claims. Nothing that speaks as if it still covered: no digital card or certificate, no
 * new claim, no roadside help, and no acting on the contract (renewal, withdrawal, the account or the
 * contact it is charged to). Days are ISO ('YYYY-MM-DD'), today is Madrid's (`todayIso`), passed in.
 */

/** What the situation is read from: the policy row and its standing request, if any. */
export interface DatosSituacionPoliza {
  /** polizas.estado: 'VIGOR' or 'ANULADA'. */
  estado: string;
  /** Last day of the current period; null when open-ended. */
  fechaVto: string | null;
  /** The day a cancelled policy stopped being in force; null when not known. */
  fecAnulacion?: string | null;
  /** 'No renovar' (fecha: the expiry date) or a withdrawal (fecha: the day it was sent). */
  solicitudBaja?: { tipo: TipoSolicitudBaja; fecha: string } | null;
}

export type SituacionPoliza =
  /** A current contract (in force, or about to start): everything applies. */
  | { clase: 'VIGENTE' }
  /** The customer withdrew from it, on `desde`. */
  | { clase: 'DESISTIDA'; desde: string }
  /** Cancelled, since `desde` when known. */
  | { clase: 'ANULADA'; desde: string | null }
  /** Its period ended on `vencio` (its expiry date) and it was not renewed. */
  | { clase: 'VENCIDA'; vencio: string };

const dia = (iso: string) => iso.slice(0, 10);

/**
 * The policy's situation on `hoy`. A withdrawal tells more than the cancellation that follows it, so it
 * goes first; a policy is in force on its expiry date itself (as its card says) and has ended the day after.
 */
export function situacionPoliza(p: DatosSituacionPoliza, hoy: string): SituacionPoliza {
  if (p.solicitudBaja?.tipo === 'DESISTIMIENTO')
    return { clase: 'DESISTIDA', desde: dia(p.solicitudBaja.fecha) };
  if (p.estado.trim().toUpperCase() === 'ANULADA') {
    return { clase: 'ANULADA', desde: p.fecAnulacion ? dia(p.fecAnulacion) : null };
  }
  if (p.fechaVto && dia(hoy) > dia(p.fechaVto)) return { clase: 'VENCIDA', vencio: dia(p.fechaVto) };
  return { clase: 'VIGENTE' };
}

/**
 * The same from a policy as the portfolio lists it: only policies not cancelled are listed there
 * (`enVigor` false would be a cancelled one), with their standing request.
 */
export const datosDeResumen = (p: {
  enVigor: boolean;
  fechaVto: string | null;
  solicitudBaja?: DatosSituacionPoliza['solicitudBaja'];
}): DatosSituacionPoliza => ({
  estado: p.enVigor ? 'VIGOR' : 'ANULADA',
  fechaVto: p.fechaVto,
  solicitudBaja: p.solicitudBaja ?? null,
});

const vigente = (s: SituacionPoliza): boolean => s.clase === 'VIGENTE';

/** What a policy offers in its situation. */
export interface LoQueAplica {
  /** Its documents, receipts and past claims: whatever its state. */
  consultar: true;
  /** The digital card, the insurance certificate, the pet's certificate: they attest cover today. */
  certificar: boolean;
  /** Declaring a new claim on it. */
  declararSiniestro: boolean;
  /** Roadside assistance (a vehicle's). */
  asistencia: boolean;
  /**
   * Acting on the contract: stopping or keeping its renewal, withdrawing, the account or the contact
   * its receipts and notices go to.
   */
  gestionar: boolean;
}

/** What a policy in situation `s` still offers: an ended one, only what tells its past. */
export function loQueAplica(s: SituacionPoliza): LoQueAplica {
  const sigue = vigente(s);
  return {
    consultar: true,
    certificar: sigue,
    declararSiniestro: sigue,
    asistencia: sigue,
    gestionar: sigue,
  };
}

/**
 * Whether a change of the customer's contact, account or address may name this policy on `hoy`: never
 * the partner insurer's (`socio`: the partner manages them), and only a current one (`gestionar`).
 */
export const admiteCambioDeContacto = (socio: boolean, p: DatosSituacionPoliza, hoy: string): boolean =>
  !socio && loQueAplica(situacionPoliza(p, hoy)).gestionar;

/** 'Esta póliza ya no está en vigor desde el 07-11-2026, …': the state and its day, no final stop. */
function yaNoEnVigor(s: Exclude<SituacionPoliza, { clase: 'VIGENTE' }>): string {
  switch (s.clase) {
    case 'DESISTIDA':
      return `Esta póliza ya no está en vigor desde el ${formatDate(s.desde)}, día en que desististe del contrato`;
    case 'ANULADA':
      return s.desde
        ? `Esta póliza está anulada y ya no está en vigor desde el ${formatDate(s.desde)}`
        : 'Esta póliza está anulada y ya no está en vigor';
    case 'VENCIDA':
      return `Esta póliza venció el ${formatDate(s.vencio)} y ya no está en vigor`;
  }
}

/**
 * The notice at the top of an ended policy's screen, or null for a current one: 'Esta póliza ya no está
 * en vigor desde el 07-11-2026, día en que desististe del contrato: puedes consultar sus documentos y sus
 * siniestros.'
 */
export function avisoSituacion(s: SituacionPoliza): string | null {
  return s.clase === 'VIGENTE'
    ? null
    : `${yaNoEnVigor(s)}: puedes consultar sus documentos y sus siniestros.`;
}

/** What an ended policy refuses, with the words of its refusal. */
const NO_APLICA = {
  declararSiniestro:
    'no se pueden declarar siniestros sobre ella. Si el siniestro ocurrió mientras estaba en vigor, llámanos y lo tramitamos.',
  certificar: 'no podemos emitir su tarjeta digital ni un certificado de seguro.',
  asistencia: 'no cubre la asistencia en carretera.',
  gestionar: 'ya no se puede cambiar nada de su contrato.',
} as const satisfies Record<Exclude<keyof LoQueAplica, 'consultar'>, string>;

export type AccionPoliza = keyof typeof NO_APLICA;

/**
 * Why `accion` is refused on a policy in situation `s`, or null when it applies: 'Esta póliza ya no está
 * en vigor desde el 07-11-2026, día en que desististe del contrato: no se pueden declarar siniestros…'.
 */
export function motivoNoAplica(s: SituacionPoliza, accion: AccionPoliza): string | null {
  if (s.clase === 'VIGENTE' || loQueAplica(s)[accion]) return null;
  return `${yaNoEnVigor(s)}: ${NO_APLICA[accion]}`;
}
