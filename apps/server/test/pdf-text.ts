import { inflateSync } from 'node:zlib';

/**
 * A minimal text extraction for the PDFs pdfmake writes (tests only): each font's ToUnicode map, then the hex
 * strings of every TJ in the content streams decoded through the map of the font selected (Tf) before them.
 * Enough to read the invoice back as a person would, without a PDF library.
 */
export function pdfText(pdf: Buffer): string {
  const text = pdf.toString('latin1');
  const objects = new Map<number, { dict: string; stream?: string }>();
  for (const m of text.matchAll(/(\d+) 0 obj([\s\S]*?)endobj/g)) {
    const body = m[2]!;
    const at = body.indexOf('stream');
    if (at < 0) {
      objects.set(Number(m[1]), { dict: body });
      continue;
    }
    const start = m.index! + m[0].indexOf(body) + at + body.slice(at).match(/^stream\r?\n/)![0].length;
    const end = text.indexOf('endstream', start);
    const raw = pdf.subarray(start, end);
    const dict = body.slice(0, at);
    let stream: string;
    try {
      stream = dict.includes('/FlateDecode') ? inflateSync(raw).toString('latin1') : raw.toString('latin1');
    } catch {
      stream = '';
    }
    objects.set(Number(m[1]), { dict, stream });
  }
  const ref = (dict: string, key: string) => {
    const m = new RegExp(`/${key} (\\d+) 0 R`).exec(dict);
    return m ? Number(m[1]) : undefined;
  };
  /** Font resource name (F1…) → code → text, from each page's /Font dictionary. */
  const maps = new Map<string, Map<number, string>>();
  for (const { dict } of objects.values()) {
    const fonts = /\/Font\s*<<([\s\S]*?)>>/.exec(dict)?.[1];
    if (!fonts) continue;
    for (const f of fonts.matchAll(/\/(\w+) (\d+) 0 R/g)) {
      const toUnicode = ref(objects.get(Number(f[2]))?.dict ?? '', 'ToUnicode');
      const cmap = toUnicode === undefined ? undefined : objects.get(toUnicode)?.stream;
      if (!cmap || maps.has(f[1]!)) continue;
      const map = new Map<number, string>();
      const hex = (h: string) => String.fromCharCode(Number.parseInt(h, 16));
      for (const r of cmap.matchAll(/<([0-9a-f]+)>\s*<([0-9a-f]+)>\s*\[([^\]]*)\]/gi)) {
        const first = Number.parseInt(r[1]!, 16);
        let code = first;
        for (const u of r[3]!.matchAll(/<([0-9a-f]+)>/gi)) map.set(code++, hex(u[1]!));
      }
      maps.set(f[1]!, map);
    }
  }
  const out: string[] = [];
  for (const { dict, stream } of objects.values()) {
    if (!stream || dict.includes('/Subtype') || !stream.includes('BT')) continue;
    let font = new Map<number, string>();
    for (const op of stream.matchAll(/\/(\w+) [\d.]+ Tf|\[([^\]]*)\] TJ/g)) {
      if (op[1]) {
        font = maps.get(op[1]) ?? new Map();
        continue;
      }
      let line = '';
      for (const h of op[2]!.matchAll(/<([0-9a-f]+)>/gi)) {
        for (let i = 0; i < h[1]!.length; i += 4)
          line += font.get(Number.parseInt(h[1]!.slice(i, i + 4), 16)) ?? '?';
      }
      out.push(line);
    }
  }
  // pdfmake writes a word per TJ; a word ending in a space continues the same line.
  return out.map((w) => (w.endsWith(' ') ? w : `${w}\n`)).join('');
}
