import * as v from 'valibot';
import { AudienceSchema } from '../domain/audiencia';
import { DaySchema } from '../domain/vigencia';
import { textoLibre } from '../domain/texto-libre';
import type { Campaign, CampaignCard } from './campana';

// Marketing's studio (/estudio/): staff sign in with the company's identity provider and edit, review,
// schedule and roll back the campaign. Its API is plain JSON under /estudio/api (no customer envelope),
// reached with the staff session cookie only; every call that changes something sends `X-Estudio: 1`.
// The campaign document itself is checked by the schema of campana.ts (parseCampaign), on the server,
// so a draft is stored only when the publish step would take it.

/** The staff session cookie (HttpOnly, Path=/estudio, SameSite=Lax). */
export const ESTUDIO_COOKIE = 'ac_estudio';
/** The header every studio call that changes something sends (a cross-site form cannot). */
export const ESTUDIO_CSRF_HEADER = 'x-estudio';

/** A staff member's roles, from the identity provider's `groups` claim. */
export const ROLES_ESTUDIO = ['editor', 'publicador', 'atencion'] as const;
const RolEstudioSchema = v.picklist(ROLES_ESTUDIO);
export type RolEstudio = v.InferOutput<typeof RolEstudioSchema>;

export const EstudioYoSchema = v.object({
  usuario: v.string(),
  nombre: v.string(),
  roles: v.array(RolEstudioSchema),
});
export type EstudioYo = v.InferOutput<typeof EstudioYoSchema>;

/** A campaign document as published or stored in a draft (checked on the server with parseCampaign). */
const CampanaDocumentoSchema = v.custom<Campaign>(
  (x) => typeof x === 'object' && x !== null && Array.isArray((x as { cards?: unknown }).cards),
  'debe ser un documento de campaña',
);
const TarjetaSchema = v.custom<CampaignCard>(
  (x) => typeof x === 'object' && x !== null && typeof (x as { id?: unknown }).id === 'string',
);

const VersionResumenSchema = v.object({ version: v.string(), nombre: v.string(), publicadaEn: v.string() });

export const EstudioCampanaSchema = v.object({
  viva: v.nullable(VersionResumenSchema),
  /** Every published version, newest first. */
  versiones: v.array(VersionResumenSchema),
  programadas: v.array(
    v.object({
      borradorId: v.number(),
      nombre: v.string(),
      version: v.optional(v.string()),
      para: v.string(),
    }),
  ),
});
export type EstudioCampana = v.InferOutput<typeof EstudioCampanaSchema>;

export const EstudioVersionSchema = v.object({ campana: CampanaDocumentoSchema });

const ESTADOS_BORRADOR = [
  'borrador',
  'en_revision',
  'aprobada',
  'programada',
  'publicada',
  'rechazada',
] as const;
const EstadoBorradorSchema = v.picklist(ESTADOS_BORRADOR);
export type EstadoBorrador = v.InferOutput<typeof EstadoBorradorSchema>;

const BorradorResumenSchema = v.object({
  id: v.number(),
  nombre: v.string(),
  estado: EstadoBorradorSchema,
  autor: v.string(),
  actualizadoEn: v.string(),
  programadaPara: v.optional(v.string()),
  motivoRechazo: v.optional(v.string()),
  /** The version it became once published. */
  version: v.optional(v.string()),
});
export type BorradorResumen = v.InferOutput<typeof BorradorResumenSchema>;

export const EstudioBorradoresSchema = v.object({ borradores: v.array(BorradorResumenSchema) });

export const EstudioBorradorSchema = v.object({
  ...BorradorResumenSchema.entries,
  /** Bumped by every save: a save naming an older one is refused (409), nobody's edit is lost. */
  revision: v.number(),
  campana: CampanaDocumentoSchema,
  /** The images uploaded to this draft (and those it took from the version it started from). */
  imagenes: v.array(v.string()),
});
export type EstudioBorrador = v.InferOutput<typeof EstudioBorradorSchema>;

const VersionNombreSchema = v.pipe(v.string(), v.regex(/^[\w-]{1,80}$/));

export const CreaBorradorSchema = v.object({
  desde: v.union([v.literal('viva'), v.object({ version: VersionNombreSchema })]),
});
export const BorradorCreadoSchema = v.object({ id: v.number() });

export const GuardaBorradorSchema = v.object({ revision: v.number(), campana: v.unknown() });
export const RevisionSchema = v.object({ revision: v.number() });

/** A 422 answer: the document would not publish. `ruta` as "cards[3].data.titulo". */
export const CampanaInvalidaSchema = v.object({
  codigo: v.literal('CAMPANA_INVALIDA'),
  problemas: v.array(v.object({ ruta: v.string(), mensaje: v.string() })),
});

/** Any other refusal: SIN_SESION (401), SIN_ROL, AUTOR_NO_APRUEBA (403), REVISION_ANTIGUA, ESTADO (409), ... */
export const ErrorEstudioSchema = v.object({ codigo: v.string(), mensaje: v.optional(v.string()) });

/** An uploaded image's name, as the document names it (answer of POST .../imagenes). */
export const ImagenSubidaSchema = v.object({ nombre: v.string() });
/** The upload's raw body types; anything else (SVG above all) is refused. */
export const TIPOS_IMAGEN_ESTUDIO = ['image/png', 'image/jpeg', 'image/webp'] as const;

export const RechazaBorradorSchema = v.object({
  motivo: textoLibre(1, 500, 'escribe el motivo del rechazo (hasta 500 caracteres)'),
});

/** Approve now (no `para`) or at an instant (ISO with offset, e.g. "2026-12-01T09:00:00+01:00"). */
export const ApruebaBorradorSchema = v.object({ para: v.optional(v.pipe(v.string(), v.isoTimestamp())) });
export const AprobadaSchema = v.object({
  estado: v.picklist(['publicada', 'programada']),
  version: v.optional(v.string()),
  para: v.optional(v.string()),
});

export const RestauraVersionSchema = v.object({ version: VersionNombreSchema });
export const RestauradaSchema = v.object({ version: v.string() });

/** Cards of a draft or a version against the live campaign, by card id. */
export const ComparacionSchema = v.object({
  nuevas: v.array(TarjetaSchema),
  cambiadas: v.array(v.object({ antes: TarjetaSchema, despues: TarjetaSchema })),
  retiradas: v.array(TarjetaSchema),
});
export type Comparacion = v.InferOutput<typeof ComparacionSchema>;

export const AlcanceSchema = v.object({ audiencia: AudienceSchema, dia: DaySchema });
/** How many customers an audience reaches on a day; below 20 only that it is fewer. */
export const AlcanceRespuestaSchema = v.union([
  v.object({ clientes: v.number() }),
  v.object({ menosDe20: v.literal(true) }),
]);
export type AlcanceRespuesta = v.InferOutput<typeof AlcanceRespuestaSchema>;

const ACCIONES_AUDITORIA = [
  'creado',
  'editado',
  'enviado',
  'aprobado',
  'rechazado',
  'publicado',
  'programado',
  'restaurado',
  'imagen',
] as const;
export type AccionAuditoria = (typeof ACCIONES_AUDITORIA)[number];
const EntradaAuditoriaSchema = v.object({
  cuando: v.string(),
  quien: v.string(),
  accion: v.picklist(ACCIONES_AUDITORIA),
  borradorId: v.optional(v.number()),
  version: v.optional(v.string()),
  detalle: v.optional(v.string()),
});
export type EntradaAuditoria = v.InferOutput<typeof EntradaAuditoriaSchema>;
export const AuditoriaSchema = v.object({ entradas: v.array(EntradaAuditoriaSchema) });

/**
 * What customer service did with a conversation: opening it and downloading its attachments count, as
 * reading a customer's messages is access to their personal data. Customer service's own audit.
 */
const ACCIONES_ATENCION = [
  'abierta',
  'asignada',
  'respondida',
  'cerrada',
  'adjunto_subido',
  'adjunto_descargado',
] as const;
export type AccionAtencion = (typeof ACCIONES_ATENCION)[number];
const EntradaAtencionSchema = v.object({
  cuando: v.string(),
  quien: v.string(),
  accion: v.picklist(ACCIONES_ATENCION),
  hiloId: v.number(),
  /** An attachment's file name. */
  detalle: v.optional(v.string()),
});
export type EntradaAtencion = v.InferOutput<typeof EntradaAtencionSchema>;
export const AuditoriaAtencionSchema = v.object({ entradas: v.array(EntradaAtencionSchema) });

/** Every path of the studio's API, one place for the host and the server. `:id` etc. are parameters. */
export const ESTUDIO_RUTAS = {
  entrar: '/estudio/auth/entrar',
  vuelta: '/estudio/auth/vuelta',
  salir: '/estudio/auth/salir',
  yo: '/estudio/api/yo',
  campana: '/estudio/api/campana',
  version: '/estudio/api/campana/versiones/:version',
  restaurar: '/estudio/api/campana/restaurar',
  comparar: '/estudio/api/campana/comparar',
  borradores: '/estudio/api/borradores',
  borrador: '/estudio/api/borradores/:id',
  imagenes: '/estudio/api/borradores/:id/imagenes',
  imagen: '/estudio/api/borradores/:id/imagenes/:nombre',
  enviar: '/estudio/api/borradores/:id/enviar',
  rechazar: '/estudio/api/borradores/:id/rechazar',
  aprobar: '/estudio/api/borradores/:id/aprobar',
  alcance: '/estudio/api/alcance',
  auditoria: '/estudio/api/auditoria',
  auditoriaCsv: '/estudio/api/auditoria.csv',
  mensajes: '/estudio/api/mensajes',
  mensajesHilo: '/estudio/api/mensajes/:id',
  mensajesAsignar: '/estudio/api/mensajes/:id/asignar',
  mensajesResponder: '/estudio/api/mensajes/:id/responder',
  mensajesCerrar: '/estudio/api/mensajes/:id/cerrar',
  mensajesAdjuntos: '/estudio/api/mensajes/:id/adjuntos',
  mensajesAdjunto: '/estudio/api/mensajes/:id/adjuntos/:uuid',
  mensajesAuditoria: '/estudio/api/mensajes-auditoria',
  mensajesAuditoriaCsv: '/estudio/api/mensajes-auditoria.csv',
} as const;
