import type { FastifyInstance } from 'fastify';
import { routePath } from '../lib/route';
import type { Fichero, TipoDescarga } from '../services/descargas';
import { sendDownloadUnavailable, sendFile } from './send-pdf';

/** The names of a path's parameters ('/a/:id/:token' → 'id' | 'token'). */
type ParamNames<Path extends string> = Path extends `${string}:${infer Name}/${infer Rest}`
  ? Name | ParamNames<`/${Rest}`>
  : Path extends `${string}:${infer Name}`
    ? Name
    : never;

type DownloadParams<Path extends string> = Record<ParamNames<Path>, string>;

export interface DownloadOptions<Path extends string> {
  /** What the path's token was issued for. */
  tipo: TipoDescarga;
  /**
   * The document's reference, read from the path; null when malformed, which answers like a missing
   * document (and never reaches the token table).
   */
  referencia: (params: DownloadParams<Path>) => string | null;
  /** The customer's document by its reference (ownership is theirs to check); undefined when missing. */
  documento: (idCliente: number, referencia: string) => Promise<Fichero | undefined>;
}

/**
 * Registers a document opened in a new tab (SPEC §7 "Downloads"): no session header, the path's
 * short-lived one-document token (POST /descargas/token or the feature's own) names the customer.
 * A malformed reference, an unknown, spent or foreign token and a missing document all answer the
 * same small Spanish page (send-pdf.ts); the document answers inline, never cached, with a safe name.
 */
export function downloadRoute<Path extends `/${string}/:token`>(
  app: FastifyInstance,
  path: Path,
  { tipo, referencia, documento }: DownloadOptions<Path>,
): void {
  app.get(routePath(path), async (request, reply) => {
    const params = request.params as DownloadParams<Path> & { token: string };
    const ref = referencia(params);
    if (ref === null) return sendDownloadUnavailable(request, reply);
    const idCliente = await app.services.descargas.gastar(params.token, tipo, ref);
    const fichero = idCliente === null ? undefined : await documento(idCliente, ref);
    if (!fichero) return sendDownloadUnavailable(request, reply);
    return sendFile(reply, fichero.nombre, fichero.tipo, fichero.bytes);
  });
}
