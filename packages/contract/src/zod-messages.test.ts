import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { text } from './inputs.ts';

/** The words a schema without a message of its own answers (installed by inputs.ts for every schema). */
const first = (schema: z.ZodType, value: unknown) => {
  const r = schema.safeParse(value);
  return r.success ? undefined : r.error.issues[0]?.message;
};

describe('plain validation messages', () => {
  it.each([
    ['a missing value', z.object({ a: z.string() }), {}, 'Required'],
    ['an empty required text', text().min(1), '', 'Required'],
    ['a short text', text().min(3), 'ab', 'Use at least 3 characters'],
    ['a long text', text().max(100), 'x'.repeat(101), 'Use at most 100 characters'],
    ['a number that is not one', z.number(), 'ten', 'Enter a number'],
    ['a number too small', z.number().min(1), 0, 'Enter 1 or more'],
    ['a number not above', z.number().gt(0), 0, 'Enter a number above 0'],
    ['a number too large', z.number().max(10_000_000), 20_000_000, 'Enter 10,000,000 or less'],
    ['an empty list', z.array(z.string()).min(1), [], 'Choose at least one'],
    ['a long list', z.array(z.string()).max(2), ['a', 'b', 'c'], 'Choose at most 2'],
  ])('%s', (_name, schema, value, message) => {
    expect(first(schema, value)).toBe(message);
  });

  it('keeps a schema’s own message', () => {
    expect(first(z.string().max(2, 'Keep it short'), 'abc')).toBe('Keep it short');
  });
});
