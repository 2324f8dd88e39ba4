import type { FotoIdentificada } from './image-check';

/**
 * What is kept of an accepted photo: the image alone. Metadata (EXIF with its GPS position, XMP, ICC
 * profiles, comments, text chunks) and anything after the image's end marker are dropped, so a
 * polyglot or a tiny image padded with megabytes is never stored as sent. Answers null when the
 * structure does not parse, or when the image data is far beyond what its pixel area justifies.
 */
export function limpiaFoto(bytes: Uint8Array, foto: FotoIdentificada): Uint8Array | null {
  const limpia = LIMPIEZA[foto.mimeType](bytes, foto);
  return limpia && limpia.length <= maxBytes(foto) ? limpia : null;
}

/** Four bytes a pixel (raw RGBA) plus room for tables: no real photo's compressed data is larger. */
const maxBytes = (f: FotoIdentificada) => f.ancho * f.alto * 4 + 64 * 1024;

const u16 = (b: Uint8Array, i: number) => (b[i]! << 8) | b[i + 1]!;
const u32 = (b: Uint8Array, i: number) => new DataView(b.buffer, b.byteOffset + i, 4).getUint32(0);
const u32le = (b: Uint8Array, i: number) => new DataView(b.buffer, b.byteOffset + i, 4).getUint32(0, true);
const ascii = (b: Uint8Array, from: number, to: number) => String.fromCharCode(...b.subarray(from, to));

const join = (parts: Uint8Array[]) => new Uint8Array(Buffer.concat(parts));

/** Chunks that make the picture; everything else (tEXt, zTXt, iTXt, eXIf, iCCP, tIME…) is dropped. */
const PNG_IMAGEN = new Set(['IHDR', 'PLTE', 'tRNS', 'IDAT', 'IEND', 'gAMA', 'cHRM', 'sRGB', 'pHYs']);
const PNG_CANALES: Record<number, number> = { 0: 1, 2: 3, 3: 1, 4: 2, 6: 4 };

function png(b: Uint8Array, f: FotoIdentificada): Uint8Array | null {
  const partes = [b.subarray(0, 8)];
  let idat = 0;
  let ihdr: Uint8Array | undefined;
  for (let i = 8; i + 12 <= b.length;) {
    const len = u32(b, i);
    const tipo = ascii(b, i + 4, i + 8);
    const fin = i + 12 + len;
    if (fin > b.length) return null;
    if (tipo === 'IHDR') ihdr = b.subarray(i + 8, fin);
    if (tipo === 'IDAT') idat += len;
    if (PNG_IMAGEN.has(tipo)) partes.push(b.subarray(i, fin));
    // A critical chunk we do not know cannot be dropped without breaking the image.
    else if (tipo.charCodeAt(0) < 0x61) return null;
    if (tipo === 'IEND') {
      // Deflate never needs much more than the raw rows (a filter byte each), even interlaced.
      if (!ihdr || ihdr.length < 13) return null;
      const bits = (PNG_CANALES[ihdr[9]!] ?? 4) * ihdr[8]!;
      const crudo = f.alto * (1 + Math.ceil((f.ancho * bits) / 8));
      return idat <= crudo * 1.01 + 8 * f.alto + 2048 ? join(partes) : null;
    }
    i = fin;
  }
  return null;
}

/** Segments that make the picture: frame, tables, restart interval, scans. APPn and COM are dropped. */
const esSegmentoImagen = (m: number) => (m >= 0xc0 && m <= 0xcf) || (m >= 0xda && m <= 0xdd);
const esRst = (m: number) => m >= 0xd0 && m <= 0xd7;

function jpeg(b: Uint8Array): Uint8Array | null {
  const n = b.length;
  const partes = [b.subarray(0, 2)];
  let frame = false;
  let i = 2;
  while (i + 1 < n) {
    if (b[i] !== 0xff) return null;
    // Fill bytes before a marker.
    while (i + 1 < n && b[i + 1] === 0xff) i++;
    const m = b[i + 1]!;
    if (m === 0xd9) {
      partes.push(b.subarray(i, i + 2));
      // Whatever follows the end of image is not the photo.
      return frame ? join(partes) : null;
    }
    if (esRst(m) || m === 0x01) {
      i += 2;
      continue;
    }
    if (i + 4 > n) return null;
    const fin = i + 2 + u16(b, i + 2);
    if (fin > n) return null;
    // APP14 (Adobe) says how to read the colours of CMYK files: tiny, and kept.
    const adobe = m === 0xee && fin - i <= 64;
    if (esSegmentoImagen(m) || adobe) partes.push(b.subarray(i, fin));
    if (m >= 0xc0 && m <= 0xcf && m !== 0xc4 && m !== 0xc8 && m !== 0xcc) frame = true;
    i = fin;
    if (m === 0xda) {
      // The entropy-coded scan runs to the next marker that is not a stuffed byte or a restart.
      let j = i;
      while (j + 1 < n && !(b[j] === 0xff && b[j + 1] !== 0 && !esRst(b[j + 1]!))) j++;
      partes.push(b.subarray(i, j));
      i = j;
    }
  }
  return null;
}

/** RIFF chunks that make the picture; ICCP, EXIF and XMP are dropped and their VP8X flags cleared. */
const WEBP_IMAGEN = new Set(['VP8 ', 'VP8L', 'VP8X', 'ALPH', 'ANIM', 'ANMF']);
const VP8X_METADATOS = 0x20 | 0x08 | 0x04;

function webp(b: Uint8Array): Uint8Array | null {
  const partes: Uint8Array[] = [];
  for (let i = 12; i < b.length;) {
    if (i + 8 > b.length) return null;
    const tipo = ascii(b, i, i + 4);
    const len = u32le(b, i + 4);
    const fin = i + 8 + len + (len & 1);
    if (fin > b.length) return null;
    if (WEBP_IMAGEN.has(tipo)) {
      const chunk = new Uint8Array(b.subarray(i, fin));
      if (tipo === 'VP8X' && len > 0) chunk[8] = chunk[8]! & ~VP8X_METADATOS;
      partes.push(chunk);
    }
    i = fin;
  }
  const cuerpo = join(partes);
  const cabecera = new Uint8Array(12);
  cabecera.set(b.subarray(0, 12));
  new DataView(cabecera.buffer).setUint32(4, cuerpo.length + 4, true);
  return join([cabecera, cuerpo]);
}

/**
 * HEIC keeps its boxes (rewriting its item locations is a re-encoder's job): the top-level boxes must
 * cover the file exactly, so nothing rides after them, and the byte bound applies.
 */
function heic(b: Uint8Array): Uint8Array | null {
  let i = 0;
  while (i < b.length) {
    if (i + 8 > b.length) return null;
    let size = u32(b, i);
    if (size === 1) {
      if (i + 16 > b.length) return null;
      size = u32(b, i + 8) * 2 ** 32 + u32(b, i + 12);
    } else if (size === 0) size = b.length - i;
    if (size < 8 || i + size > b.length) return null;
    i += size;
  }
  return b;
}

const LIMPIEZA: Record<
  FotoIdentificada['mimeType'],
  (b: Uint8Array, f: FotoIdentificada) => Uint8Array | null
> = {
  'image/png': png,
  'image/jpeg': jpeg,
  'image/webp': webp,
  'image/heic': heic,
};
