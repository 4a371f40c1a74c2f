/**
 * the buyer hears of the seller's answer by e-mail as well as on their open pages (live update). The spec
 * gives no wording; these say what happened, the terms, until when the answer stands, and where to act (the
 * cart's Offers tab, G-002 `tab=1`). Pure: the caller enqueues the result in the answer's transaction.
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

const escapeHtml = (s: string) =>
  s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

export function answerMail(a: AnswerMailInput): { subject: string; text: string; html: string } {
  const link = `${a.origin}/cart?tab=1`;
  const item = `${a.itemDescription} (${a.itemNumberWarehouse})`;
  const yours = `your offer of ${a.offerQuantity} × ${a.offerPrice}`;
  const until = a.expiresAt ? ` before ${a.expiresAt}` : '';
  const minimum =
    a.minimumCheckoutQuantity !== null ? ` Check out at least ${a.minimumCheckoutQuantity} units.` : '';
  let subject: string;
  let lines: string[];
  switch (a.action) {
    case 'ACCEPT':
      subject = `Your offer on ${a.itemDescription} was accepted`;
      lines = [
        `The seller accepted ${yours} for ${item}.${minimum}`,
        `Move it to your cart and check out${until}.`,
      ];
      break;
    case 'COUNTER':
      subject = `The seller countered your offer on ${a.itemDescription}`;
      lines = [
        `The seller answered ${yours} for ${item} with a counter price of ${a.counterPrice ?? ''}.${minimum}`,
        `Accept it by moving it to your cart, or make a new offer${until}.`,
      ];
      break;
    default:
      subject = `Your offer on ${a.itemDescription} was not accepted`;
      lines = [
        `The seller did not accept ${yours} for ${item}.`,
        `You can buy at the list price or make a new offer${until}.`,
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
