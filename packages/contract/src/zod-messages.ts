import { z } from 'zod';

/**
 * What a schema says when it names no message of its own, in words a person reads: zod's defaults ('Too big:
 * expected string to have <=100 characters', 'Invalid input: expected number, received undefined') reached the
 * console's forms and the API's 422s. Installed once for every schema (zod's global customError, which a
 * schema's own message still overrides) by inputs.ts, which every request schema builds on. Codes not named here
 * keep zod's wording.
 */

const n = (value: number | bigint) => Number(value).toLocaleString('en-US');

export const plainMessage: z.core.$ZodErrorMap = (iss) => {
  switch (iss.code) {
    case 'invalid_type':
      if (iss.input === undefined || iss.input === null) return 'Required';
      if (iss.expected === 'number' || iss.expected === 'int') return 'Enter a number';
      return undefined;
    case 'too_small': {
      const min = Number(iss.minimum);
      if (iss.origin === 'string') {
        return min <= 1 ? 'Required' : `Use at least ${n(min)} characters`;
      }
      if (iss.origin === 'array' || iss.origin === 'set') {
        return min <= 1 ? 'Choose at least one' : `Choose at least ${n(min)}`;
      }
      if (iss.origin === 'number' || iss.origin === 'int' || iss.origin === 'bigint') {
        return iss.inclusive === false ? `Enter a number above ${n(min)}` : `Enter ${n(min)} or more`;
      }
      return undefined;
    }
    case 'too_big': {
      const max = Number(iss.maximum);
      if (iss.origin === 'string') return `Use at most ${n(max)} characters`;
      if (iss.origin === 'array' || iss.origin === 'set') return `Choose at most ${n(max)}`;
      if (iss.origin === 'number' || iss.origin === 'int' || iss.origin === 'bigint') {
        return iss.inclusive === false ? `Enter a number below ${n(max)}` : `Enter ${n(max)} or less`;
      }
      return undefined;
    }
    default:
      return undefined;
  }
};

let installed = false;

/** Makes plainMessage zod's global wording (idempotent). */
export function installPlainMessages(): void {
  if (installed) return;
  installed = true;
  z.config({ customError: plainMessage });
}
