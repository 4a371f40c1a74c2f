import { describe, expect, it } from 'vitest';
import { csvRows, MANIFEST_MAX_ROWS, parseManifestUpload } from './manifest-upload.ts';

/** The manifest's CSV reading: quoted cells, blank lines skipped, and a read that stops at the row cap. */
describe('csvRows', () => {
  it('reads quoted cells, doubled quotes, three separators and any line ending; skips blank lines', () => {
    const { rows, tooMany } = csvRows('IMEI,"Item ""A"", blue";x\r\n\n 1 \t2\r3', 10);
    expect(tooMany).toBe(false);
    expect(rows).toEqual([
      { row: 1, cells: ['IMEI', 'Item "A", blue', 'x'] },
      { row: 3, cells: ['1', '2'] },
      { row: 4, cells: ['3'] },
    ]);
  });

  it('stops reading past the cap: a header and `maxRows` rows at most, and says there were more', () => {
    const text = `IMEI,Item Number\n${'1,A\n'.repeat(50)}`;
    const capped = csvRows(text, 10);
    expect(capped.tooMany).toBe(true);
    expect(capped.rows.length).toBeLessThanOrEqual(11);
    expect(csvRows(text, 50)).toMatchObject({ tooMany: false, rows: { length: 51 } });
  });
});

describe('parseManifestUpload (CSV)', () => {
  const lines = [{ itemNumberWarehouse: 'A-MIA', itemNumber: 'A' }];
  it('refuses a file with more rows than the cap', async () => {
    const csv = Buffer.from(`IMEI,Item Number\n${'1,A\n'.repeat(MANIFEST_MAX_ROWS + 1)}`);
    await expect(parseManifestUpload({ fileName: 'm.csv', buffer: csv }, lines)).rejects.toThrow(
      `The file has more than ${MANIFEST_MAX_ROWS} rows`,
    );
  });

  it('groups the cap’s worth of IMEIs of one line, in the file’s order', async () => {
    const imeis = Array.from({ length: MANIFEST_MAX_ROWS }, (_, i) => String(i));
    const csv = Buffer.from(`IMEI,Item Number\n${imeis.map((m) => `${m},A`).join('\n')}`);
    const parsed = await parseManifestUpload({ fileName: 'm.csv', buffer: csv }, lines);
    expect(parsed.errors).toEqual([]);
    expect(parsed.lines).toEqual([{ itemNumberWarehouse: 'A-MIA', imeis }]);
  });
});
