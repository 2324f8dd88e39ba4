import {
  etiquetaEstadoSiniestro,
  formatDate,
  formatFechaHoraMadrid,
  type EventoAviso,
} from '@area-cliente/shared/domain';

/** The message of one event on both channels: e-mail (plain text and HTML) and SMS. */
export interface Mensaje {
  asunto: string;
  texto: string;
  html: string;
  sms: string;
}

/**
 * What an event's row carries (the queue's `datos`): numbers and names to recognise the matter,
 * never a NIF, an amount, an account or an address. The details are behind the link to the area.
 */
export type DatosAviso = Partial<
  Record<
    | 'numSiniestro'
    | 'numPoliza'
    | 'numRecibo'
    | 'estado'
    | 'documento'
    | 'fechaVto'
    | 'tipo'
    | 'fecha'
    | 'dispositivo'
    | 'lugar'
    | 'numHilo'
    | 'numSuplemento',
    string
  >
>;

/** What changed, as a security notice names it (no value, not even masked). */
const CAMBIOS: Record<string, string> = {
  TELEFONO: 'tu teléfono móvil',
  EMAIL: 'tu dirección de e-mail',
  CLAVE: 'tu contraseña',
  DIRECCION: 'tu dirección postal',
  IBAN: 'la cuenta de cobro de tus recibos',
};

interface Cuerpo {
  asunto: string;
  /** Paragraphs of plain text (escaped for the HTML version). */
  parrafos: string[];
  /** The SMS, without the link (added with it). */
  sms: string;
}

function cuerpo(evento: EventoAviso, d: DatosAviso): Cuerpo {
  const siniestro = d.numSiniestro ? `tu siniestro ${d.numSiniestro}` : 'tu siniestro';
  const recibo = d.numRecibo ? `tu recibo ${d.numRecibo}` : 'tu recibo';
  switch (evento) {
    case 'SINIESTRO_ESTADO': {
      const estado = etiquetaEstadoSiniestro(d.estado ?? '');
      return {
        asunto: `Tu siniestro ha pasado a «${estado}»`,
        parrafos: [`El estado de ${siniestro} ha cambiado a «${estado}».`],
        sms: `Área Cliente: ${siniestro} ha pasado a «${estado}».`,
      };
    }
    case 'SINIESTRO_FIRMA':
      return {
        asunto: 'Tienes un documento para firmar',
        parrafos: [
          `Hay un documento de ${siniestro} pendiente de tu firma${d.documento ? `: «${d.documento}»` : ''}.`,
          'Puedes revisarlo y firmarlo desde el detalle del siniestro.',
        ],
        sms: `Área Cliente: tienes un documento de ${siniestro} pendiente de firma.`,
      };
    case 'DOCUMENTO_NUEVO': {
      const de = d.numSiniestro
        ? ` de tu siniestro ${d.numSiniestro}`
        : d.numPoliza
          ? ` de tu póliza ${d.numPoliza}`
          : '';
      return {
        asunto: 'Tienes un documento nuevo',
        parrafos: [`Tienes un documento nuevo${de}${d.documento ? `: «${d.documento}»` : ''}.`],
        sms: `Área Cliente: tienes un documento nuevo${de}.`,
      };
    }
    case 'RECIBO_COBRADO':
      return {
        asunto: 'Hemos cobrado tu recibo',
        parrafos: [`Hemos cobrado ${recibo}. Gracias por tu confianza.`],
        sms: `Área Cliente: hemos cobrado ${recibo}.`,
      };
    case 'RECIBO_DEVUELTO':
      return {
        asunto: 'Tu recibo ha sido devuelto',
        parrafos: [
          `Tu banco ha devuelto ${recibo}.`,
          'Para que tu seguro siga en vigor, puedes pagarlo con tarjeta desde la sección de recibos.',
        ],
        sms: `Área Cliente: tu banco ha devuelto ${recibo}. Puedes pagarlo online.`,
      };
    case 'RENOVACION': {
      const cuando = d.fechaVto ? `el ${formatDate(d.fechaVto)}` : 'pronto';
      const poliza = d.numPoliza ? `tu póliza ${d.numPoliza}` : 'tu póliza';
      return {
        asunto: 'Se acerca la renovación de tu póliza',
        parrafos: [
          `Te recordamos que ${poliza} se renueva ${cuando}.`,
          'Consulta las condiciones de la renovación y tu próximo recibo en tu área.',
        ],
        sms: `Área Cliente: ${poliza} se renueva ${cuando}.`,
      };
    }
    case 'CAMBIO_DATOS': {
      const que = CAMBIOS[d.tipo ?? ''] ?? 'tus datos';
      const cuando = d.fecha ? ` el ${formatFechaHoraMadrid(d.fecha)}` : '';
      return {
        asunto: 'Se han cambiado tus datos en el Área Cliente',
        parrafos: [
          `Se ha cambiado ${que} en el Área Cliente${cuando}.`,
          'Si has sido tú, no tienes que hacer nada. Si no has sido tú, llama cuanto antes a Atención al Cliente y cambia tu contraseña.',
        ],
        sms: `Área Cliente: se ha cambiado ${que}${cuando}. Si no has sido tú, llama a Atención al Cliente.`,
      };
    }
    case 'FIRMA_DOCUMENTO': {
      const cuando = d.fecha ? ` el ${formatFechaHoraMadrid(d.fecha)}` : '';
      const doc = d.documento ? ` «${d.documento}»` : '';
      return {
        asunto: 'Has firmado un documento en el Área Cliente',
        parrafos: [
          `Se ha firmado${cuando} con tu PIN el documento${doc} de ${siniestro}.`,
          'Si has sido tú, no tienes que hacer nada. Si no has sido tú, llama cuanto antes a Atención al Cliente y cambia tu contraseña.',
        ],
        sms: `Área Cliente: se ha firmado${cuando} el documento${doc} de ${siniestro}. Si no has sido tú, llama a Atención al Cliente.`,
      };
    }
    case 'MENSAJE_RESPUESTA': {
      // The number only: what was written stays behind the sign-in.
      const conversacion = d.numHilo ? `tu conversación nº ${d.numHilo}` : 'una de tus conversaciones';
      return {
        asunto: 'Tienes una respuesta de Atención al Cliente',
        parrafos: [
          `Atención al Cliente ha respondido en ${conversacion}.`,
          'Puedes leer la respuesta en «Mensajes», dentro de tu área.',
        ],
        sms: `Área Cliente: tienes una respuesta en ${conversacion}.`,
      };
    }
    case 'POLIZA_MODIFICADA': {
      const cuando = d.fecha ? ` el ${formatFechaHoraMadrid(d.fecha)}` : '';
      const poliza = d.numPoliza ? `tu póliza ${d.numPoliza}` : 'una de tus pólizas';
      const suplemento = d.numSuplemento ? ` (suplemento nº ${d.numSuplemento})` : '';
      return {
        asunto: 'Se ha modificado tu póliza en el Área Cliente',
        parrafos: [
          `Se ha modificado ${poliza} en el Área Cliente${cuando}${suplemento}.`,
          'Tienes el suplemento con las nuevas condiciones en «Mis documentos».',
          'Si has sido tú, no tienes que hacer nada. Si no has sido tú, llama cuanto antes a Atención al Cliente y cambia tu contraseña.',
        ],
        sms: `Área Cliente: se ha modificado ${poliza}${cuando}. Si no has sido tú, llama a Atención al Cliente.`,
      };
    }
    case 'ACCESO_NUEVO': {
      const cuando = d.fecha ? ` el ${formatFechaHoraMadrid(d.fecha)}` : '';
      const desde = [d.dispositivo, d.lugar && `desde ${d.lugar}`].filter(Boolean).join(', ');
      return {
        asunto: '¿Has sido tú? Se ha entrado en tu Área Cliente desde un navegador nuevo',
        parrafos: [
          `Se ha entrado en tu Área Cliente${cuando} desde un navegador en el que no habías entrado antes${desde ? ` (${desde})` : ''}.`,
          'Si has sido tú, no tienes que hacer nada. Si no has sido tú, entra en «Mis datos», pulsa «Cerrar las demás sesiones» y cambia tu contraseña; si no puedes entrar, llama cuanto antes a Atención al Cliente.',
        ],
        sms: `Área Cliente: ¿has sido tú? Se ha entrado${cuando} desde un navegador nuevo. Si no, cierra las demás sesiones en «Mis datos».`,
      };
    }
  }
}

const escapar = (s: string) =>
  s.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

const PIE =
  'Este mensaje es automático; no respondas a él. Puedes elegir qué avisos recibes en «Mis datos» de tu área.';

/**
 * Spanish e-mail (plain text and HTML) and SMS for one event. Each carries a link to the area, never
 * to a detail: whoever reads a forwarded message still has to sign in.
 */
export function mensajeAviso(evento: EventoAviso, datos: DatosAviso, areaUrl: string): Mensaje {
  const c = cuerpo(evento, datos);
  const texto = ['Hola:', '', ...c.parrafos, '', `Entra en tu Área Cliente: ${areaUrl}`, '', PIE, ''].join(
    '\n',
  );
  const url = escapar(areaUrl);
  const html =
    '<!doctype html><html lang="es"><head><meta charset="utf-8"><title>' +
    escapar(c.asunto) +
    '</title></head><body style="font-family:Arial,sans-serif;color:#1f2933;line-height:1.5">' +
    '<p>Hola:</p>' +
    c.parrafos.map((p) => `<p>${escapar(p)}</p>`).join('') +
    `<p><a href="${url}" style="color:#0b5cab">Entra en tu Área Cliente</a></p>` +
    `<p style="font-size:12px;color:#52606d">${escapar(PIE)}</p></body></html>`;
  return { asunto: c.asunto, texto, html, sms: `${c.sms} ${areaUrl}` };
}

/**
 * How 'Mis documentos' → 'Avisos' shows an event: the e-mail's subject and first sentence (one copy of
 * the wording), and the claim, policy or receipt it refers to.
 */
export function avisoEnBandeja(
  evento: EventoAviso,
  d: DatosAviso,
): { titulo: string; detalle: string; referencia: string | null } {
  const c = cuerpo(evento, d);
  const referencia = d.numSiniestro
    ? `Siniestro Nº ${d.numSiniestro}`
    : d.numPoliza
      ? `Póliza Nº ${d.numPoliza}`
      : d.numRecibo
        ? `Recibo Nº ${d.numRecibo}`
        : d.numHilo
          ? `Conversación Nº ${d.numHilo}`
          : null;
  return { titulo: c.asunto, detalle: c.parrafos[0] ?? '', referencia };
}
