import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { identificaFoto } from '../src/lib/image-check';

// Files built box by box or chunk by chunk, as far as the format's headers go.
const box = (type: string, body: Buffer) => {
  const head = Buffer.alloc(8);
  head.writeUInt32BE(8 + body.length);
  head.write(type, 4, 'ascii');
  return Buffer.concat([head, body]);
};
const fullBox = (type: string, body: Buffer) => box(type, Buffer.concat([Buffer.alloc(4), body]));

function heif(brand: string, width: number, height: number): Buffer {
  const size = Buffer.alloc(8);
  size.writeUInt32BE(width, 0);
  size.writeUInt32BE(height, 4);
  return Buffer.concat([
    box('ftyp', Buffer.from(`${brand}\0\0\0\0mif1${brand}`, 'latin1')),
    fullBox('meta', box('iprp', box('ipco', fullBox('ispe', size)))),
    box('mdat', Buffer.alloc(64)),
  ]);
}

/** A lossless WebP: RIFF header, VP8L chunk with the 14-bit sizes. */
function webp(width: number, height: number): Buffer {
  const vp8l = Buffer.alloc(6);
  vp8l[0] = 0x2f;
  vp8l.writeUInt32LE(((width - 1) | ((height - 1) << 14)) >>> 0, 1);
  const chunk = Buffer.concat([Buffer.from('VP8L'), Buffer.from([vp8l.length, 0, 0, 0]), vp8l]);
  const riff = Buffer.alloc(4);
  riff.writeUInt32LE(4 + chunk.length);
  return Buffer.concat([Buffer.from('RIFF'), riff, Buffer.from('WEBP'), chunk]);
}

const PNG = readFileSync(new URL('../../shell/public/icons/icon-192.png', import.meta.url));

describe('identificaFoto', () => {
  it('reads HEIC, WebP and PNG photos by their bytes', () => {
    expect(identificaFoto(heif('heic', 4032, 3024))).toEqual({
      mimeType: 'image/heic',
      ancho: 4032,
      alto: 3024,
    });
    expect(identificaFoto(webp(640, 480))).toEqual({ mimeType: 'image/webp', ancho: 640, alto: 480 });
    expect(identificaFoto(PNG)).toEqual({ mimeType: 'image/png', ancho: 192, alto: 192 });
  });

  it('refuses images of other types, cut-off files and decompression bombs', () => {
    expect(identificaFoto(heif('avif', 800, 600))).toBeNull();
    expect(identificaFoto(Buffer.from('GIF89a\x01\x00\x01\x00\x00\x00\x00;', 'latin1'))).toBeNull();
    expect(
      identificaFoto(Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"/>')),
    ).toBeNull();
    const w = webp(640, 480);
    expect(identificaFoto(w.subarray(0, w.length - 2))).toBeNull();
    expect(identificaFoto(PNG.subarray(0, PNG.length - 12))).toBeNull();
    expect(identificaFoto(heif('heic', 20_000, 20_000))).toBeNull();
  });
});
