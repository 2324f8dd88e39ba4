import type { CallData, CallSpec } from '@area-cliente/shared/contract';
import type { FastifyInstance, FastifyReply, FastifyRequest, preHandlerAsyncHookHandler } from 'fastify';
import * as v from 'valibot';
import { ok } from './envelope';
import { parse } from './validate';

/** What every contract path starts with; the API registers its routes under '/produccion/rest/v1/ac'. */
export const CONTRACT_BASE = '/v1/ac';

/** A contract path as the API registers it, below its prefix: '/v1/ac/recibos/:id' → '/recibos/:id'. */
export function routePath(contractPath: string): string {
  if (!contractPath.startsWith(`${CONTRACT_BASE}/`)) {
    throw new Error(`${contractPath} is not a path of the contract (${CONTRACT_BASE}/…)`);
  }
  return contractPath.slice(CONTRACT_BASE.length);
}

type Body<C extends CallSpec> = C['body'] extends v.GenericSchema ? v.InferOutput<C['body']> : undefined;
type Params<P> = P extends v.GenericSchema ? v.InferOutput<P> : undefined;

export interface RouteOptions<C extends CallSpec, P extends v.GenericSchema | undefined> {
  /** Schema of the path parameters; a mismatch answers 400 like a malformed body. */
  params?: P;
  preHandler?: preHandlerAsyncHookHandler;
  /**
   * Runs when the body does not match the contract, before the generic 400: for the calls whose
   * screens expect a particular message for one field.
   */
  onInvalidBody?: (raw: unknown) => void;
  /** The answer's data, typed by the contract; the helper wraps it in the envelope. */
  handler: (
    request: FastifyRequest,
    input: { body: Body<C>; params: Params<P>; reply: FastifyReply },
  ) => Promise<CallData<C>>;
}

/**
 * The path-parameter schema of every call registered with `route`, by method and contract path: the
 * test that walks every request schema reads them (api/test/request-schemas.test.ts).
 */
export const paramsSchemas = new Map<string, v.GenericSchema>();

/**
 * Registers one JSON call of the contract: method and path from its spec, the body validated with the
 * spec's schema (400 'Petición incorrecta' otherwise), the handler's data answered in the envelope.
 * With `config.checkAnswers` (tests) every successful answer is checked against the spec's data
 * schema, so a route cannot answer a shape the front end would reject.
 */
export function route<C extends CallSpec, P extends v.GenericSchema | undefined = undefined>(
  app: FastifyInstance,
  spec: C,
  options: RouteOptions<C, P>,
): void {
  const { params, preHandler, onInvalidBody, handler } = options;
  if (params) paramsSchemas.set(`${spec.method} ${spec.path}`, params);
  app.route({
    method: spec.method,
    url: routePath(spec.path),
    ...(preHandler ? { preHandler } : {}),
    ...(app.config.checkAnswers ? { preSerialization: answerCheck(spec) } : {}),
    handler: async (request, reply) => {
      // A multipart call's handler reads its parts as they stream in (routes/declaracion.ts).
      const body = spec.body && !spec.multipart && parseBody(spec.body, request.body, onInvalidBody);
      const input = {
        body: body as Body<C>,
        params: (params ? parse(params, request.params) : undefined) as Params<P>,
        reply,
      };
      return ok(await handler(request, input));
    },
  });
}

function parseBody(schema: v.GenericSchema, raw: unknown, onInvalid?: (raw: unknown) => void): unknown {
  if (onInvalid && !v.is(schema, raw)) onInvalid(raw);
  return parse(schema, raw);
}

/** Fails (500, logged) an OK answer whose data its spec's schema refuses. */
function answerCheck(spec: CallSpec) {
  return async (_request: FastifyRequest, _reply: unknown, payload: unknown) => {
    const envelope = payload as { codigo?: unknown; data?: unknown } | null;
    if (envelope?.codigo !== 0) return payload;
    const result = v.safeParse(spec.data, envelope.data);
    if (!result.success) {
      const issues = result.issues.map((i) => `${v.getDotPath(i) ?? '(data)'}: ${i.message}`);
      throw new Error(`${spec.method} ${spec.path} answered data its contract refuses: ${issues.join('; ')}`);
    }
    return payload;
  };
}
