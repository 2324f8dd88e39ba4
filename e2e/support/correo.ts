import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { currentProduct } from './env';

/** One message the local SMTP server received, as mailparser read it (api/test/smtp-sink.ts). */
export interface CorreoRecibido {
  para: string[];
  de: string;
  asunto: string;
  texto: string;
  html: string;
  fecha: string;
}

/** Every message received for `para` so far, oldest first. */
export function correosPara(para: string): CorreoRecibido[] {
  const { smtpDir } = currentProduct();
  let files: string[];
  try {
    files = readdirSync(smtpDir).filter((f) => f.endsWith('.json'));
  } catch {
    return [];
  }
  return files
    .sort()
    .map((f) => JSON.parse(readFileSync(join(smtpDir, f), 'utf8')) as CorreoRecibido)
    .filter((c) => c.para.includes(para));
}
