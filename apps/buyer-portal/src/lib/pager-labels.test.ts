import type { TFunction } from 'i18next';
import { describe, expect, it } from 'vitest';
import { pagerAriaLabel } from './pager-labels.ts';

/** A translator that shows which key and page it was asked for. */
const t = ((key: string, params?: { page?: number }) =>
  params?.page === undefined ? key : `${key}:${params.page}`) as unknown as TFunction;

describe('pager button names', () => {
  const cases: [string, number | undefined, boolean | undefined, string][] = [
    ['first', undefined, undefined, 'pagerFirst'],
    ['previous', undefined, undefined, 'pagerPrevious'],
    ['next', undefined, undefined, 'pagerNext'],
    ['last', undefined, undefined, 'pagerLast'],
    ['page', 2, false, 'pagerPage:2'],
    ['page', 3, true, 'pagerCurrentPage:3'],
  ];
  it.each(cases)('%s %s %s → %s', (type, page, selected, name) => {
    expect(pagerAriaLabel(t)(type, page, selected)).toBe(name);
  });
});
