import {
  Codigo,
  type CallData,
  type CALLS,
  type TallerElegido,
  type TallerElegidoRequest,
} from '@area-cliente/shared/contract';
import {
  CODIGO_POSTAL,
  CODIGO_POSTAL_NO_VALIDO,
  distanciaM,
  isSiniestroAbierto,
  NUMERO_EN_RUTA,
  reparaVehiculo,
  TALLER_NO_DISPONIBLE,
  TALLER_SIN_DANOS,
  TALLER_SINIESTRO_CERRADO,
  TALLERES_CERCANOS,
} from '@area-cliente/shared/domain';
import type { SessionCaller } from '../lib/caller';
import { ApiError, notFound } from '../lib/errors';
import {
  centroCodigoPostal,
  findSiniestroDelCliente,
  guardaTaller,
  tallerActivo,
  tallerDeSiniestro,
  talleresActivos,
} from '../repositories/talleres';
import type { Queryable } from '../db';
import { bound, type AppParts } from './parts';

export const CODIGO_POSTAL_DESCONOCIDO =
  'No tenemos talleres registrados en ese código postal. Prueba con el de una zona cercana.';

const negocio = (mensaje: string, status = 400) => new ApiError(Codigo.ERROR_NEGOCIO, mensaje, status);

/** The nearest active partner workshops to a postcode (placed at its workshops' middle), nearest first. */
async function cercanos(
  app: AppParts,
  _caller: SessionCaller,
  codPostal: string,
): Promise<CallData<typeof CALLS.talleresCercanos>> {
  if (!CODIGO_POSTAL.test(codPostal)) throw negocio(CODIGO_POSTAL_NO_VALIDO);
  const centro = await centroCodigoPostal(app.db, codPostal);
  if (!centro) throw negocio(CODIGO_POSTAL_DESCONOCIDO);
  const talleres = (await talleresActivos(app.db)).map((t) => ({
    ...t,
    distanciaM: Math.round(distanciaM(centro, t)),
  }));
  return {
    talleres: talleres.sort((a, b) => a.distanciaM - b.distanciaM).slice(0, TALLERES_CERCANOS),
    mapa: app.config.mapa,
  };
}

/**
 * Refuses a choice the claim cannot take: a claim that does not damage the car, or a partner workshop
 * no longer offered (a name of one's own needs nothing more). Shared by the declaration and the change.
 */
export async function compruebaTaller(
  db: Queryable,
  ramo: string,
  tipo: string,
  eleccion: TallerElegidoRequest,
): Promise<void> {
  if (!reparaVehiculo(ramo, tipo)) throw negocio(TALLER_SIN_DANOS);
  if ('idTaller' in eleccion && !(await tallerActivo(db, eleccion.idTaller)))
    throw negocio(TALLER_NO_DISPONIBLE);
}

/** Changes where the car of one of the caller's open claims is repaired; another's claim is not found. */
async function cambiar(
  app: AppParts,
  caller: SessionCaller,
  numSiniestro: string,
  eleccion: TallerElegidoRequest,
): Promise<TallerElegido> {
  if (!NUMERO_EN_RUTA.test(numSiniestro)) throw notFound();
  const siniestro = await findSiniestroDelCliente(app.db, caller.idCliente, numSiniestro);
  if (!siniestro) throw notFound();
  if (!isSiniestroAbierto(siniestro.estado)) throw negocio(TALLER_SINIESTRO_CERRADO, 409);
  await compruebaTaller(app.db, siniestro.ramo, siniestro.tipo, eleccion);
  // Closed in between: the update finds no open claim.
  if (!(await guardaTaller(app.db, siniestro.idSiniestro, eleccion)))
    throw negocio(TALLER_SINIESTRO_CERRADO, 409);
  const elegido = await tallerDeSiniestro(app.db, siniestro.idSiniestro);
  if (!elegido) throw notFound();
  return elegido;
}

/** Partner workshops near a postcode, and the workshop a claim names. */
export function talleresService(app: AppParts) {
  return {
    cercanos: bound(app, cercanos),
    cambiar: bound(app, cambiar),
  };
}
