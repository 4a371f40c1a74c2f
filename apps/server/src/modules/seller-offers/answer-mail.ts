import { DEFAULT_DICTIONARY } from '@portico/contract';

/**
 * the buyer hears of the seller's answer by e-mail as well as on their open pages (live update). The spec
 * gives no wording; these say what happened, the terms, until when the answer stands, and where to act (the
 * cart's 'Offers awaiting your review' tab, G-002 `tab=1`). Every promise is one the buyer portal keeps: the tab
 * and button are named with the portal's own labels, a deadline is given only where the cart counts one down
 * (ACCEPTED and COUNTERED lapse, Q-021; a rejection never does), and MOVE TO CART on a rejected offer buys at the
 * list price of that moment. Pure: the caller enqueues the result in the answer's transaction.
 */
export type AnswerMailInput = {
  action: 'ACCEPT' | 'COUNTER' | 'REJECT';
  buyerFirstName: string;
  itemDescription: string;
  itemNumberWarehouse: string;
  offerQuantity: number;
  /** Already formatted in the tenant's currency. */
  offerPrice: string;
  counterPrice: string | null;
  minimumCheckoutQuantity: number | null;
  /** Already formatted; null when the answer does not lapse. */
  expiresAt: string | null;
  /** The site's origin, e.g. https://harbor.example (no trailing slash). */
  origin: string;
};

const label = (key: 'cartTabAwaitingYourReview' | 'moveToCart') => DEFAULT_DICTIONARY[key]?.i18n_value ?? key;

const escapeHtml = (s: string) =>
  s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

export function answerMail(a: AnswerMailInput): { subject: string; text: string; html: string } {
  const link = `${a.origin}/cart?tab=1`;
  const item = `${a.itemDescription} (${a.itemNumberWarehouse})`;
  const yours = `your offer of ${a.offerQuantity} × ${a.offerPrice}`;
  const until = a.expiresAt ? ` before ${a.expiresAt}` : '';
  const minimum =
    a.minimumCheckoutQuantity !== null ? ` Check out at least ${a.minimumCheckoutQuantity} units.` : '';
  const tab = `In your cart, under '${label('cartTabAwaitingYourReview')}'`;
  const move = label('moveToCart');
  let subject: string;
  let lines: string[];
  switch (a.action) {
    case 'ACCEPT':
      subject = `Your offer on ${a.itemDescription} was accepted`;
      lines = [
        `The seller accepted ${yours} for ${item}. The price is valid for 1 order.${minimum}`,
        `${tab}, select it, press ${move} and check out${until}.`,
      ];
      break;
    case 'COUNTER':
      subject = `The seller countered your offer on ${a.itemDescription}`;
      lines = [
        `The seller answered ${yours} for ${item} with a counter price of ${a.counterPrice ?? ''}.${minimum}`,
        `${tab}, select it and press ${move} to take the counter price${until}, or edit the offer to offer a new price below the counter price.`,
      ];
      break;
    default:
      // No deadline: a rejected offer does not lapse and the cart shows no countdown for it.
      subject = `Your offer on ${a.itemDescription} was not accepted`;
      lines = [
        `The seller did not accept ${yours} for ${item}.`,
        `${tab}, select it and press ${move} to buy at the current list price, or edit the offer to offer a new price below the list price.`,
      ];
  }
  const greeting = a.buyerFirstName ? `Hello ${a.buyerFirstName},` : 'Hello,';
  return {
    subject,
    text: [greeting, '', ...lines, '', `Your offers: ${link}`].join('\n'),
    html: [
      `<p>${escapeHtml(greeting)}</p>`,
      ...lines.map((l) => `<p>${escapeHtml(l)}</p>`),
      `<p><a href="${escapeHtml(link)}">Open your offers</a></p>`,
    ].join(''),
  };
}
