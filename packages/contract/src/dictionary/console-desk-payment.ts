import type { I18nEntry } from '../i18n.ts';

const e = (i18n_value: string): I18nEntry => ({ i18n_value });

/**
 * The field messages of a desk payment recorded without its reference (DeskPaymentBody): the console's words
 * (CONSOLE_ORDERS_DICTIONARY spreads them in, a tenant may reword them), apart so the contract's schema names
 * them without bringing the console's other words to the portal, which loads the contract too.
 */
export const CONSOLE_DESK_PAYMENT_DICTIONARY = {
  consoleEnterTheWireReference: e('Enter the wire reference'),
  consoleEnterTheCheckNumber: e('Enter the check number'),
};
