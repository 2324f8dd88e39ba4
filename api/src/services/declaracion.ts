import { Codigo, type DeclaracionRequest, type FotoSubida } from '@area-cliente/shared/contract';
import {
  DECLARACION_NO_DISPONIBLE,
  DECLARACION_POLIZA_SOCIO,
  DECLARACION_TIPO_NO_VALIDO,
  declarabilidad,
  errorFechaSiniestro,
  FOTO_NO_VALIDA,
  motivoNoAplica,
  situacionPoliza,
  TIPO_COLISION,
  type RamoDeclarable,
} from '@area-cliente/shared/domain';
import { isoDay } from '../lib/clock';
import { sha256 } from '../lib/crypto';
import { ApiError, notFound } from '../lib/errors';
import { identificaFoto } from '../lib/image-check';
import { limpiaFoto } from '../lib/image-strip';
import { securityEvent } from '../lib/security-events';
import { insertAudit } from '../repositories/auditoria';
import { numDocOf } from '../repositories/clientes';
import {
  ClaveRepetida,
  findDeclaracionPorClave,
  findPolizaDeclarada,
  deleteFotoPendiente,
  FotosNoDisponibles,
  insertSiniestroDeclarado,
  reservaFotoPendiente,
} from '../repositories/declaraciones';
import { take, type Limit } from '../repositories/limites';
import type { SessionCaller } from '../lib/caller';
import { bound, type AppParts } from './parts';
import { compruebaTaller } from './talleres';

const HOUR = 3_600_000;
/** Uploads per customer and hour: a declaration has at most 8 photos, removed and retried a few times. */
const FOTOS_POR_HORA: Limit = { max: 40, windowMs: HOUR };
/**
 * Photos a customer may have uploaded and not yet declared: two declarations' worth (8 photos each).
 * With the size limit and the orphan purge (repositories/retention.ts) this bounds what one account
 * keeps stored.
 */
export const MAX_FOTOS_PENDIENTES = 16;
/** Declarations per customer and day: more is a mistake or abuse; the office takes the rest by phone. */
const DECLARACIONES_POR_DIA: Limit = { max: 5, windowMs: 24 * HOUR };

export const DEMASIADAS_FOTOS_SUBIDAS =
  'Has subido muchas fotos en poco tiempo. Espera un rato y vuelve a intentarlo.';
export const DEMASIADAS_FOTOS_PENDIENTES =
  'Tienes muchas fotos subidas sin declarar. Envía tu declaración o vuelve a intentarlo dentro de unas horas.';
export const DEMASIADAS_DECLARACIONES =
  'Ya has declarado varios siniestros hoy. Si necesitas declarar otro, llama a tu oficina.';
export const FOTOS_NO_DISPONIBLES = 'Alguna de las fotos ya no está disponible. Vuelve a adjuntarla.';
export const FECHA_NO_VALIDA = 'Escribe una fecha válida.';
export const CONTRARIO_OBLIGATORIO = 'Escribe la matrícula y la aseguradora del otro vehículo.';
export const CLAVE_CON_OTROS_DATOS =
  'Esta declaración ya se envió con otros datos. Si quieres declarar otro siniestro, empieza una declaración nueva.';

/** Everything a declaration sends but its key, hashed: a retry matches it, an edited resend does not. */
function huellaDe(body: DeclaracionRequest): string {
  const { claveIdempotencia: _clave, ...datos } = body;
  const campos = { ...datos, fotos: datos.fotos.map((f) => f.toLowerCase()) };
  const ordenados = Object.fromEntries(Object.entries(campos).sort(([a], [b]) => a.localeCompare(b)));
  return sha256(JSON.stringify(ordenados)).toString('hex');
}

const negocio = (mensaje: string, status = 400) => new ApiError(Codigo.ERROR_NEGOCIO, mensaje, status);

async function limitar(
  app: AppParts,
  caller: SessionCaller,
  clave: string,
  limit: Limit,
  mensaje: string,
): Promise<void> {
  const { idCliente } = caller;
  const result = await take(app.db, `${clave}:${idCliente}`, limit, app.clock.now());
  if (result.allowed) return;
  securityEvent(caller, 'limit.exceeded', { limite: clave, idCliente });
  throw negocio(mensaje, 429);
}

/**
 * Stores one photo of a declaration not sent yet, read by `leerFoto` once the upload is counted. The size limit holds while the bytes arrive, the
 * type is what the bytes say (a renamed PDF is refused) and the image must be whole; the photo waits,
 * unattached, until a declaration names it or the retention purge deletes it.
 */
async function subirFoto(
  app: AppParts,
  caller: SessionCaller,
  leerFoto: () => Promise<Buffer>,
): Promise<FotoSubida> {
  const { idCliente } = caller;
  await limitar(app, caller, 'foto-siniestro', FOTOS_POR_HORA, DEMASIADAS_FOTOS_SUBIDAS);
  // Read only once the upload is counted (the route streams it under the size limit).
  const bytes = await leerFoto();
  const foto = identificaFoto(bytes);
  // Only the image is kept: metadata and trailing bytes dropped, padding refused (lib/image-strip.ts).
  const imagen = foto && limpiaFoto(bytes, foto);
  if (!foto || !imagen) throw negocio(FOTO_NO_VALIDA);
  const uuid = crypto.randomUUID();
  const fila = { uuid, idCliente, bytes: imagen.length, ...foto };
  // The row first: a crash before the bytes are kept leaves a row the purge deletes, never loose bytes.
  if (!(await reservaFotoPendiente(app.db, fila, MAX_FOTOS_PENDIENTES, app.clock.now()))) {
    securityEvent(caller, 'limit.exceeded', { limite: 'fotos-pendientes', idCliente });
    throw negocio(DEMASIADAS_FOTOS_PENDIENTES, 429);
  }
  try {
    await app.files.put(uuid, imagen);
  } catch (error) {
    await deleteFotoPendiente(app.db, uuid);
    await app.files.delete([uuid]);
    throw error;
  }
  return { uuid, bytes: imagen.length, ...foto };
}

const esFecha = (iso: string) => {
  const d = new Date(`${iso}T00:00:00Z`);
  return !Number.isNaN(d.getTime()) && d.toISOString().startsWith(iso);
};

/**
 * Declares a claim on one of the caller's policies. Sends with the same idempotency key
 * are serialised on a lock of that key, so a retry or a double click answers the claim the first one
 * created (the same contents; other contents under that key are refused, 409); everything is one transaction, so a declaration whose photos are not all there never
 * becomes a claim.
 */
async function declararSiniestro(
  app: AppParts,
  caller: SessionCaller,
  body: DeclaracionRequest,
): Promise<{ numSiniestro: string; ramo: RamoDeclarable; mediada: boolean }> {
  const now = app.clock.now();
  const hoy = isoDay(now);
  const { idCliente } = caller;
  const poliza = await findPolizaDeclarada(app.db, idCliente, body.idPoliza);
  // Another client's policy answers exactly like a missing one.
  if (!poliza) throw notFound();
  // A withdrawn, cancelled or expired policy: refused with its state and day, whatever the form offered.
  const situacion = situacionPoliza(poliza, hoy);
  const regla = declarabilidad(poliza.ramo, situacion);
  if (regla.clase === 'TERMINADA') {
    throw negocio(motivoNoAplica(situacion, 'declararSiniestro') ?? DECLARACION_NO_DISPONIBLE, 409);
  }
  if (regla.clase === 'SOCIO') throw negocio(DECLARACION_POLIZA_SOCIO, 200);
  if (regla.clase === 'NO_DISPONIBLE') throw negocio(DECLARACION_NO_DISPONIBLE, 200);
  if (!regla.tipos.includes(body.tipo)) throw negocio(DECLARACION_TIPO_NO_VALIDO);
  if (!esFecha(body.fecha)) throw negocio(FECHA_NO_VALIDA);
  const errorFecha = errorFechaSiniestro(body.fecha, hoy, poliza.fecEfecto);
  if (errorFecha) throw negocio(errorFecha);
  const colision = body.tipo === TIPO_COLISION;
  if (colision && !body.contrario) throw negocio(CONTRARIO_OBLIGATORIO);
  const contrario = colision ? body.contrario : null;
  const taller = body.taller ?? null;
  if (taller) await compruebaTaller(app.db, poliza.ramo, body.tipo, taller);

  const ramo = poliza.ramo as RamoDeclarable;
  const huella = huellaDe(body);
  const anterior = () => findDeclaracionPorClave(app.db, idCliente, body.claveIdempotencia);
  try {
    const numSiniestro = await app.db.transaction(async (tx) => {
      await tx.query('SELECT pg_advisory_xact_lock(hashtext($1))', [
        `declaracion:${idCliente}:${body.claveIdempotencia}`,
      ]);
      if (await findDeclaracionPorClave(tx, idCliente, body.claveIdempotencia)) throw new ClaveRepetida();
      const limite = await take(tx, `declaracion:${idCliente}`, DECLARACIONES_POR_DIA, now);
      if (!limite.allowed) {
        securityEvent(caller, 'limit.exceeded', { limite: 'declaracion', idCliente });
        throw negocio(DEMASIADAS_DECLARACIONES, 429);
      }
      const num = await insertSiniestroDeclarado(tx, {
        idCliente,
        clave: body.claveIdempotencia,
        huella,
        poliza,
        tipo: body.tipo,
        fecha: body.fecha,
        lugar: body.lugar,
        contrario,
        taller,
        fotos: body.fotos,
        hoy,
        now,
        datos: {
          numPoliza: poliza.numPoliza,
          riesgo: poliza.riesgo,
          tipo: body.tipo,
          fecha: body.fecha,
          lugar: body.lugar,
          contrario,
          descripcion: body.descripcion,
          telefono: body.telefono,
          franjaContacto: body.franjaContacto,
          fotos: body.fotos.length,
          mediada: poliza.mediada,
        },
      });
      await insertAudit(tx, {
        idCliente,
        nif: await numDocOf(tx, idCliente),
        nameEvento: 'DECLARA_SINIESTRO',
        info: num,
        ip: caller.ip,
        now,
      });
      return num;
    });
    return { numSiniestro, ramo, mediada: poliza.mediada };
  } catch (error) {
    if (error instanceof FotosNoDisponibles) throw negocio(FOTOS_NO_DISPONIBLES);
    if (!(error instanceof ClaveRepetida)) throw error;
    const hecha = await anterior();
    if (!hecha) throw error;
    if (hecha.huella !== null && hecha.huella !== huella) throw negocio(CLAVE_CON_OTROS_DATOS, 409);
    return { numSiniestro: hecha.numSiniestro, ramo: hecha.ramo as RamoDeclarable, mediada: hecha.mediada };
  }
}

/** Online claim declaration: its photos and the declaration. */
export function declaracionService(app: AppParts) {
  return {
    subirFoto: bound(app, subirFoto),
    declarar: bound(app, declararSiniestro),
  };
}
