import * as v from 'valibot';
import { MarcaSchema } from './marca';

const Texto = v.pipe(v.string(), v.trim(), v.minLength(1));
const Link = v.pipe(v.string(), v.minLength(1));

/**
 * The customer ombudsman (Defensor del Cliente, Orden ECO/734/2004 art. 4): the complaints screen
 * sends customers there when the customer service is late or its answer does not satisfy them.
 */
const DefensorClienteSchema = v.object({
  nombre: Texto,
  direccion: Texto,
  email: v.pipe(v.string(), v.email()),
  web: Link,
});

/**
 * `config.json`, written at deploy time (scripts/write-config.mjs parses it with this schema before it
 * writes) so phones and links change without a rebuild; the shell's loader (loadAppConfig) reads it
 * with the same schema. A field added here is optional, so a config.json written before it still loads.
 * @public
 */
export const AppConfigSchema = v.object({
  marca: MarcaSchema,
  telefonoGratuito: v.string(),
  telefonoNormal: v.string(),
  urlAvisoLegal: Link,
  urlPrivacidad: Link,
  urlCookies: Link,
  urlAccesibilidad: Link,
  redesSociales: v.array(v.object({ nombre: v.string(), url: Link })),
  /** Required by the writer in production; optional here for a config.json written before it. */
  defensorCliente: v.optional(DefensorClienteSchema),
  /** The demo deployment: its own aids (the SMS note on /pin) show, and call its demo-only routes. */
  demo: v.optional(v.boolean(), false),
});
/**
 * The runtime configuration as validated: brand, phones, legal and social links, the ombudsman, the
 * demo flag.
 * @public
 */
export type AppConfig = v.InferOutput<typeof AppConfigSchema>;

/** A field of config.json the schema refuses (`redesSociales.0.url`) and why. */
export type AppConfigProblem = { field: string; message: string };

/**
 * config.json as the schema reads it, or every field it refuses: the writer names them all before it
 * writes anything.
 */
export function checkAppConfig(
  input: unknown,
): { config: AppConfig; problems: [] } | { config: null; problems: AppConfigProblem[] } {
  const parsed = v.safeParse(AppConfigSchema, input);
  if (parsed.success) return { config: parsed.output, problems: [] };
  const problems = parsed.issues.map((issue) => ({
    field: v.getDotPath(issue) ?? '',
    message: issue.message,
  }));
  return { config: null, problems };
}
