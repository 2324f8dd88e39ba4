import { PAGINA_VERIFICACION, tieneTarjeta, urlVerificacion } from '@area-cliente/shared/domain';
import { isoDay } from '../lib/clock';
import { certificadoSeguroPdf, nombreFicheroCertificado } from '../pdf/certificado-seguro';
import { findPolizaTarjeta } from '../repositories/tarjetas';
import { ficheroPdf, type Fichero } from './descargas';
import { bound, type AppParts } from './parts';
import { nuevoCodigoVerificacion } from './tarjetas';

/** The insurance certificate of the customer's policy with a card, as a PDF (its token: tarjetas.ts). */
async function certificado(app: AppParts, idCliente: number, idPoliza: number): Promise<Fichero | undefined> {
  const poliza = await findPolizaTarjeta(app.db, idCliente, idPoliza);
  if (!poliza || !tieneTarjeta(poliza.ramo)) return undefined;
  const now = app.clock.now();
  // Its own fresh code, in the certificates' pool: the printed certificate verifies at /verificar
  // until the date it prints, however many cards are opened meanwhile.
  const { codigo, caduca } = await nuevoCodigoVerificacion(app.db, poliza, 'CERTIFICADO', now);
  const origen = new URL(app.config.avisos.areaUrl).origin;
  const pdf = await app.pdf.render(
    certificadoSeguroPdf(poliza, {
      hoy: isoDay(now),
      aseguradora: app.config.sepa.creditorName,
      telefonoAsistencia: app.config.telefonosAsistencia[poliza.ramo],
      generadoEl: now,
      urlVerificacion: urlVerificacion(origen, codigo),
      codigoCaduca: caduca,
      paginaVerificacion: `${origen}${PAGINA_VERIFICACION}`,
    }),
  );
  return ficheroPdf(nombreFicheroCertificado(poliza), pdf);
}

/** The insurance certificate's download, by token: no caller. */
export function certificadoSeguroService(app: AppParts) {
  return { certificado: bound(app, certificado) };
}
