import { ApiError } from '@portico/web-kit';
import { describe, expect, it } from 'vitest';
import { refusalOf } from './order-dialogs.tsx';

/** How a desk dialog shows a refusal: beside the form's fields, or above the form (decision 014). */
describe('refusalOf', () => {
  it('an order changed by someone else (409, field version) is said above the form, not dropped', () => {
    const description = 'Order PX1 was changed by someone else since you opened it. Reload it and try again.';
    const err = new ApiError(description, 409, {
      errors: [{ field: 'version', messageCode: 'outdatedSalesOrder', messageDescription: description }],
    });
    expect(refusalOf(err)).toEqual({ fields: {}, message: description });
  });

  it('field messages go beside their fields; a refusal without a field goes above the form', () => {
    const err = new ApiError('Refused', 422, {
      errors: [
        { field: 'freight', messageCode: 'x', messageDescription: 'Enter 0 or more.' },
        { messageCode: 'y', messageDescription: 'The order is paid already.' },
      ],
    });
    expect(refusalOf(err)).toEqual({
      fields: { freight: 'Enter 0 or more.' },
      message: 'The order is paid already.',
    });
    expect(refusalOf(new ApiError('Server error', 500))).toEqual({ fields: {}, message: 'Server error' });
  });
});
