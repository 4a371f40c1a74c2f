import { describe, expect, it } from 'vitest';
import { apiUrl, failureStatus, fileNameFromDisposition, unwrap } from './api.ts';

describe('API client helpers (Q-001, Q-015, O-003)', () => {
  it('puts tenant API paths under /px-api-gateway on the configured end point', () => {
    expect(apiUrl('order/settings', '')).toBe('/px-api-gateway/order/settings');
    expect(apiUrl('/px-api-gateway/order/settings', '')).toBe('/px-api-gateway/order/settings');
    expect(apiUrl('saas-config', 'https://api.example')).toBe(
      'https://api.example/px-api-gateway/saas-config',
    );
    expect(apiUrl('/identity/sign-in', 'https://api.example')).toBe('/identity/sign-in');
  });

  it('unwraps the SUCCESS envelope and leaves plain bodies alone', () => {
    expect(unwrap({ status: 'SUCCESS', results: { a: 1 } })).toEqual({ a: 1 });
    expect(unwrap([{ authority: 'X' }])).toEqual([{ authority: 'X' }]);
  });

  it('reads the statusCode of a FAIL body before the HTTP status', () => {
    expect(failureStatus(400, { status: 'FAIL', statusCode: 403 })).toBe(403);
    expect(failureStatus(403, undefined)).toBe(403);
  });
});

describe('fileNameFromDisposition (spec part 1 §7 downloads)', () => {
  it.each([
    ['attachment; filename="stock.xlsx"', 'stock.xlsx'],
    ['attachment; filename=stock.xlsx', 'stock.xlsx'],
    ['attachment; filename="x.xlsx"; filename*=UTF-8\'\'St%C3%B6ck%20list.xlsx', 'Stöck list.xlsx'],
    ['attachment', undefined],
    [null, undefined],
  ])('%s → %s', (header, name) => {
    expect(fileNameFromDisposition(header)).toBe(name);
  });
});
