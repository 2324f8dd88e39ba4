import type { SiniestroDetalle } from '@area-cliente/shared/contract';
import { NUMERO_EN_RUTA } from '@area-cliente/shared/domain';
import type { SessionCaller } from '../lib/caller';
import { notFound } from '../lib/errors';
import { documentoSiniestroPdf, nombreFichero } from '../pdf/documento-siniestro';
import { parteSiniestroPdf } from '../pdf/parte-siniestro';
import { findFotoDeclarada, findParte } from '../repositories/declaraciones';
import { findDocumentoSiniestro, findSiniestro, type RamoSiniestro } from '../repositories/siniestros';
import { tallerDeSiniestro } from '../repositories/talleres';
import { ficheroPdf, type Fichero } from './descargas';
import { pdfDeFirma } from './firma-documento';
import { bound, type AppParts } from './parts';

/** One of the caller's claims in this line: of another client, or of another line, it is not found. */
async function detalle(
  app: AppParts,
  caller: SessionCaller,
  ramo: RamoSiniestro,
  numSiniestro: string,
): Promise<SiniestroDetalle> {
  if (!NUMERO_EN_RUTA.test(numSiniestro)) throw notFound();
  const siniestro = await findSiniestro(app.db, caller.idCliente, ramo, numSiniestro);
  if (!siniestro) throw notFound();
  return siniestro;
}

/** One of the customer's claim documents by its uuid: a declared photo, the declaration or a document. */
async function documento(app: AppParts, idCliente: number, uuid: string): Promise<Fichero | undefined> {
  // A claim declared online: its photos are the stored bytes, its 'Parte de siniestro' the declaration.
  const foto = await findFotoDeclarada(app.db, idCliente, uuid);
  if (foto) {
    const bytes = await app.files.get(uuid.toLowerCase());
    return bytes && { nombre: foto.nombre, tipo: foto.mimeType, bytes };
  }
  const parte = await findParte(app.db, idCliente, uuid);
  if (parte) {
    const taller = await tallerDeSiniestro(app.db, parte.idSiniestro);
    const pdf = await app.pdf.render(
      parteSiniestroPdf(parte.numSiniestro, parte.datos, parte.enviada, taller),
    );
    return ficheroPdf(`Parte de siniestro - ${parte.numSiniestro}.pdf`, pdf);
  }
  const doc = await findDocumentoSiniestro(app.db, idCliente, uuid);
  if (!doc) return undefined;
  // A document signed online is its signed copy; one being signed, the exact bytes shown to sign.
  const firma =
    doc.clase === 'FIRMA'
      ? await pdfDeFirma(app, idCliente, {
          uuid: doc.documento.uuid,
          nombreDoc: doc.documento.nombreDoc,
          numSiniestro: doc.siniestro.numSiniestro,
        })
      : undefined;
  return ficheroPdf(
    nombreFichero(doc),
    firma ?? (await app.pdf.render(documentoSiniestroPdf(doc, app.clock.now()))),
  );
}

/** The caller's claims: each line's detail read and the claim documents' downloads. */
export function siniestrosService(app: AppParts) {
  return {
    detalle: bound(app, detalle),
    /** For the download, by token: no caller. */
    documento: bound(app, documento),
  };
}
