import * as v from 'valibot';
import { EmailSchema, TelefonoSchema } from '../domain/contacto';
import { IdSchema } from '../domain/ids';
import { PasswordInputSchema } from './rules';
import { SegundoFactorCampos } from './segundo-factor';

/** GET /v1/ac/cliente, and `cliente` inside the portfolio (SPEC §3 Client). */
/**
 * Beyond SPEC: the office or broker that looks after the client, for 'Mi Oficina' and a
 * broker's client's card. Its phone is the client's `telefonoOwnerPropioCliente`.
 */
const OficinaSchema = v.object({
  nombre: v.string(),
  direccion: v.nullable(v.string()),
  email: v.nullable(v.string()),
  /** As people read it: 'De lunes a viernes, de 9:00 a 14:00 y de 16:30 a 19:30'. */
  horario: v.nullable(v.string()),
});
export type Oficina = v.InferOutput<typeof OficinaSchema>;

export const ClienteSchema = v.object({
  idCliente: v.number(),
  nombre: v.string(),
  edad: v.nullable(v.number()),
  numDoc: v.string(),
  direccion: v.nullable(v.string()),
  telefono: v.nullable(v.string()),
  email: v.nullable(v.string()),
  codPostal: v.nullable(v.string()),
  /** true for a direct client, false for a broker's (mediated) client. */
  purezaPuroMMT: v.boolean(),
  /** Missing while the customer's consent is pending. */
  gdprEmpresas: v.optional(v.boolean()),
  telefonoOwnerPropioCliente: v.nullable(v.string()),
  ownerPropioClienteCanalTelefonico: v.boolean(),
  idWorkerPropioCliente: v.nullable(v.number()),
  idOwnerPropioCliente: v.nullable(v.number()),
  /** Absent when no office or broker is on record for the client. */
  oficina: v.optional(OficinaSchema),
});
export type Cliente = v.InferOutput<typeof ClienteSchema>;

/** POST /v1/ac/cliente/actualizaTelefono: the new phone and the policies it applies to. */
export const ActualizaTelefonoRequestSchema = v.object({
  telefono: TelefonoSchema,
  /** idPoliza list; empty for a client whose only policy is a partner health one. */
  polizas: v.pipe(v.array(IdSchema), v.maxLength(200)),
  /** Refused without a second factor: the password alone never confirms the change. */
  passwordActual: v.optional(PasswordInputSchema),
  /**
   * The SMS code for 'telefono', sent to the phone on record (the one being replaced), or a passkey's
   * answer.
   */
  ...SegundoFactorCampos,
});
export type ActualizaTelefonoRequest = v.InferOutput<typeof ActualizaTelefonoRequestSchema>;

/** POST /v1/ac/cliente/actualizaEmail; the registration screens also send idCliente. */
export const ActualizaEmailRequestSchema = v.object({
  email: EmailSchema,
  polizas: v.pipe(v.array(IdSchema), v.maxLength(200)),
  /** Sent by the registration screens; must be the caller's own id. */
  idCliente: v.optional(IdSchema),
  /** Refused without a second factor: the password alone never confirms the change. */
  passwordActual: v.optional(PasswordInputSchema),
  /**
   * The SMS code for 'email' (or a passkey's answer), required from the change popup. The registration
   * screens leave them out: their session was opened minutes after the SMS PIN flow set the password.
   */
  ...SegundoFactorCampos,
});
export type ActualizaEmailRequest = v.InferOutput<typeof ActualizaEmailRequestSchema>;

/** POST /v1/ac/user/actualizarPasswordCliente: the change popup's two entries plus the current password. */
export const ActualizarPasswordClienteRequestSchema = v.object({
  password: PasswordInputSchema,
  passwordRepetida: PasswordInputSchema,
  /** Beyond SPEC (OWASP ASVS re-authentication). */
  passwordActual: PasswordInputSchema,
});
export type ActualizarPasswordClienteRequest = v.InferOutput<typeof ActualizarPasswordClienteRequestSchema>;
