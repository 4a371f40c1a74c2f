import type { MailWords } from '@portico/contract/dictionary/mail';

/**
 * the buyer hears of the seller's answer by e-mail as well as on their open pages (live update). The spec
 * gives no wording; these say what happened, the terms, until when the answer stands, and where to act (the
 * cart's 'Offers awaiting your review' tab, G-002 `tab=1`). Every promise is one the buyer portal keeps: the tab
 * and button are named with the portal's own labels in the tenant's words (`labels`), a deadline is given only
 * where the cart counts one down (ACCEPTED and COUNTERED lapse, Q-021; a rejection never does), and MOVE TO CART
 * on a rejected offer buys at the list price of that moment. The sentences are the tenant's language's
 * (`w`, A-010). Pure: the caller enqueues the result in the answer's transaction.
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

/** The portal's labels the mail names, as the tenant's dictionary has them (cartTabAwaitingYourReview, moveToCart). */
export type AnswerMailLabels = { tab: string; button: string };

const escapeHtml = (s: string) =>
  s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

export function answerMail(
  a: AnswerMailInput,
  w: MailWords,
  labels: AnswerMailLabels,
): { subject: string; text: string; html: string } {
  const link = `${a.origin}/cart?tab=1`;
  const terms = {
    quantity: a.offerQuantity,
    price: a.offerPrice,
    item: `${a.itemDescription} (${a.itemNumberWarehouse})`,
    counterPrice: a.counterPrice ?? '',
  };
  const minimum =
    a.minimumCheckoutQuantity === null
      ? ''
      : a.minimumCheckoutQuantity === 1
        ? ` ${w('mailAnswerMinimumOne')}`
        : ` ${w('mailAnswerMinimum', { quantity: a.minimumCheckoutQuantity })}`;
  const next = { ...labels, deadline: a.expiresAt ?? '' };
  const subjectItem = { item: a.itemDescription };
  let subject: string;
  let lines: string[];
  switch (a.action) {
    case 'ACCEPT':
      subject = w('mailAnswerAcceptedSubject', subjectItem);
      lines = [
        `${w('mailAnswerAccepted', terms)}${minimum}`,
        w(a.expiresAt ? 'mailAnswerAcceptedNextBefore' : 'mailAnswerAcceptedNext', next),
      ];
      break;
    case 'COUNTER':
      subject = w('mailAnswerCounteredSubject', subjectItem);
      lines = [
        `${w('mailAnswerCountered', terms)}${minimum}`,
        w(a.expiresAt ? 'mailAnswerCounteredNextBefore' : 'mailAnswerCounteredNext', next),
      ];
      break;
    default:
      // No deadline: a rejected offer does not lapse and the cart shows no countdown for it.
      subject = w('mailAnswerRejectedSubject', subjectItem);
      lines = [w('mailAnswerRejected', terms), w('mailAnswerRejectedNext', next)];
  }
  const greeting = a.buyerFirstName ? w('mailHelloName', { name: a.buyerFirstName }) : w('mailHello');
  return {
    subject,
    text: [greeting, '', ...lines, '', w('mailAnswerYourOffers', { link })].join('\n'),
    html: [
      `<p>${escapeHtml(greeting)}</p>`,
      ...lines.map((l) => `<p>${escapeHtml(l)}</p>`),
      `<p><a href="${escapeHtml(link)}">${escapeHtml(w('mailAnswerOpenYourOffers'))}</a></p>`,
    ].join(''),
  };
}
