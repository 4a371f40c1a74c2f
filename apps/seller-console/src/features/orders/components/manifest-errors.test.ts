import { ApiError } from '@portico/web-kit';
import { describe, expect, it } from 'vitest';
import { manifestErrorsOf } from '../api/desk-order.ts';
import { manifestErrorText } from './ship-dialog.tsx';

/** A refused manifest as the ship call answers it (422 validationFailed, errors with messageCode invalidManifest). */
describe('refused manifest rows', () => {
  it('lists each invalidManifest refusal with the row the server named, and nothing for other refusals', () => {
    const err = new ApiError('Validation failed', 422, {
      messageCode: 'validationFailed',
      errors: [
        {
          messageCode: 'invalidManifest',
          messageDescription: 'SUM-1-DEN, row 3: 356938035643801 has a wrong check digit',
          field: 'SUM-1-DEN',
        },
        {
          messageCode: 'invalidManifest',
          messageDescription: 'SUM-2-DEN: 1 IMEI for 2 units',
          field: 'SUM-2-DEN',
        },
        { messageCode: 'outdatedSalesOrder', messageDescription: 'Stale', field: 'version' },
      ],
    });
    expect(manifestErrorsOf(err).map(manifestErrorText)).toEqual([
      'SUM-1-DEN, row 3: 356938035643801 has a wrong check digit',
      'SUM-2-DEN: 1 IMEI for 2 units',
    ]);
    expect(manifestErrorsOf(new Error('offline'))).toEqual([]);
  });

  it('puts the line and row in front of a message that does not name them (a file being read)', () => {
    expect(
      manifestErrorText({
        itemNumberWarehouse: 'SUM-1-DEN',
        row: 7,
        imei: '1',
        message: 'not a 15-digit IMEI',
      }),
    ).toBe('SUM-1-DEN · Row 7: not a 15-digit IMEI');
  });
});
