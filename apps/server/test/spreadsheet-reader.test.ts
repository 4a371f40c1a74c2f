import ExcelJS from 'exceljs';
import { describe, expect, it } from 'vitest';
import { readSpreadsheet } from '../src/lib/spreadsheet/read-spreadsheet.ts';
import { deflatedZeros, esc, inlineRow, xlsx, xlsxEntries, zip } from './spreadsheet-fixtures.ts';

/**
 * The hostile-file-safe .xlsx reader (DESIGN §2): every hostile shape is refused with a clear
 * message, the process stays up, and a normal file still reads afterwards.
 */

const MESSAGES = {
  notXlsx: 'The file is not an .xlsx spreadsheet',
  encrypted: 'The workbook is password protected or not an .xlsx file',
  damaged: 'The spreadsheet file is damaged or incomplete',
  tooManyEntries: 'The spreadsheet file has too many parts (more than 2,000)',
  tooLarge: 'The spreadsheet is too large once unpacked (more than 200 MB)',
  zipBomb: 'The spreadsheet file unpacks to far more than its size (a possible zip bomb) and was not read',
  tooManyRows: 'The spreadsheet has more than 20,000 rows',
  timeout: 'The spreadsheet took too long to read',
};

/** A workbook as exceljs (what the stock export uses) writes it. */
async function exceljsWorkbook(rows: ExcelJS.CellValue[][]): Promise<Buffer> {
  const wb = new ExcelJS.Workbook();
  const sheet = wb.addWorksheet('Stock');
  for (const r of rows) sheet.addRow(r);
  return Buffer.from(await wb.xlsx.writeBuffer());
}

const valid = await exceljsWorkbook([
  ['Item #', 'Warehouse', 'Available Quantity', 'List Price', 'Updated', 'Note'],
  ['00123', 'MIA', 5, 10.5, new Date('2024-03-04T00:00:00Z'), { richText: [{ text: 'Ri' }, { text: 'ch' }] }],
  [],
  ['A-2', '  LAX  ', { formula: 'C2*2', result: 10 }, { formula: 'D2&""', result: '10.50' }, null, true],
]);

async function expectValidStillReads() {
  const res = await readSpreadsheet(valid);
  expect(res.ok).toBe(true);
  if (res.ok) expect(res.rows).toHaveLength(2);
}

async function expectRefused(file: Buffer, message: string, caps?: Parameters<typeof readSpreadsheet>[1]) {
  const res = await readSpreadsheet(file, caps);
  expect(res).toMatchObject({ ok: false, message });
}

describe('readSpreadsheet: what a normal workbook reads as', () => {
  it('answers the header and the non-empty rows as cell text with their row numbers', async () => {
    const res = await readSpreadsheet(valid);
    expect(res).toEqual({
      ok: true,
      sheetName: 'Stock',
      header: {
        row: 1,
        cells: ['Item #', 'Warehouse', 'Available Quantity', 'List Price', 'Updated', 'Note'],
      },
      rows: [
        // Numbers stored as text stay text ('00123'), dates are ISO, rich text is flattened.
        { row: 2, cells: ['00123', 'MIA', '5', '10.5', '2024-03-04T00:00:00.000Z', 'Rich'] },
        // Row 3 is empty and skipped; formulas answer their cached result; cells are trimmed.
        { row: 4, cells: ['A-2', 'LAX', '10', '10.50', '', 'TRUE'] },
      ],
    });
  });

  it('reads shared strings (skipping phonetic runs), inline strings, formula strings, errors and styled dates', async () => {
    const file = xlsx({
      sharedStrings: [
        '<si><t>Item #</t></si>',
        '<si><t xml:space="preserve">007</t></si>',
        '<si><r><t>Blue</t></r><r><rPr><b/></rPr><t> phone</t></r><rPh sb="0" eb="1"><t>ブルー</t></rPh></si>',
      ],
      styles:
        '<numFmts count="1"><numFmt numFmtId="164" formatCode="dd/mm/yyyy"/></numFmts>' +
        '<cellXfs count="3"><xf numFmtId="0"/><xf numFmtId="164"/><xf numFmtId="14"/></cellXfs>',
      sheet:
        '<dimension ref="A1:E3"/><sheetData>' +
        '<row r="1"><c r="A1" t="s"><v>0</v></c><c r="B1" t="inlineStr"><is><t>Price</t></is></c></row>' +
        '<row r="3"><c r="A3" t="s"><v>1</v></c><c r="B3"><f>1+1</f><v>2</v></c>' +
        // Serial 45356 is 2024-03-05 in the 1900 date system.
        '<c r="C3" t="str"><f>A3</f><v>007</v></c><c r="D3" s="1"><v>45356</v></c><c r="E3" t="e"><v>#N/A</v></c>' +
        '<c r="G3" t="s"><v>2</v></c><c r="H3" s="2"><v>45356.5</v></c></row>' +
        '</sheetData>',
    });
    const res = await readSpreadsheet(file);
    expect(res).toEqual({
      ok: true,
      sheetName: 'Sheet1',
      header: { row: 1, cells: ['Item #', 'Price'] },
      rows: [
        {
          row: 3,
          cells: [
            '007',
            '2',
            '007',
            '2024-03-05T00:00:00.000Z',
            '#N/A',
            '',
            'Blue phone',
            '2024-03-05T12:00:00.000Z',
          ],
        },
      ],
    });
  });

  it('answers no header and no rows for an empty sheet', async () => {
    const res = await readSpreadsheet(xlsx({ sheet: '<sheetData/>' }));
    expect(res).toEqual({ ok: true, sheetName: 'Sheet1', header: null, rows: [] });
  });
});

describe('readSpreadsheet: hostile and broken files are refused with a clear message', () => {
  it('refuses a renamed executable and random bytes as not an .xlsx', async () => {
    const exe = Buffer.concat([
      Buffer.from('MZ\x90\x00\x03\x00\x00\x00', 'latin1'),
      Buffer.alloc(56),
      Buffer.from('This program cannot be run in DOS mode.\r\n'),
      Buffer.alloc(4096, 0x90),
    ]);
    await expectRefused(exe, MESSAGES.notXlsx);
    const elf = Buffer.concat([Buffer.from([0x7f, 0x45, 0x4c, 0x46, 2, 1, 1]), Buffer.alloc(2048, 7)]);
    await expectRefused(elf, MESSAGES.notXlsx);
    await expectRefused(Buffer.from('PK'), MESSAGES.notXlsx);
    // A real zip that is no workbook (a renamed archive) is not an .xlsx either.
    await expectRefused(zip([{ name: 'readme.txt', data: Buffer.from('hello') }]), MESSAGES.notXlsx);
    await expectValidStillReads();
  });

  it('refuses a truncated zip', async () => {
    await expectRefused(valid.subarray(0, Math.floor(valid.length / 2)), MESSAGES.damaged);
    // Cut inside the central directory: the end record is gone.
    await expectRefused(valid.subarray(0, valid.length - 10), MESSAGES.damaged);
    await expectValidStillReads();
  });

  it('refuses an encrypted workbook (the CFB container Excel writes) and a zip with encrypted entries', async () => {
    const cfb = Buffer.concat([
      Buffer.from([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]),
      Buffer.alloc(4096),
    ]);
    await expectRefused(cfb, MESSAGES.encrypted);
    const entries = xlsxEntries({ sheet: `<sheetData>${inlineRow(1, ['a'])}</sheetData>` });
    await expectRefused(zip(entries.map((e) => ({ ...e, flags: 1 }))), MESSAGES.encrypted);
    await expectValidStillReads();
  });

  it('refuses a zip with 100,000 entries (ZIP64) before reading any', async () => {
    const entries = Array.from({ length: 100_000 }, (_, i) => ({
      name: `x/${i}`,
      data: Buffer.alloc(0),
      store: true,
    }));
    await expectRefused(zip(entries), MESSAGES.tooManyEntries);
    // Also when the end record under-declares the count: the walk of the directory is capped too.
    const many = zip(
      Array.from({ length: 2_001 }, (_, i) => ({ name: `y/${i}`, data: Buffer.alloc(0), store: true })),
    );
    const lying = Buffer.from(many);
    lying.writeUInt16LE(3, lying.length - 22 + 8);
    lying.writeUInt16LE(3, lying.length - 22 + 10);
    await expectRefused(lying, MESSAGES.tooManyEntries);
    await expectValidStillReads();
  });

  it('refuses zip bombs: a huge declared size, a suspicious ratio, and an entry that lies about its size', async () => {
    const huge = 250 * 1024 * 1024;
    const zeros = await deflatedZeros(huge);
    expect(zeros.length).toBeLessThan(1024 * 1024);
    const parts = (sheet: { deflated: Buffer; uncompressedSize: number }) =>
      xlsx({ sheet: { name: 'xl/worksheets/sheet1.xml', data: Buffer.alloc(0), ...sheet } });
    // Declares 250 MB unpacked: over the 200 MB cap.
    await expectRefused(parts({ deflated: zeros, uncompressedSize: huge }), MESSAGES.tooLarge);
    // Declares 50 MB honestly, from a few KB: the ratio gives it away.
    const fifty = 50 * 1024 * 1024;
    await expectRefused(
      parts({ deflated: await deflatedZeros(fifty), uncompressedSize: fifty }),
      MESSAGES.zipBomb,
    );
    // Declares 2 KB but inflates to 250 MB: the worker stops at the declared size.
    await expectRefused(parts({ deflated: zeros, uncompressedSize: 2048 }), MESSAGES.zipBomb);
    await expectValidStillReads();
  });

  it('refuses more than 20,000 data rows, declared or not, and reads exactly 20,000', async () => {
    const header = inlineRow(1, ['Item #', 'Qty']);
    const rows = (n: number) =>
      Array.from({ length: n }, (_, i) => `<row r="${i + 2}"><c><v>${i}</v></c></row>`).join('');
    // No <dimension>: the reader counts while streaming and stops at the first row over the cap.
    await expectRefused(
      xlsx({ sheet: `<sheetData>${header}${rows(20_001)}</sheetData>` }),
      MESSAGES.tooManyRows,
    );
    // A sheet declaring a million rows is refused on the declaration.
    await expectRefused(
      xlsx({ sheet: `<dimension ref="A1:B1000001"/><sheetData>${header}${rows(2)}</sheetData>` }),
      MESSAGES.tooManyRows,
    );
    // What exceljs writes for 20,001 rows.
    const big = await exceljsWorkbook([['Item #'], ...Array.from({ length: 20_001 }, (_, i) => [`X${i}`])]);
    await expectRefused(big, MESSAGES.tooManyRows);
    const exact = await readSpreadsheet(xlsx({ sheet: `<sheetData>${header}${rows(20_000)}</sheetData>` }));
    expect(exact.ok && exact.rows.length).toBe(20_000);
    expect(exact.ok && exact.rows.at(-1)).toEqual({ row: 20_001, cells: ['19999'] });
    // A smaller cap when the caller asks for one.
    await expectRefused(
      xlsx({ sheet: `<sheetData>${header}${rows(11)}</sheetData>` }),
      'The spreadsheet has more than 10 rows',
      { maxRows: 10 },
    );
  }, 60_000);

  it('refuses malformed XML and a sheet the workbook points to but the zip lacks as damaged', async () => {
    await expectRefused(xlsx({ sheet: '<sheetData><row><c><v>1</v></row>' }), MESSAGES.damaged);
    const entries = xlsxEntries({ sheet: '<sheetData/>' }).filter((e) => !e.name.includes('worksheets'));
    await expectRefused(zip(entries), MESSAGES.damaged);
    await expectValidStillReads();
  });

  it('a read over its time limit is stopped and refused; a heap overflow is a refusal, not a crash', async () => {
    await expectRefused(valid, MESSAGES.timeout, { timeoutMs: 1 });
    // ~60 MB of distinct shared strings in a worker capped at 16 MB of heap.
    const strings = Array.from(
      { length: 300_000 },
      (_, i) => `<si><t>${esc(`text ${i} `.repeat(20))}</t></si>`,
    );
    const res = await readSpreadsheet(xlsx({ sharedStrings: strings, sheet: '<sheetData/>' }), {
      maxHeapMb: 16,
      maxRatio: 10_000,
    });
    expect(res).toMatchObject({ ok: false, message: 'The spreadsheet needs too much memory to read' });
    await expectValidStillReads();
  }, 60_000);

  it('leaves Object.prototype unchanged whatever the file holds (CVE-2023-30533 class)', async () => {
    const before = Object.getOwnPropertyNames(Object.prototype).sort();
    const file = xlsx({
      sheetName: '__proto__',
      sharedStrings: ['<si><t>__proto__</t></si>', '<si><t>constructor</t></si>'],
      sheet: `<sheetData><row r="1"><c t="s"><v>0</v></c><c t="s"><v>1</v></c></row>${inlineRow(2, ['polluted', 'prototype'])}</sheetData>`,
      extra: [
        {
          name: 'xl/threadedComments/threadedComment1.xml',
          data: Buffer.from(
            '<?xml version="1.0"?><ThreadedComments xmlns="http://schemas.microsoft.com/office/spreadsheetml/2018/threadedcomments">' +
              '<threadedComment ref="__proto__" dT="2023-04-01T00:00:00.00" personId="{__proto__}" id="__proto__">' +
              '<text>polluted</text></threadedComment></ThreadedComments>',
          ),
        },
        {
          name: 'xl/persons/person.xml',
          data: Buffer.from(
            '<personList><person displayName="__proto__" id="__proto__" userId="polluted"/></personList>',
          ),
        },
      ],
    });
    const res = await readSpreadsheet(file);
    expect(res).toMatchObject({
      ok: true,
      sheetName: '__proto__',
      header: { row: 1, cells: ['__proto__', 'constructor'] },
      rows: [{ row: 2, cells: ['polluted', 'prototype'] }],
    });
    expect(Object.getOwnPropertyNames(Object.prototype).sort()).toEqual(before);
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
  });
});
