import type { AvisoRenovacion, ReciboDetalle } from '@area-cliente/shared/contract';
import type { SessionCaller } from '../lib/caller';
import { isoDay } from '../lib/clock';
import { notFound } from '../lib/errors';
import { nombreFicheroRecibo, reciboPdf } from '../pdf/recibo';
import { findAvisoRenovacion, findRecibo } from '../repositories/recibos';
import { ficheroPdf, type Fichero } from './descargas';
import { bound, type AppParts } from './parts';

/** One of the caller's receipts (another customer's answers exactly like a missing one). */
async function detalle(app: AppParts, caller: SessionCaller, idRecibo: number): Promise<ReciboDetalle> {
  const recibo = await findRecibo(app.db, caller.idCliente, idRecibo, isoDay(app.clock.now()));
  if (!recibo) throw notFound();
  return recibo;
}

/** The latest renewal notice of one of the caller's policies. */
async function avisoRenovacion(
  app: AppParts,
  caller: SessionCaller,
  idPoliza: number,
): Promise<AvisoRenovacion> {
  const aviso = await findAvisoRenovacion(app.db, caller.idCliente, idPoliza);
  if (!aviso) throw notFound();
  return aviso;
}

/** The customer's receipt as a PDF, when it is printable and not of an Internauto policy. */
async function reciboImpreso(
  app: AppParts,
  idCliente: number,
  idRecibo: number,
): Promise<Fichero | undefined> {
  const now = app.clock.now();
  const recibo = await findRecibo(app.db, idCliente, idRecibo, isoDay(now));
  // An Internauto policy's receipt is not offered for download, and a non-printable one neither.
  if (!recibo || !recibo.imprimible || recibo.esPolizaInternauto) return undefined;
  return ficheroPdf(nombreFicheroRecibo(recibo), await app.pdf.render(reciboPdf(recibo, now)));
}

/** The caller's receipts and renewal notices. */
export function recibosService(app: AppParts) {
  return {
    detalle: bound(app, detalle),
    avisoRenovacion: bound(app, avisoRenovacion),
    /** For the download, by token: no caller. */
    reciboImpreso: bound(app, reciboImpreso),
  };
}
