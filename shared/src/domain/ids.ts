import * as v from 'valibot';

/**
 * Largest id the contract carries: the database's bigint goes further, but a JSON number is exact
 * only up to 2^53 - 1, and anything larger must never reach SQL.
 */
const MAX_ID = Number.MAX_SAFE_INTEGER;

/** A numeric id as it comes in a path (`/polizas-veh/:id`): no sign, no leading zero, ≤ 16 digits. */
export const ID_EN_RUTA = /^[1-9]\d{0,15}$/;

/** A policy or claim number in a path (numPoliza, numSiniestro). */
export const NUMERO_EN_RUTA = /^[A-Za-z0-9-]{1,32}$/;

/** A document uuid in a path. */
export const UUID_EN_RUTA = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Positive integer id (idCliente, idPoliza, idRecibo, idCupon). */
export const IdSchema = v.pipe(v.number(), v.integer(), v.minValue(1), v.maxValue(MAX_ID));

/** Route parameter holding a numeric id, turned into a number. */
export const IdParamSchema = v.pipe(v.string(), v.regex(ID_EN_RUTA), v.transform(Number), v.maxValue(MAX_ID));
