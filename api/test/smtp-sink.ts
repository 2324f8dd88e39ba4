// node --import tsx api/test/smtp-sink.ts <port> <dir>: a real local SMTP server (smtp-server) for the
// e2e product's notifications. Each message it accepts is parsed with mailparser and written to <dir>
// as one JSON file ({para, de, asunto, texto, html, fecha}), which the journeys read
// (e2e/support/correo.ts). The folder is emptied at start: a run sees only its own messages.
import { mkdirSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { smtpLocal } from './smtp-local';

const [portArg, dir] = process.argv.slice(2);
const port = Number(portArg);
if (!Number.isInteger(port) || port <= 0 || !dir) {
  console.error('usage: smtp-sink.ts <port> <dir>');
  process.exit(2);
}
rmSync(dir, { recursive: true, force: true });
mkdirSync(dir, { recursive: true });

let n = 0;
const smtp = await smtpLocal(port, (recibido) => {
  const file = join(dir, `${Date.now()}-${String(++n).padStart(4, '0')}.json`);
  // Written whole, then renamed: a reader never sees half a message.
  writeFileSync(`${file}.tmp`, JSON.stringify({ ...recibido, fecha: new Date().toISOString() }));
  renameSync(`${file}.tmp`, file);
});
console.log(`SMTP sink on ${smtp.url}, writing to ${dir}`);
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, () => void smtp.close().then(() => process.exit(0)));
}
