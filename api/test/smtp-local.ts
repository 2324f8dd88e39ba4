import { simpleParser } from 'mailparser';
import { SMTPServer } from 'smtp-server';

/** One message as the local SMTP server received and parsed it. */
export interface Recibido {
  para: string[];
  de: string;
  asunto: string;
  texto: string;
  html: string;
}

/**
 * A real SMTP server on a local port (free by default; the `smtp-server` library), parsing what it
 * receives with `mailparser` into `recibidos` and `alRecibir`. `rechazar` > 0 answers that many
 * messages with 451 (a temporary failure) first.
 */
export async function smtpLocal(
  port = 0,
  alRecibir: (correo: Recibido) => void = () => {},
): Promise<{
  url: string;
  recibidos: Recibido[];
  rechazar: { n: number };
  close: () => Promise<void>;
}> {
  const recibidos: Recibido[] = [];
  const rechazar = { n: 0 };
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, session, callback) {
      const para = session.envelope.rcptTo.map((r) => r.address);
      simpleParser(stream)
        .then((mail) => {
          if (rechazar.n > 0) {
            rechazar.n--;
            const err = Object.assign(new Error('Inténtalo más tarde'), { responseCode: 451 });
            callback(err);
            return;
          }
          const correo = {
            para,
            de: mail.from?.text ?? '',
            asunto: mail.subject ?? '',
            texto: mail.text ?? '',
            html: typeof mail.html === 'string' ? mail.html : '',
          };
          recibidos.push(correo);
          alRecibir(correo);
          callback();
        })
        .catch((err: Error) => callback(err));
    },
  });
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  const address = server.server.address();
  return {
    url: `smtp://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`,
    recibidos,
    rechazar,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
