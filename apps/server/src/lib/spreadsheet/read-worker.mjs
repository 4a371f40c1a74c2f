// The spreadsheet reader's worker thread (read-spreadsheet.ts starts one per file with a heap cap and a timeout).
// Plain JavaScript on purpose: it loads the same way under tsx, vitest and plain node. It unpacks only the zip
// entries the main thread listed (zip-inspect.ts), refuses an entry that inflates to more than it declared, and
// reads the first sheet's XML as a stream, stopping as soon as the row cap is passed. Nothing here builds objects
// keyed by file content (shared strings are an array, cells arrays), so no file can reach Object.prototype
// (the CVE-2023-30533 class); comments, threaded comments, drawings and macros are never even inflated.
import { parentPort, workerData } from 'node:worker_threads';
import zlib from 'node:zlib';
import { SaxesParser } from 'saxes';

class Refusal extends Error {
  constructor(reason) {
    super(reason);
    this.reason = reason;
  }
}

const { buffer, entries, caps } = workerData;
const bytes = Buffer.from(buffer.buffer, buffer.byteOffset, buffer.byteLength);
const byName = new Map();
for (const e of entries ?? []) if (!byName.has(e.name)) byName.set(e.name, e);

const localName = (name) => {
  const i = name.indexOf(':');
  return i < 0 ? name : name.slice(i + 1);
};

/** Streams one entry's text to `onText`; the entry must inflate to exactly its declared size. */
async function streamEntry(entry, onText) {
  const at = entry.localHeaderOffset;
  if (at + 30 > bytes.length || bytes.readUInt32LE(at) !== 0x04034b50) throw new Refusal('damaged');
  const start = at + 30 + bytes.readUInt16LE(at + 26) + bytes.readUInt16LE(at + 28);
  const data = bytes.subarray(start, start + entry.compressedSize);
  if (data.length !== entry.compressedSize) throw new Refusal('damaged');
  const decoder = new TextDecoder('utf-8');
  if (entry.method === 0) {
    if (data.length !== entry.uncompressedSize) throw new Refusal('damaged');
    onText(decoder.decode(data));
    return;
  }
  const inflater = zlib.createInflateRaw({ chunkSize: 256 * 1024 });
  inflater.end(data);
  let total = 0;
  try {
    for await (const chunk of inflater) {
      total += chunk.length;
      // A lying size field is how a zip bomb slips past the directory check: stop at the declared size.
      if (total > entry.uncompressedSize) throw new Refusal('zipBomb');
      onText(decoder.decode(chunk, { stream: true }));
    }
  } catch (err) {
    if (err instanceof Refusal) throw err;
    throw new Refusal('damaged');
  }
  if (total !== entry.uncompressedSize) throw new Refusal('damaged');
  onText(decoder.decode());
}

/** Parses one XML entry with handlers; `null` when the entry does not exist. */
async function parseXml(name, handlers) {
  const entry = byName.get(name);
  if (!entry) return null;
  const parser = new SaxesParser({ xmlns: false, position: false });
  if (handlers.open) parser.on('opentag', handlers.open);
  if (handlers.close) parser.on('closetag', handlers.close);
  if (handlers.text) {
    parser.on('text', handlers.text);
    parser.on('cdata', handlers.text);
  }
  try {
    await streamEntry(entry, (text) => parser.write(text));
    parser.close();
  } catch (err) {
    if (err instanceof Refusal) throw err;
    throw new Refusal('damaged');
  }
  return true;
}

/** `Target` of a relationship, resolved against the folder of the part that owns it. */
function resolveTarget(base, target) {
  if (target.startsWith('/')) return target.slice(1);
  const parts = base.split('/').slice(0, -1);
  for (const seg of target.split('/')) {
    if (seg === '..') parts.pop();
    else if (seg !== '.' && seg !== '') parts.push(seg);
  }
  return parts.join('/');
}

async function relationships(partPath) {
  const dir = partPath.split('/').slice(0, -1).join('/');
  const file = partPath.split('/').pop();
  const relsPath = `${dir ? `${dir}/` : ''}_rels/${file}.rels`;
  const rels = [];
  await parseXml(relsPath, {
    open(node) {
      if (localName(node.name) === 'Relationship') {
        rels.push({
          id: String(node.attributes.Id ?? ''),
          type: String(node.attributes.Type ?? ''),
          target: String(node.attributes.Target ?? ''),
          external: node.attributes.TargetMode === 'External',
        });
      }
    },
  });
  return rels;
}

// Excel's built-in number formats that show a date or time (ECMA-376 §18.8.30, and the East Asian ones).
const BUILTIN_DATE_FORMATS = new Set([
  14, 15, 16, 17, 18, 19, 20, 21, 22, 27, 28, 29, 30, 31, 32, 33, 34, 35, 36, 45, 46, 47, 50, 51, 52, 53, 54,
  55, 56, 57, 58,
]);
function isDateFormat(code) {
  // Quoted text, escaped characters and [colour]/[$-locale] sections are not date tokens.
  const bare = code
    .replace(/"[^"]*"/g, '')
    .replace(/\\./g, '')
    .replace(/\[[^\]]*\]/g, '');
  return /[dmyhs]/i.test(bare) && !/^general$/i.test(bare.trim());
}

async function dateStyles(stylesPath) {
  const customDate = new Map();
  const xfs = [];
  let inCellXfs = false;
  if (!stylesPath) return xfs;
  await parseXml(stylesPath, {
    open(node) {
      const n = localName(node.name);
      if (n === 'numFmt') {
        customDate.set(
          Number(node.attributes.numFmtId),
          isDateFormat(String(node.attributes.formatCode ?? '')),
        );
      } else if (n === 'cellXfs') inCellXfs = true;
      else if (n === 'xf' && inCellXfs) {
        const id = Number(node.attributes.numFmtId ?? 0);
        xfs.push(customDate.has(id) ? customDate.get(id) : BUILTIN_DATE_FORMATS.has(id));
      }
    },
    close(node) {
      if (localName(node.name) === 'cellXfs') inCellXfs = false;
    },
  });
  return xfs;
}

async function sharedStrings(path) {
  const out = [];
  if (!path) return out;
  let current = null;
  let inText = false;
  let phonetic = 0;
  await parseXml(path, {
    open(node) {
      const n = localName(node.name);
      if (n === 'si') current = '';
      else if (n === 'rPh') phonetic++;
      else if (n === 't' && current !== null && phonetic === 0) inText = true;
    },
    close(node) {
      const n = localName(node.name);
      if (n === 'si') {
        out.push(current ?? '');
        current = null;
      } else if (n === 'rPh') phonetic--;
      else if (n === 't') inText = false;
    },
    text(t) {
      if (inText) current += t;
    },
  });
  return out;
}

/** "BC12" → 54 (1-based column). */
function columnOf(ref) {
  let col = 0;
  for (let i = 0; i < ref.length; i++) {
    const c = ref.charCodeAt(i);
    if (c >= 65 && c <= 90) col = col * 26 + (c - 64);
    else if (c >= 97 && c <= 122) col = col * 26 + (c - 96);
    else break;
    if (col > 1e6) break;
  }
  return col;
}
const rowOf = (ref) => {
  const m = /(\d+)$/.exec(ref);
  return m ? Number(m[1]) : 0;
};

function serialToIso(serial, date1904) {
  const days = date1904 ? serial + 1462 : serial;
  const ms = Math.round((days - 25569) * 86_400_000);
  const d = new Date(ms);
  return Number.isNaN(d.getTime()) ? String(serial) : d.toISOString();
}

async function readSheet(path, strings, dateXfs, date1904) {
  let header = null;
  const rows = [];
  let rowNumber = 0;
  let cells = null;
  let col = 0;
  let cell = null;
  let inValue = false;
  let inInline = 0;
  let inInlineText = false;
  let phonetic = 0;

  const cellText = (c) => {
    switch (c.type) {
      case 's':
        return strings[Number.parseInt(c.value, 10)] ?? '';
      case 'inlineStr':
        return c.inline;
      case 'str':
      case 'e':
      case 'd':
        return c.value;
      case 'b':
        return c.value === '' ? '' : c.value.trim() === '1' ? 'TRUE' : 'FALSE';
      default: {
        const raw = c.value.trim();
        if (raw === '') return c.inline;
        const n = Number(raw);
        if (!Number.isFinite(n)) return raw;
        return dateXfs[c.style] === true ? serialToIso(n, date1904) : String(n);
      }
    }
  };

  await parseXml(path, {
    open(node) {
      const n = localName(node.name);
      const a = node.attributes;
      if (n === 'c' && cells) {
        // The r attribute is optional; a missing or unreadable one means the next column.
        col = (a.r ? columnOf(String(a.r)) : 0) || col + 1;
        cell = { type: String(a.t ?? 'n'), style: Number(a.s ?? 0), value: '', inline: '' };
      } else if (n === 'v' && cell) inValue = true;
      else if (n === 'is' && cell) inInline++;
      else if (n === 'rPh') phonetic++;
      else if (n === 't' && inInline > 0 && phonetic === 0) inInlineText = true;
      else if (n === 'row') {
        rowNumber = a.r ? Number.parseInt(String(a.r), 10) : rowNumber + 1;
        cells = [];
        col = 0;
      } else if (n === 'dimension' && a.ref) {
        // A sheet that declares more rows than the cap is refused before reading them.
        const [first, last] = String(a.ref).split(':');
        if (last && rowOf(last) - rowOf(first) > caps.maxRows) throw new Refusal('tooManyRows');
      }
    },
    close(node) {
      const n = localName(node.name);
      if (n === 'v') inValue = false;
      else if (n === 'is') inInline--;
      else if (n === 'rPh') phonetic--;
      else if (n === 't') inInlineText = false;
      else if (n === 'c' && cell && cells) {
        const text = cellText(cell).trim();
        if (text !== '') {
          if (col > caps.maxColumns) throw new Refusal('tooManyColumns');
          cells[col - 1] = text;
        }
        cell = null;
      } else if (n === 'row' && cells) {
        if (cells.length > 0) {
          const row = { row: rowNumber, cells: Array.from(cells, (c) => c ?? '') };
          if (header === null) header = row;
          else {
            if (rows.length >= caps.maxRows) throw new Refusal('tooManyRows');
            rows.push(row);
          }
        }
        cells = null;
      }
    },
    text(t) {
      if (inValue && cell) cell.value += t;
      else if (inInlineText && cell) cell.inline += t;
    },
  });
  return { header, rows };
}

async function read() {
  const root = await relationships('');
  const officeDoc = root.find((r) => r.type.endsWith('/officeDocument') && !r.external);
  const workbookPath = officeDoc ? resolveTarget('', officeDoc.target) : 'xl/workbook.xml';
  const sheets = [];
  let date1904 = false;
  const found = await parseXml(workbookPath, {
    open(node) {
      const n = localName(node.name);
      const a = node.attributes;
      if (n === 'sheet') {
        const rid = Object.keys(a).find((k) => localName(k) === 'id' && k !== 'id');
        sheets.push({ name: String(a.name ?? ''), rid: rid ? String(a[rid]) : '' });
      } else if (n === 'workbookPr') {
        date1904 = a.date1904 === '1' || a.date1904 === 'true';
      }
    },
  });
  // A zip that is not a workbook: a renamed .docx, .ods or plain archive.
  if (!found) throw new Refusal('notXlsx');
  const rels = await relationships(workbookPath);
  const target = (suffix) => {
    const r = rels.find((x) => x.type.endsWith(suffix) && !x.external);
    return r ? resolveTarget(workbookPath, r.target) : null;
  };
  const first = sheets[0];
  const sheetRel = first ? rels.find((r) => r.id === first.rid && !r.external) : undefined;
  if (!first || !sheetRel?.type.endsWith('/worksheet')) {
    return { ok: true, sheetName: first?.name ?? null, header: null, rows: [] };
  }
  const sheetPath = resolveTarget(workbookPath, sheetRel.target);
  if (!byName.has(sheetPath)) throw new Refusal('damaged');
  const strings = await sharedStrings(target('/sharedStrings'));
  const dateXfs = await dateStyles(target('/styles'));
  const sheet = await readSheet(sheetPath, strings, dateXfs, date1904);
  return { ok: true, sheetName: first.name, ...sheet };
}

/**
 * A legacy .xls (BIFF in a CFB container): read by SheetJS (@e965/xlsx, the maintained republish)
 * here, under the same heap cap, timeout and row cap. Only the first sheet is parsed; formulas are not kept, so
 * a formula cell answers the cached value Excel or LibreOffice stored (SheetJS never evaluates formulas);
 * comments, VBA and styles are not read. A BIFF file declares its used range up front: one beyond the row cap
 * is refused before its cells are read, like a .xlsx `dimension`.
 */
async function readXls() {
  const XLSX = await import('@e965/xlsx');
  let wb;
  try {
    wb = XLSX.read(bytes, {
      type: 'buffer',
      sheets: 0,
      dense: true,
      cellFormula: false,
      cellHTML: false,
      cellStyles: false,
      cellDates: true,
      bookVBA: false,
      WTF: false,
      // Header + cap + 1: enough to know that the cap was passed, without materialising a million rows.
      sheetRows: caps.maxRows + 2,
    });
  } catch (err) {
    const text = String(err?.message ?? err);
    if (/password|encrypt/i.test(text)) throw new Refusal('encrypted');
    throw new Refusal('notXlsx');
  }
  const sheetName = wb.SheetNames[0] ?? null;
  const sheet = sheetName === null ? undefined : wb.Sheets[sheetName];
  if (!sheet) return { ok: true, sheetName, header: null, rows: [] };
  const fullRef = sheet['!fullref'] ?? sheet['!ref'];
  if (fullRef) {
    const range = XLSX.utils.decode_range(fullRef);
    if (range.e.r - range.s.r > caps.maxRows + 1) throw new Refusal('tooManyRows');
    if (range.e.c + 1 > caps.maxColumns) throw new Refusal('tooManyColumns');
  }
  const data = sheet['!data'] ?? [];
  let header = null;
  const rows = [];
  const textOf = (cell) => {
    if (!cell || cell.v === undefined || cell.v === null) return '';
    switch (cell.t) {
      case 'b':
        return cell.v ? 'TRUE' : 'FALSE';
      case 'e':
        return String(cell.w ?? '');
      case 'd':
        return cell.v instanceof Date && !Number.isNaN(cell.v.getTime()) ? cell.v.toISOString() : '';
      case 'n':
        return Number.isFinite(cell.v) ? String(cell.v) : '';
      default:
        return String(cell.v);
    }
  };
  for (let r = 0; r < data.length; r++) {
    const line = data[r];
    if (!line) continue;
    const cells = [];
    let any = false;
    for (let c = 0; c < line.length; c++) {
      const text = textOf(line[c]).trim();
      cells.push(text);
      if (text !== '') any = true;
    }
    if (!any) continue;
    while (cells.length > 0 && cells[cells.length - 1] === '') cells.pop();
    const row = { row: r + 1, cells };
    if (header === null) header = row;
    else {
      if (rows.length >= caps.maxRows) throw new Refusal('tooManyRows');
      rows.push(row);
    }
  }
  return { ok: true, sheetName, header, rows };
}

// The rows go as ONE JSON text: the main thread parses it several times faster than it would deserialise 20k
// row objects from a structured clone, and that thread is shared by every request (fair uploads).
(workerData.format === 'xls' ? readXls() : read()).then(
  ({ rows, ...result }) => parentPort.postMessage({ ...result, rowsJson: JSON.stringify(rows) }),
  (err) => parentPort.postMessage({ ok: false, reason: err instanceof Refusal ? err.reason : 'damaged' }),
);
