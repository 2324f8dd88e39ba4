import type { TipoFoto } from '@area-cliente/shared/domain';
import { imageSize } from 'image-size';

/** What the bytes of an accepted photo say it is. */
export interface FotoIdentificada {
  mimeType: TipoFoto;
  ancho: number;
  alto: number;
}

const MIME: Record<string, TipoFoto> = {
  jpg: 'image/jpeg',
  png: 'image/png',
  webp: 'image/webp',
  heic: 'image/heic',
};

/** Beyond this an image is a decompression bomb, not a photo of a claim (about 50 megapixels). */
const MAX_PIXELES = 50_000_000;

const ascii = (b: Uint8Array, from: number, to: number) => String.fromCharCode(...b.subarray(from, to));

/**
 * Whether the file ends where its format says it does: a JPEG with its end-of-image marker, a PNG with
 * its IEND chunk, a WebP as long as its RIFF header. A cut-off upload fails here rather than being
 * stored as a half photo. HEIC has no end marker; its boxes were read by `imageSize`.
 */
function completo(tipo: TipoFoto, b: Uint8Array): boolean {
  const n = b.length;
  switch (tipo) {
    case 'image/jpeg':
      // Some cameras pad after the marker: look for it near the end.
      for (let i = n - 2; i >= Math.max(0, n - 1024); i--)
        if (b[i] === 0xff && b[i + 1] === 0xd9) return true;
      return false;
    case 'image/png':
      return n >= 12 && ascii(b, n - 8, n - 4) === 'IEND';
    case 'image/webp':
      return n >= 12 && new DataView(b.buffer, b.byteOffset, n).getUint32(4, true) + 8 === n;
    case 'image/heic':
      return true;
  }
}

/**
 * Identifies a photo by its bytes, never its name: JPEG, PNG, WebP or HEIC with sane dimensions and
 * a complete body. Anything else (a PDF or text renamed .jpg, a truncated upload) answers null.
 */
export function identificaFoto(bytes: Uint8Array): FotoIdentificada | null {
  let size;
  try {
    size = imageSize(bytes);
  } catch {
    return null;
  }
  const mimeType = size.type ? MIME[size.type] : undefined;
  const { width, height } = size;
  if (!mimeType || !width || !height || width * height > MAX_PIXELES) return null;
  if (!completo(mimeType, bytes)) return null;
  return { mimeType, ancho: width, alto: height };
}
