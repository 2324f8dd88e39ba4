import * as v from 'valibot';
import { CANALES_AVISO, EVENTOS_AVISO } from '../domain/avisos';
import { IsoDateTimeSchema } from './envelope';

const PreferenciaAvisoSchema = v.object({
  evento: v.picklist(EVENTOS_AVISO),
  canal: v.picklist(CANALES_AVISO),
  activo: v.boolean(),
});

/**
 * GET /v1/ac/cliente/avisos: every event and channel with the caller's choice (or its default);
 * a security notice answers `activo: true` always (shared/src/domain/avisos.ts). The event is read as
 * a string: a build older than a new event shows the switches it knows and ignores the rest.
 */
export const PreferenciasAvisosSchema = v.object({
  preferencias: v.array(v.object({ ...PreferenciaAvisoSchema.entries, evento: v.string() })),
});
export type PreferenciaAviso = v.InferOutput<typeof PreferenciasAvisosSchema>['preferencias'][number];

/** POST /v1/ac/cliente/avisos: the choices to change (at most one per event and channel). */
export const GuardaPreferenciasAvisosRequestSchema = v.object({
  preferencias: v.pipe(v.array(PreferenciaAvisoSchema), v.minLength(1), v.maxLength(20)),
});

/**
 * GET /v1/ac/cliente/avisos/correosDemo (demo mode only; 404 elsewhere): the latest e-mails the demo
 * outbox holds for the caller's own address, newest first.
 */
export const CorreosDemoSchema = v.object({
  correos: v.array(v.object({ asunto: v.string(), texto: v.string(), fecha: IsoDateTimeSchema })),
});
