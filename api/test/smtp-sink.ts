// node --import tsx api/test/smtp-sink.ts <port> <dir>: a real local SMTP server (smtp-server) for the
// e2e product's notifications. Each message it accepts is parsed with mailparser and written to <dir>
// as one JSON file ({para, de, asunto, texto, html, fecha}), which the journeys read
// (e2e/support/correo.ts). The folder is emptied at start: a run sees only its own messages.
import { mkdirSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { simpleParser } from 'mailparser';
import { SMTPServer } from 'smtp-server';

const [portArg, dir] = process.argv.slice(2);
const port = Number(portArg);
if (!Number.isInteger(port) || port <= 0 || !dir) {
  console.error('usage: smtp-sink.ts <port> <dir>');
  process.exit(2);
}
rmSync(dir, { recursive: true, force: true });
mkdirSync(dir, { recursive: true });

let n = 0;
const server = new SMTPServer({
  authOptional: true,
  disabledCommands: ['STARTTLS'],
  logger: false,
  onData(stream, session, callback) {
    const para = session.envelope.rcptTo.map((r) => r.address);
    simpleParser(stream)
      .then((mail) => {
        const file = join(dir, `${Date.now()}-${String(++n).padStart(4, '0')}.json`);
        const correo = {
          para,
          de: mail.from?.text ?? '',
          asunto: mail.subject ?? '',
          texto: mail.text ?? '',
          html: typeof mail.html === 'string' ? mail.html : '',
          fecha: new Date().toISOString(),
        };
        // Written whole, then renamed: a reader never sees half a message.
        writeFileSync(`${file}.tmp`, JSON.stringify(correo));
        renameSync(`${file}.tmp`, file);
        callback();
      })
      .catch((err: Error) => callback(err));
  },
});
server.listen(port, '127.0.0.1', () => console.log(`SMTP sink on 127.0.0.1:${port}, writing to ${dir}`));
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, () => server.close(() => process.exit(0)));
}
