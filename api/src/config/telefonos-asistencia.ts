import { isTelefono, type RamoConTarjeta } from '@area-cliente/shared/domain';

/** The assistance line printed on each line's digital card and certificate. */
export type TelefonosAsistencia = Record<RamoConTarjeta, string>;

/** The setting of each line's assistance phone, and the demo's invented number. */
const SETTINGS: Record<RamoConTarjeta, { env: string; demo: string }> = {
  VEH: { env: 'ASISTENCIA_TELEFONO_AUTO', demo: '900 414 142' },
  HOG: { env: 'ASISTENCIA_TELEFONO_HOGAR', demo: '900 414 143' },
  SALUD_MMT: { env: 'ASISTENCIA_TELEFONO_SALUD', demo: '900 414 144' },
};

/**
 * Reads the assistance phones. In production every one is required (a card without its assistance
 * line is worse than none) and the start fails naming the missing or malformed ones; the demo fills
 * what is unset with its invented numbers.
 */
export function telefonosAsistenciaFromEnv(
  env: Record<string, string | undefined>,
  demo: boolean,
): TelefonosAsistencia {
  const problems: string[] = [];
  const phones = Object.fromEntries(
    (Object.entries(SETTINGS) as [RamoConTarjeta, { env: string; demo: string }][]).map(([ramo, s]) => {
      const raw = env[s.env]?.trim();
      if (!raw) {
        if (!demo) problems.push(`${s.env} is required`);
        return [ramo, s.demo];
      }
      if (!isTelefono(raw.replace(/\s+/g, ''))) problems.push(`${s.env} must be a 9-digit phone`);
      return [ramo, raw];
    }),
  ) as TelefonosAsistencia;
  if (problems.length) throw new Error(`Invalid environment: ${problems.join('; ')}`);
  return phones;
}
