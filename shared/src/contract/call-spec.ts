import type * as v from 'valibot';
import { EmptyDataSchema } from './envelope';
import { NoBodySchema } from './rules';

/** One call of the API: path under /produccion/rest (`:name` = path parameter) and its schemas. */
export interface CallSpec<
  Path extends string = string,
  Body extends v.GenericSchema = v.GenericSchema,
  Data extends v.GenericSchema = v.GenericSchema,
> {
  /** The HTTP method: GET reads, POST changes or sends a body. */
  method: 'GET' | 'POST';
  /** The path under /produccion/rest, `:name` for each path parameter. */
  path: Path;
  /** Request body (POST); NoBodySchema when the call sends none. */
  body?: Body;
  /** The envelope's `data` on success. */
  data: Data;
  /** Sent as multipart/form-data (file uploads): each body field becomes one part. */
  multipart?: true;
}

/** `{ idRecibo: string | number }` for '/v1/ac/recibos/:idRecibo'. */
export type PathParams<Path extends string> = Path extends `${string}:${infer Name}/${infer Rest}`
  ? { [K in Name]: string | number } & PathParams<`/${Rest}`>
  : Path extends `${string}:${infer Name}`
    ? { [K in Name]: string | number }
    : Record<never, never>;

/** What a call sends: its body schema's input type. */
export type CallBody<C extends CallSpec> = C extends CallSpec<string, infer B> ? v.InferInput<B> : never;
/** What a call answers: its data schema's output type. */
export type CallData<C extends CallSpec> = v.InferOutput<C['data']>;

export function post<P extends string, B extends v.GenericSchema>(
  path: P,
  body: B,
): CallSpec<P, B, typeof EmptyDataSchema> & { method: 'POST'; body: B };
export function post<P extends string, B extends v.GenericSchema, D extends v.GenericSchema>(
  path: P,
  body: B,
  data: D,
): CallSpec<P, B, D> & { method: 'POST'; body: B };
export function post(path: string, body: v.GenericSchema, data: v.GenericSchema = EmptyDataSchema) {
  return { method: 'POST', path, body, data };
}
/** A file upload: the body's fields (a Blob is a file part) sent as multipart/form-data. */
export const upload = <P extends string, B extends v.GenericSchema, D extends v.GenericSchema>(
  path: P,
  body: B,
  data: D,
) =>
  ({ method: 'POST', path, body, data, multipart: true }) as CallSpec<P, B, D> & { method: 'POST'; body: B };
export const get = <P extends string, D extends v.GenericSchema>(path: P, data: D) =>
  ({ method: 'GET', path, data }) as CallSpec<P, typeof NoBodySchema, D> & { method: 'GET' };

/** Fills `:name` parameters of a call path, URL-encoding each value. */
export function callPath<P extends string>(path: P, params = {} as PathParams<P>): string {
  const values = params as Record<string, string | number | undefined>;
  return path.replace(/:(\w+)/g, (_, name: string) => {
    const value = values[name];
    if (value === undefined) throw new Error(`Missing path parameter ${name} for ${path}`);
    return encodeURIComponent(String(value));
  });
}
