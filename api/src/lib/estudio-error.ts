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
