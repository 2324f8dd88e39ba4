import type { AppConfig } from './config';
import type { Db } from './db';
import type { Clock } from './lib/clock';
import type { AppMetrics } from './plugins/metrics';
import type { FileStore } from './providers/files';
import type { PaymentGateway } from './providers/payment';
import type { PdfRenderer } from './providers/pdf';
import type { SmsProvider } from './providers/sms';
import type { EmailProvider } from './providers/email';
import type { AvisosSender } from './avisos/envio';
import type { AsistenciaProvider } from './providers/asistencia';
import type { IdentidadProvider } from './providers/identidad/types';
import type { Session } from './repositories/sessions';

declare module 'fastify' {
  interface FastifyInstance {
    config: AppConfig;
    db: Db;
    clock: Clock;
    /** The envelope 404, rate limited per IP. */
    sendNotFound(request: FastifyRequest, reply: FastifyReply): Promise<FastifyReply>;
    /** Shutdown has begun: readiness answers 503 and every response closes its connection. */
    startDraining(): void;
    metrics: AppMetrics;
    /** Outside services built once from the configuration (plugins/providers.ts). */
    payment: PaymentGateway;
    sms: SmsProvider;
    email: EmailProvider;
    /** This instance's notification sender loop (avisos/envio.ts). */
    avisos: AvisosSender;
    pdf: PdfRenderer;
    /** This instance's loop publishing scheduled campaigns (campanas/programador.ts); `ronda` runs one now. */
    programador: { ronda(): Promise<number> };
    /** The staff's identity provider (marketing's studio sign-in). */
    identidad: IdentidadProvider;
    files: FileStore;
    asistencia: AsistenciaProvider;
  }
  interface FastifyRequest {
    /** Set by the `requireSession` hook on protected routes. */
    session: Session | null;
  }
}
