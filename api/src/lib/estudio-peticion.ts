import type { FastifyRequest } from 'fastify';
import * as v from 'valibot';
import { EstudioError } from './estudio-error';

/** A request body the studio's contract refuses: 400 with the first problem's field. */
export function datos<S extends v.GenericSchema>(schema: S, body: unknown): v.InferOutput<S> {
  const r = v.safeParse(schema, body);
  if (r.success) return r.output;
  const issue = r.issues[0];
  throw new EstudioError(400, 'DATOS_INVALIDOS', `${v.getDotPath(issue) ?? 'cuerpo'}: ${issue.message}`);
}

/** The path's `:id`: anything but a positive whole number is not found. */
export function idDe(request: FastifyRequest): number {
  const id = Number((request.params as { id?: string }).id);
  if (!Number.isSafeInteger(id) || id <= 0) throw new EstudioError(404, 'NO_ENCONTRADO');
  return id;
}
