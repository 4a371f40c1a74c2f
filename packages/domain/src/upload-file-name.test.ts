import { describe, expect, it } from 'vitest';
import { UPLOAD_FILE_NAME_MAX_LENGTH, uploadFileName } from './upload-file-name.ts';

describe('uploadFileName', () => {
  it.each([
    ['offers.xlsx', 'offers.xlsx'],
    ['C:\\Users\\dana\\Desktop\\offers.xlsx', 'offers.xlsx'],
    ['../../etc/passwd', 'passwd'],
    ['dir/', ''],
    ['off\u0000ers\u0007\u007f\u0085.xlsx', 'offers.xlsx'],
    ['  Mes offres.xlsx\r\n', 'Mes offres.xlsx'],
    ['tab\there.xls', 'tabhere.xls'],
    // Bidirectional controls would show 'invoice\u202Efdp.exe' as 'invoiceexe.pdf' to the staff reviewing it.
    ['invoice\u202Efdp.exe', 'invoicefdp.exe'],
    ['a\u200Eb\u200Fc\u202Ad\u2066e\u2069.pdf', 'abcde.pdf'],
    ['', ''],
    [null, ''],
    [undefined, ''],
  ])('%j → %j', (raw, kept) => {
    expect(uploadFileName(raw)).toBe(kept);
  });

  it('caps the name at 255 characters, keeping the extension', () => {
    const kept = uploadFileName(`${'a'.repeat(400)}.xlsx`);
    expect(kept).toBe(`${'a'.repeat(250)}.xlsx`);
    expect(kept).toHaveLength(UPLOAD_FILE_NAME_MAX_LENGTH);
  });

  it('counts characters, not UTF-16 units, and never splits a surrogate pair', () => {
    const kept = uploadFileName(`${'📱'.repeat(300)}.xlsx`);
    expect(Array.from(kept)).toHaveLength(255);
    expect(kept).toBe(`${'📱'.repeat(250)}.xlsx`);
    expect(uploadFileName('📱'.repeat(300))).toBe('📱'.repeat(255));
  });
});
