import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { identificaFoto } from '../src/lib/image-check';
import { limpiaFoto } from '../src/lib/image-strip';

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

describe('limpiaFoto', () => {
  const riff = (chunks: Buffer[]) => {
    const body = Buffer.concat([Buffer.from('WEBP'), ...chunks]);
    const head = Buffer.from('RIFF\0\0\0\0');
    head.writeUInt32LE(body.length, 4);
    return Buffer.concat([head, body]);
  };
  const riffChunk = (tipo: string, data: Buffer) => {
    const len = Buffer.alloc(4);
    len.writeUInt32LE(data.length);
    return Buffer.concat([Buffer.from(tipo), len, data, Buffer.alloc(data.length & 1)]);
  };

  it('drops the EXIF and XMP of a WebP and clears their VP8X flags', () => {
    const imagen = webp(640, 480).subarray(12);
    const vp8x = Buffer.alloc(10);
    vp8x[0] = 0x08 | 0x04;
    const conExif = riff([
      riffChunk('VP8X', vp8x),
      imagen,
      riffChunk('EXIF', Buffer.from('GPS 40.41 N')),
      riffChunk('XMP ', Buffer.from('<x/>')),
    ]);
    const f = identificaFoto(conExif);
    expect(f).not.toBeNull();
    expect(
      Buffer.from(limpiaFoto(conExif, f!)!).equals(riff([riffChunk('VP8X', Buffer.alloc(10)), imagen])),
    ).toBe(true);
  });

  it('keeps a HEIC whose boxes cover the file, and refuses bytes after them', () => {
    const h = heif('heic', 4032, 3024);
    const f = identificaFoto(h)!;
    expect(limpiaFoto(h, f)).toBe(h);
    expect(limpiaFoto(Buffer.concat([h, Buffer.from('<html>')]), f)).toBeNull();
  });

  it('keeps a real PNG whole but for its ancillary chunks', () => {
    const limpia = limpiaFoto(PNG, identificaFoto(PNG)!)!;
    expect(identificaFoto(limpia)).toEqual({ mimeType: 'image/png', ancho: 192, alto: 192 });
  });
});
