import { esDocumentoDigital } from '@area-cliente/shared/domain';
import type { SessionCaller } from '../lib/caller';
import { isoDay } from '../lib/clock';
import { notFound } from '../lib/errors';
import { certificadoMascotaPdf, documentoContratoPdf, filasRiesgo } from '../pdf/poliza-documentos';
import {
  findDocumentoContrato,
  findPolizaAcc,
  findPolizaDec,
  findPolizaDetalle,
  findPolizaHog,
  findPolizaMasc,
  findPolizaMascEnVigor,
  findPolizaMov,
  findPolizaNeg,
  findPolizaSalud,
  findPolizaSaludMMT,
  findPolizaVeh,
  hasPolizaHnaEnVigor,
} from '../repositories/polizas';
import type { Queryable } from '../db';
import { ficheroPdf, type Fichero } from './descargas';
import { bound, type AppParts } from './parts';
import { documentoSuplemento } from './suplementos';

type FindPoliza<K, T> = (db: Queryable, idCliente: number, key: K, today: string) => Promise<T | undefined>;

/**
 * One line's detail read of the caller's policy: another customer's policy, or one of another line,
 * answers exactly like a missing one.
 */
const detalle =
  <K, T>(find: FindPoliza<K, T>) =>
  async (app: AppParts, caller: SessionCaller, key: K): Promise<T> => {
    const poliza = await find(app.db, caller.idCliente, key, isoDay(app.clock.now()));
    if (!poliza) throw notFound();
    return poliza;
  };

/**
 * The partner's client area is offered to the caller only (the path names a customer), and only with
 * an in-force partner policy; anything else answers like a missing page.
 */
async function exigirPolizaHna(app: AppParts, caller: SessionCaller, idCliente: number): Promise<void> {
  if (idCliente !== caller.idCliente || !(await hasPolizaHnaEnVigor(app.db, idCliente))) throw notFound();
}

/** A contract document of the customer's, when it is a digital one, rendered from its policy. */
async function documentoContrato(
  app: AppParts,
  idCliente: number,
  idDocumento: number,
): Promise<Fichero | undefined> {
  const found = await findDocumentoContrato(app.db, idCliente, idDocumento);
  if (!found || !esDocumentoDigital(found.documento)) return undefined;
  const now = app.clock.now();
  const poliza = await findPolizaDetalle(app.db, idCliente, found.ramo, found.idPoliza, isoDay(now));
  if (!poliza) return undefined;
  // A supplement made in the area prints its own text, not the policy's particular conditions.
  const suplemento = await documentoSuplemento(app, idDocumento, poliza);
  if (suplemento) return suplemento;
  const pdf = await app.pdf.render(
    documentoContratoPdf(found.documento, poliza, filasRiesgo(poliza as Record<string, unknown>), now),
  );
  return ficheroPdf(`${found.documento.nombre} ${poliza.numPoliza}.pdf`, pdf);
}

/** The certificate of the customer's pet policy with this number, while one can be issued. */
async function certificadoMascota(
  app: AppParts,
  idCliente: number,
  numPoliza: string,
): Promise<Fichero | undefined> {
  const now = app.clock.now();
  const today = isoDay(now);
  const poliza = await findPolizaMascEnVigor(app.db, idCliente, numPoliza, today);
  if (!poliza) return undefined;
  const pdf = await app.pdf.render(certificadoMascotaPdf(poliza, today, now));
  return ficheroPdf(`Certificado de Aseguramiento ${poliza.nombre} ${poliza.numPoliza}.pdf`, pdf);
}

/** The caller's policies: each line's detail, the partner check and the policy documents' PDFs. */
export function polizasService(app: AppParts) {
  return {
    veh: bound(app, detalle(findPolizaVeh)),
    hog: bound(app, detalle(findPolizaHog)),
    dec: bound(app, detalle(findPolizaDec)),
    saludMMT: bound(app, detalle(findPolizaSaludMMT)),
    mov: bound(app, detalle(findPolizaMov)),
    neg: bound(app, detalle(findPolizaNeg)),
    acc: bound(app, detalle(findPolizaAcc)),
    masc: bound(app, detalle(findPolizaMasc)),
    salud: bound(app, detalle(findPolizaSalud)),
    exigirPolizaHna: bound(app, exigirPolizaHna),
    /** For the downloads, by token: no caller. */
    documentoContrato: bound(app, documentoContrato),
    certificadoMascota: bound(app, certificadoMascota),
  };
}
