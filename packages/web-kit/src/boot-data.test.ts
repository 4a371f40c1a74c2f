import { describe, expect, it } from 'vitest';
import { BOOT_DATA_ID, readBootData } from './boot-data.ts';

/** P9: the boot data block the server writes into index.html, read before any fetch. */
const page = (text: string | undefined) => ({
  getElementById: (id: string) => (id === BOOT_DATA_ID && text !== undefined ? { textContent: text } : null),
});

describe('readBootData', () => {
  it("reads the tenant's config and dictionaries, escaped characters included", () => {
    const text =
      '{"config":{"tenantName":"A \\u003c/script\\u003e \\u0026 B"},"i18n":{"en":{"k":{"i18n_value":"v"}}}}';
    const data = readBootData(page(text) as unknown as Document);
    expect(data.config?.tenantName).toBe('A </script> & B');
    expect(data.i18n?.en?.k?.i18n_value).toBe('v');
    expect(data.dictionaryVersion).toBeUndefined();
  });

  it("reads the fingerprint of the server's English dictionary (P10), and only a string", () => {
    const text = (v: string) => `{"config":{"tenantName":"A"},"i18n":{},"dictionaryVersion":${v}}`;
    expect(readBootData(page(text('"abc123"')) as unknown as Document).dictionaryVersion).toBe('abc123');
    expect(readBootData(page(text('7')) as unknown as Document).dictionaryVersion).toBeUndefined();
  });

  it('gives nothing for a page without the block, broken JSON or a wrong shape, so the app fetches', () => {
    for (const text of [undefined, '', '{not json', 'null', '[1]', '{"config":{"tenantName":3},"i18n":[]}']) {
      const data = readBootData(page(text) as unknown as Document);
      expect(data.config).toBeUndefined();
      expect(data.i18n).toBeUndefined();
    }
  });
});
