import { inflateSync } from 'node:zlib';

/** The objects of an uncompressed-xref PDF (as pdfkit writes them): dictionary text and inflated stream. */
function pdfObjects(pdf: Buffer): Map<string, { dict: string; stream: string | null }> {
  const raw = pdf.toString('latin1');
  const objects = new Map<string, { dict: string; stream: string | null }>();
  for (const m of raw.matchAll(/(\d+) 0 obj\s*/g)) {
    const start = (m.index ?? 0) + m[0].length;
    const end = raw.indexOf('endobj', start);
    const body = raw.slice(start, end);
    const streamAt = body.search(/stream\r?\n/);
    const dict = streamAt < 0 ? body : body.slice(0, streamAt);
    let stream: string | null = null;
    const length = /\/Length (\d+)/.exec(dict);
    if (streamAt >= 0 && length) {
      // Read by /Length: compressed bytes may end in \r, which a delimiter regex would eat.
      const from = start + streamAt + /stream\r?\n/.exec(body.slice(streamAt))![0].length;
      const bytes = pdf.subarray(from, from + Number(length[1]));
      try {
        stream = (dict.includes('/FlateDecode') ? inflateSync(bytes) : bytes).toString('latin1');
      } catch {
        stream = null;
      }
    }
    objects.set(m[1]!, { dict, stream });
  }
  return objects;
}

/** A ToUnicode CMap as pdfkit writes it (bfrange with arrays, plus plain bfrange and bfchar). */
function parseCMap(cmap: string): Map<number, string> {
  const map = new Map<number, string>();
  const utf16 = (hex: string) => {
    const units = hex.replace(/\s/g, '').match(/.{4}/g) ?? [];
    return String.fromCharCode(...units.map((u) => parseInt(u, 16)));
  };
  for (const block of cmap.matchAll(/beginbfrange([\s\S]*?)endbfrange/g)) {
    for (const r of block[1]!.matchAll(/<([0-9a-f]+)>\s*<([0-9a-f]+)>\s*(\[[^\]]*\]|<[0-9a-f ]+>)/gi)) {
      const lo = parseInt(r[1]!, 16);
      const hi = parseInt(r[2]!, 16);
      if (r[3]!.startsWith('[')) {
        [...r[3]!.matchAll(/<([0-9a-f ]+)>/gi)].forEach((d, i) => map.set(lo + i, utf16(d[1]!)));
      } else {
        const first = utf16(r[3]!.slice(1, -1));
        for (let c = lo; c <= hi; c++)
          map.set(c, first.slice(0, -1) + String.fromCharCode(first.charCodeAt(first.length - 1) + c - lo));
      }
    }
  }
  for (const block of cmap.matchAll(/beginbfchar([\s\S]*?)endbfchar/g)) {
    for (const c of block[1]!.matchAll(/<([0-9a-f]+)>\s*<([0-9a-f ]+)>/gi))
      map.set(parseInt(c[1]!, 16), utf16(c[2]!));
  }
  return map;
}

/**
 * The text drawn by a pdfkit PDF, one string per text-showing operator, joined by spaces. An embedded
 * (Type0) font's strings are glyph ids, decoded through its ToUnicode CMap; a standard font's are
 * single bytes, read as Latin-1.
 */
export function pdfText(pdf: Buffer): string {
  const objects = pdfObjects(pdf);
  const cmaps = new Map<string, Map<number, string>>();
  const fontByName = new Map<string, string>();
  for (const [id, { dict }] of objects) {
    const toUnicode = /\/ToUnicode (\d+) 0 R/.exec(dict);
    const cmap = toUnicode && objects.get(toUnicode[1]!)?.stream;
    if (cmap) cmaps.set(id, parseCMap(cmap));
    const fonts = /\/Font\s*<<([^>]*)>>/.exec(dict);
    for (const f of fonts?.[1]?.matchAll(/\/([\w.+-]+)\s+(\d+) 0 R/g) ?? []) fontByName.set(f[1]!, f[2]!);
  }
  // Each page's own font names: two PDFs merged into one (a signed copy) both call their fonts F1, F2…
  const pageFonts = new Map<string, Map<string, string>>();
  for (const { dict } of objects.values()) {
    if (!/\/Type\s*\/Page\b/.test(dict)) continue;
    const contents = /\/Contents\s+(?:(\d+) 0 R|\[([^\]]*)\])/.exec(dict);
    if (!contents) continue;
    const resources = /\/Resources\s+(\d+) 0 R/.exec(dict);
    const fonts = /\/Font\s*<<([^>]*)>>/.exec(resources ? (objects.get(resources[1]!)?.dict ?? '') : dict);
    const names = new Map<string, string>();
    for (const f of fonts?.[1]?.matchAll(/\/([\w.+-]+)\s+(\d+) 0 R/g) ?? []) names.set(f[1]!, f[2]!);
    const ids = contents[1] ? [contents[1]] : [...contents[2]!.matchAll(/(\d+) 0 R/g)].map((m) => m[1]!);
    for (const id of ids) pageFonts.set(id, names);
  }
  const texts: string[] = [];
  for (const [id, { dict, stream }] of objects) {
    const fontsHere = pageFonts.get(id) ?? fontByName;
    // Content streams only: not the font file (/Length1) nor the CMaps.
    if (stream === null || /\/(Type|Subtype|Length1)\b/.test(dict)) continue;
    let cmap: Map<number, string> | undefined;
    for (const op of stream.matchAll(
      /\/([\w.+-]+)\s+[\d.]+\s+Tf|\[((?:[^\]]|\\\])*)\]\s*TJ|<([0-9a-fA-F]*)>\s*Tj/g,
    )) {
      if (op[1] !== undefined) {
        cmap = cmaps.get(fontsHere.get(op[1]) ?? '');
        continue;
      }
      const hex = op[3] ?? [...(op[2] ?? '').matchAll(/<([0-9a-fA-F]+)>/g)].map((h) => h[1]).join('');
      texts.push(
        cmap
          ? (hex.match(/.{4}/g) ?? []).map((code) => cmap!.get(parseInt(code, 16)) ?? '\uFFFD').join('')
          : Buffer.from(hex, 'hex').toString('latin1'),
      );
    }
  }
  return texts.join(' ');
}
