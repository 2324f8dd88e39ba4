import { FOTO_NO_VALIDA, MAX_BYTES_FOTO, FOTO_DEMASIADO_GRANDE } from '@area-cliente/shared/domain';

/** Longest side of a photo sent: enough to read a plate or a crack, a fraction of a camera's bytes. */
const LADO_MAXIMO = 2560;
const LADO_MINIATURA = 160;
const CALIDAD_JPEG = 0.85;

type FotoPreparada = { blob: Blob; miniatura: string | null };

/** A file the customer chose that cannot be sent, with the message to show. */
export class FotoRechazada extends Error {}

const esHeic = (file: File) => /^image\/hei[cf]$/.test(file.type) || /\.hei[cf]$/i.test(file.name);

function canvasDe(bitmap: ImageBitmap, ladoMaximo: number): HTMLCanvasElement {
  const escala = Math.min(1, ladoMaximo / Math.max(bitmap.width, bitmap.height));
  const canvas = document.createElement('canvas');
  canvas.width = Math.max(1, Math.round(bitmap.width * escala));
  canvas.height = Math.max(1, Math.round(bitmap.height * escala));
  canvas.getContext('2d')?.drawImage(bitmap, 0, 0, canvas.width, canvas.height);
  return canvas;
}

const jpeg = (canvas: HTMLCanvasElement) =>
  new Promise<Blob | null>((resolve) => canvas.toBlob(resolve, 'image/jpeg', CALIDAD_JPEG));

/**
 * The photo as it is uploaded: decoded by the browser (whatever its name says), turned upright and
 * re-encoded as JPEG with its longest side at most 2,560 px, plus a small thumbnail for the list.
 * A HEIC the browser cannot decode goes as it is (the API reads its bytes); anything else that does
 * not decode is not an image.
 */
export async function prepararFoto(file: File): Promise<FotoPreparada> {
  let bitmap: ImageBitmap;
  try {
    bitmap = await createImageBitmap(file, { imageOrientation: 'from-image' });
  } catch {
    if (esHeic(file) && file.size <= MAX_BYTES_FOTO) return { blob: file, miniatura: null };
    throw new FotoRechazada(FOTO_NO_VALIDA);
  }
  try {
    const blob = await jpeg(canvasDe(bitmap, LADO_MAXIMO));
    if (!blob) throw new FotoRechazada(FOTO_NO_VALIDA);
    if (blob.size > MAX_BYTES_FOTO) throw new FotoRechazada(FOTO_DEMASIADO_GRANDE);
    const miniatura = canvasDe(bitmap, LADO_MINIATURA).toDataURL('image/jpeg', 0.7);
    return { blob, miniatura };
  } finally {
    bitmap.close();
  }
}
