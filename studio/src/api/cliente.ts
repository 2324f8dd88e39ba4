import {
  AlcanceRespuestaSchema,
  AdjuntoSchema,
  AprobadaSchema,
  AuditoriaAtencionSchema,
  AuditoriaSchema,
  CampanaInvalidaSchema,
  ColaMensajesSchema,
  ComparacionSchema,
  ErrorEstudioSchema,
  ESTUDIO_CSRF_HEADER,
  ESTUDIO_RUTAS,
  EstudioBorradoresSchema,
  EstudioBorradorSchema,
  EstudioCampanaSchema,
  EstudioVersionSchema,
  EstudioYoSchema,
  BorradorCreadoSchema,
  HiloAtencionSchema,
  ImagenSubidaSchema,
  RestauradaSchema,
  RevisionSchema,
} from '@area-cliente/shared/contract';
import type { Audience } from '@area-cliente/shared/campaign';
import ky, { HTTPError } from 'ky';
import * as v from 'valibot';

// The studio's one way to its API (shared/src/contract/estudio.ts): the staff cookie goes by itself
// (same origin), every call that changes something carries the CSRF header, and every answer is
// checked against the contract before a screen reads it.

const http = ky.create({
  credentials: 'same-origin',
  retry: 0,
  timeout: 30_000,
  hooks: {
    beforeRequest: [
      (request) => {
        if (request.method !== 'GET') request.headers.set(ESTUDIO_CSRF_HEADER, '1');
      },
    ],
  },
});

/** A field the API refused, as "cards[3].data.titulo", with its Spanish message. */
export type Problema = { ruta: string; mensaje: string };

/** A refusal of the API: its HTTP status, its code and, for a document that would not publish, why. */
export class ErrorEstudio extends Error {
  constructor(
    readonly status: number,
    readonly codigo: string,
    mensaje: string,
    readonly problemas: Problema[] = [],
  ) {
    super(mensaje);
  }
}

const MENSAJES: Record<string, string> = {
  SIN_SESION: 'Tu sesión ha terminado. Vuelve a entrar con tu cuenta de empresa.',
  AUTOR_NO_APRUEBA: 'No puedes aprobar un borrador que has escrito tú: lo aprueba otra persona.',
  REVISION_ANTIGUA:
    'Otra persona ha guardado este borrador mientras lo editabas. Recarga para ver sus cambios.',
  CAMPANA_INVALIDA: 'El borrador tiene campos por corregir.',
};
const GENERICO = 'No hemos podido completar la acción. Inténtalo de nuevo en unos minutos.';

async function comoError(error: unknown): Promise<never> {
  if (!(error instanceof HTTPError)) throw new ErrorEstudio(0, 'RED', 'No hay conexión con el estudio.');
  const body: unknown = await error.response.json().catch(() => null);
  const invalida = v.safeParse(CampanaInvalidaSchema, body);
  if (invalida.success) {
    throw new ErrorEstudio(
      422,
      'CAMPANA_INVALIDA',
      MENSAJES.CAMPANA_INVALIDA ?? GENERICO,
      invalida.output.problemas,
    );
  }
  const parsed = v.safeParse(ErrorEstudioSchema, body);
  const codigo = parsed.success ? parsed.output.codigo : `HTTP_${error.response.status}`;
  const mensaje = MENSAJES[codigo] ?? (parsed.success ? parsed.output.mensaje : undefined) ?? GENERICO;
  throw new ErrorEstudio(error.response.status, codigo, mensaje);
}

/** `:id` and the like of a contract path, filled and encoded. */
const ruta = (path: string, params: Record<string, string | number> = {}) =>
  path.replace(/:(\w+)/g, (_m, name: string) => encodeURIComponent(String(params[name])));

async function pide<S extends v.GenericSchema>(
  schema: S,
  method: 'get' | 'post' | 'put',
  url: string,
  options: { json?: unknown; body?: Blob; headers?: Record<string, string> } = {},
): Promise<v.InferOutput<S>> {
  const body: unknown = await http(url, { method, ...options })
    .json()
    .catch(comoError);
  return v.parse(schema, body);
}

const Vacio = v.unknown();
const R = ESTUDIO_RUTAS;

export const estudio = {
  yo: () => pide(EstudioYoSchema, 'get', R.yo),
  campana: () => pide(EstudioCampanaSchema, 'get', R.campana),
  version: (version: string) => pide(EstudioVersionSchema, 'get', ruta(R.version, { version })),
  borradores: () => pide(EstudioBorradoresSchema, 'get', R.borradores),
  borrador: (id: number) => pide(EstudioBorradorSchema, 'get', ruta(R.borrador, { id })),
  crea: (desde: 'viva' | { version: string }) =>
    pide(BorradorCreadoSchema, 'post', R.borradores, { json: { desde } }),
  guarda: (id: number, revision: number, campana: unknown) =>
    pide(RevisionSchema, 'put', ruta(R.borrador, { id }), { json: { revision, campana } }),
  subeImagen: (id: number, archivo: File) =>
    pide(ImagenSubidaSchema, 'post', ruta(R.imagenes, { id }), {
      body: archivo,
      headers: { 'content-type': archivo.type, 'x-nombre': archivo.name },
    }),
  envia: (id: number) => pide(Vacio, 'post', ruta(R.enviar, { id }), { json: {} }),
  rechaza: (id: number, motivo: string) =>
    pide(Vacio, 'post', ruta(R.rechazar, { id }), { json: { motivo } }),
  aprueba: (id: number, para?: string) =>
    pide(AprobadaSchema, 'post', ruta(R.aprobar, { id }), { json: para ? { para } : {} }),
  restaura: (version: string) => pide(RestauradaSchema, 'post', R.restaurar, { json: { version } }),
  compara: (que: { borrador: number } | { version: string }) =>
    pide(
      ComparacionSchema,
      'get',
      `${R.comparar}?${new URLSearchParams(Object.entries(que).map(([k, x]) => [k, String(x)]))}`,
    ),
  alcance: (audiencia: Audience, dia: string) =>
    pide(AlcanceRespuestaSchema, 'post', R.alcance, { json: { audiencia, dia } }),
  auditoria: () => pide(AuditoriaSchema, 'get', R.auditoria),
  // Customer service's conversations (role `atencion`).
  cola: () => pide(ColaMensajesSchema, 'get', R.mensajes),
  hilo: (id: number) => pide(HiloAtencionSchema, 'get', ruta(R.mensajesHilo, { id })),
  asigna: (id: number) => pide(HiloAtencionSchema, 'post', ruta(R.mensajesAsignar, { id }), { json: {} }),
  responde: (id: number, texto: string, adjuntos: string[]) =>
    pide(HiloAtencionSchema, 'post', ruta(R.mensajesResponder, { id }), { json: { texto, adjuntos } }),
  cierra: (id: number) => pide(HiloAtencionSchema, 'post', ruta(R.mensajesCerrar, { id }), { json: {} }),
  subeAdjunto: (id: number, archivo: File) =>
    pide(AdjuntoSchema, 'post', ruta(R.mensajesAdjuntos, { id }), {
      body: archivo,
      // A header carries only Latin-1: the name goes URL-encoded and the API decodes it.
      headers: { 'content-type': archivo.type, 'x-nombre': encodeURIComponent(archivo.name) },
    }),
  auditoriaAtencion: () => pide(AuditoriaAtencionSchema, 'get', R.mensajesAuditoria),
  sal: () => http.post(R.salir).catch(() => undefined),
};

/** Where the preview reads an image of this draft. */
export const urlImagen = (id: number, nombre: string) => ruta(R.imagen, { id, nombre });

/** Where an attachment of a conversation downloads (the staff cookie goes with the link). */
export const urlAdjunto = (id: number, uuid: string) => ruta(R.mensajesAdjunto, { id, uuid });
