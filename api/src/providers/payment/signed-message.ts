import { createHmac, timingSafeEqual } from 'node:crypto';
import * as v from 'valibot';

/**
 * Messages between merchant and gateway: `parametros` is base64url(JSON) and `firma` its
 * HMAC-SHA256 under the shared key (the scheme Spanish card gateways use). Signing the encoded
 * string, not re-serialised JSON, means both sides hash exactly the same bytes.
 */
const SignedMessageSchema = v.object({
  parametros: v.pipe(v.string(), v.maxLength(4096), v.regex(/^[A-Za-z0-9_-]+$/)),
  firma: v.pipe(v.string(), v.regex(/^[A-Za-z0-9_-]{43}$/)),
});
export type SignedMessage = v.InferOutput<typeof SignedMessageSchema>;

const hmac = (secret: string, parametros: string) => createHmac('sha256', secret).update(parametros).digest();

export function sign(secret: string, payload: object): SignedMessage {
  const parametros = Buffer.from(JSON.stringify(payload)).toString('base64url');
  return { parametros, firma: hmac(secret, parametros).toString('base64url') };
}

/** The decoded payload when the message is well formed, correctly signed and matches `schema`. */
export function verify<S extends v.GenericSchema>(
  secret: string,
  message: unknown,
  schema: S,
): v.InferOutput<S> | null {
  const parsed = v.safeParse(SignedMessageSchema, message);
  if (!parsed.success) return null;
  const { parametros, firma } = parsed.output;
  const expected = hmac(secret, parametros);
  const given = Buffer.from(firma, 'base64url');
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return null;
  try {
    const payload = v.safeParse(schema, JSON.parse(Buffer.from(parametros, 'base64url').toString('utf8')));
    return payload.success ? payload.output : null;
  } catch {
    return null;
  }
}
