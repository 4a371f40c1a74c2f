import { describe, expect, it } from 'vitest';
import { CONSOLE_DICTIONARY } from './console.ts';
import { DEFAULT_DICTIONARY } from './index.ts';
import { specDictionary } from './spec.ts';
import { OFFER_STATE_SECTION_KEYS, OFFER_STATUS_LABEL_KEYS, ORDER_STATUS_LABEL_KEYS } from './status-keys.ts';

/**
 * Strings copied from the two spec documents, verbatim (only '${1}' written '{1}' and the named blanks as
 * `{tenantName}`, `{n}`, … as the dictionary's convention says).
 */
const SPEC_STRINGS = [
  // part 1
  'This site is no longer available. Please contact {tenantName} for more information.',
  'Something went wrong.',
  'Buyer Dashboard',
  'Export All Items',
  'Export Filtered Items',
  'Include Out of Stock',
  '{n} IN CART',
  '{n} OFFERS IN CART',
  '{n} order pending', // '1 order pending'
  'No items found!',
  'Make an offer',
  'Buy at list price',
  'There are {n} requests that could not be imported',
  'No new requests were found in the import file',
  'CANCEL IMPORT',
  'SUBMIT REQUESTS',
  'Alert me when you add {alert} units',
  'Looking for more of your favourite items?',
  'Add alerts on items in the Stock List and then manage them here!',
  'There are no items in your cart',
  'GO TO STOCKLIST',
  'CHECKOUT AS NEW ORDER',
  'Delete this item?',
  'Please Wait...',
  'Your offer was saved and moved to the {1} section of the Cart Page',
  "Offers Awaiting the seller's Review",
  'list price lowered and now lower than your offer, checkout now at new list price',
  'Your quantity was updated, quantity reduced to match available stock',
  'Please upload the file to have a successful import',
  'New offer price should be less than the list price',
  'New offer price must be below the Countered price',
  'New Quantity must be greater than or equal to minimum quantity',
  'Please select at least one item to move to the Cart tab',
  'Please upload Proof of Export Document.',
  'Proof of Export Document uploaded failed! Please try again.',
  'Your account is not ready for online orders yet. We are still processing your buyer application. Remember to submit your required documents as they will be needed before can be allowed to checkout.',
  'You have logged into wrong website. Kindly login into {website}',
  'PAY AND SHIP NOW is disabled until submitted Proof-Of-Export is approved.',
  'You will No Longer receive a daily spreadsheet report on all new inventory availability and price drops',
  'Successfully updated to the Cart',
  'All the {1} offers deleted from the Cart',
  "Proof of Export Document uploaded successfully. We'll notify you by email after we verify the docs you have uploaded.",
  'A Newer App Version is Available',
  'REFRESH APP',
  'Please enter alpha numeric value of buyer',
  'Please start with atleast one alphabet',
  'invalid telephone number',
  'Internal Server Error',
  // part 2
  'Thank You for your order',
  'BACK TO STOCKLIST',
  'Payment Accepted',
  'Your payment did not go through. Please PAY NOW USING PAYPAL.',
  'Successfully updated the existing order',
  'Service Level is Required',
  'Freight should be a number',
  'Please Select Insurance.',
  'Invalid value, must be greater than $0',
  'Max Value for this order is {amount}',
  'Please finalize the following: {fields}',
  'Please fill the Required Fields',
  'Min quantity : {n}',
  'Inc of {n}',
  'Username cannot be empty',
  'Incorrect username or password',
  'Are you sure you want to log out?',
  'You logged out successfully!',
  'Successfully saved the preferences',
  'No order found of this id: {path}',
  'Your order was recently updated and your changes are not up to date. Please review your changes and try again.',
  'Error while cancelling the order: {message}',
  'Some of the changes failed to save: {message}',
  'Failed to fetch Reservation and Cancellation Terms.',
  'Removing this item will cancel the order. Unable to cancel the order. Please reach out to your Sales Rep.',
  'Order cannot be edited, please contact your sales rep.',
  'SAVE PREFERENCES',
  'REVIEW COMBINED ORDER',
  'Hold Order Until Shipping Quote',
  'For PXC Order',
];

const values = new Set(
  Object.values(DEFAULT_DICTIONARY).flatMap((entry) =>
    entry.i18n_value_plural === undefined ? [entry.i18n_value] : [entry.i18n_value, entry.i18n_value_plural],
  ),
);

describe('DEFAULT_DICTIONARY holds the spec strings verbatim (A-010)', () => {
  it.each(SPEC_STRINGS)('%s', (text) => {
    expect(values.has(text)).toBe(true);
  });

  it('uses {1} (never the dollar form of the spec) and only named or numbered placeholders', () => {
    for (const [key, entry] of Object.entries(specDictionary)) {
      for (const text of [entry.i18n_value, entry.i18n_value_plural ?? '']) {
        expect(text, key).not.toContain('${');
        for (const m of text.matchAll(/\{([^}]*)\}/g)) expect(m[1], key).toMatch(/^[A-Za-z0-9]+$/);
      }
    }
  });

  it('names a label for every offer status, offer state and order status', () => {
    for (const key of [
      ...Object.values(OFFER_STATUS_LABEL_KEYS),
      ...Object.values(OFFER_STATE_SECTION_KEYS),
      ...Object.values(ORDER_STATUS_LABEL_KEYS),
    ]) {
      expect(DEFAULT_DICTIONARY[key], key).toBeDefined();
    }
    //
    expect(DEFAULT_DICTIONARY.offerStatusPendingAcceptance?.i18n_value).toBe('Offered');
    expect(DEFAULT_DICTIONARY.offerStatusNotAccepted?.i18n_value).toBe('Rejected');
    expect(DEFAULT_DICTIONARY.offerStatusBuyAtList?.i18n_value).toBe('Buy at List');
  });

  it("the spec's count strings are its words for every count, 1 included (C-045, F-008)", () => {
    expect(DEFAULT_DICTIONARY.offersInCartCount).toEqual({ i18n_value: '{n} OFFERS IN CART' });
    expect(DEFAULT_DICTIONARY.importInvalidHeading).toEqual({
      i18n_value: 'There are {n} requests that could not be imported',
    });
  });

  it('our own counted names have a singular form (Q-073)', () => {
    expect(DEFAULT_DICTIONARY.cartWithCount).toEqual({
      i18n_value: 'Cart, {n} entry in cart',
      i18n_value_plural: 'Cart, {n} entries in cart',
    });
  });
});

describe("the seller console's dictionary (A-010)", () => {
  it('adds keys of its own: none repeats a key of the spec or the portal', () => {
    const shared = Object.keys(CONSOLE_DICTIONARY).filter((key) => key in DEFAULT_DICTIONARY);
    expect(shared).toEqual([]);
    for (const key of Object.keys(CONSOLE_DICTIONARY)) expect(key).toMatch(/^console[A-Z0-9]/);
  });
});
