import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';
import type { CampaignProblem } from '@area-cliente/shared/campaign';

/** A studio refusal: its HTTP status and code, and for a document the publish step refuses, its problems. */
export class EstudioError extends Error {
  constructor(
    readonly status: number,
    readonly codigo: string,
    readonly mensaje?: string,
    readonly problemas?: readonly CampaignProblem[],
  ) {
    super(codigo);
  }

  /** The studio's JSON answer. */
  respuesta() {
    if (this.problemas)
      return {
        codigo: this.codigo,
        problemas: this.problemas.map((p) => ({ ruta: p.path, mensaje: p.message })),
      };
    return this.mensaje ? { codigo: this.codigo, mensaje: this.mensaje } : { codigo: this.codigo };
  }
}

/** 422: the document (or a field beside it, such as `para`) would not publish. */
export const campanaInvalida = (problemas: readonly CampaignProblem[]) =>
  new EstudioError(422, 'CAMPANA_INVALIDA', undefined, problemas);

/** The studio's error handler: its refusals as their JSON, anything else a bare code (logged if ours). */
export function manejaErrorEstudio(err: FastifyError | Error, request: FastifyRequest, reply: FastifyReply) {
  if (err instanceof EstudioError) return reply.code(err.status).send(err.respuesta());
  const status =
    typeof (err as { statusCode?: unknown }).statusCode === 'number'
      ? (err as { statusCode: number }).statusCode
      : 500;
  if (status < 500) return reply.code(status).send({ codigo: 'PETICION_INCORRECTA' });
  request.log.error({ err }, 'Studio request failed');
  return reply.code(500).send({ codigo: 'ERROR' });
}
