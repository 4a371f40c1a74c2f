import { describe, expect, it } from 'vitest';
import { checkFileChoice, formatFileSize, IMPORT_ACCEPT, isSpreadsheet } from './file-choice.ts';

const XLSX = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

describe('checkFileChoice (F-001, F-002)', () => {
  it('asks for a file when none is chosen', () => {
    expect(checkFileChoice([])).toEqual({ ok: false, error: 'importNoFile' });
  });

  it('takes exactly one file', () => {
    const f = { name: 'a.xlsx', type: XLSX };
    expect(checkFileChoice([f, f])).toEqual({ ok: false, error: 'importOneFileOnly' });
    expect(checkFileChoice([f])).toEqual({ ok: true, file: f });
  });

  it.each([
    ['offers.xlsx', '', true],
    ['OFFERS.XLS', '', true],
    ['offers', XLSX, true],
    ['offers', 'application/vnd.ms-excel', true],
    ['offers.csv', 'text/csv', false],
    ['offers.xlsx.exe', 'application/octet-stream', false],
    ['notes.pdf', 'application/pdf', false],
  ])('%s (%s) is a spreadsheet: %s', (name, type, ok) => {
    expect(isSpreadsheet({ name, type })).toBe(ok);
    expect(checkFileChoice([{ name, type }]).ok).toBe(ok);
  });

  it('names a file of the wrong type, so the message can say which file and what is accepted', () => {
    expect(checkFileChoice([{ name: 'price list.pdf', type: 'application/pdf' }])).toEqual({
      ok: false,
      error: 'importWrongFileType',
      params: { file: 'price list.pdf' },
    });
  });

  it('offers the extensions and the Excel MIME types to the file picker', () => {
    expect(IMPORT_ACCEPT.split(',')).toEqual(['.xlsx', '.xls', XLSX, 'application/vnd.ms-excel']);
  });
});

describe('formatFileSize', () => {
  it.each([
    [512, '512 B'],
    [12_800, '13 KB'],
    [1_468_006, '1.4 MB'],
  ])('%i → %s', (bytes, text) => expect(formatFileSize(bytes)).toBe(text));
});
