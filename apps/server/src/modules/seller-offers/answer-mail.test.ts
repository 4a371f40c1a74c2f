import { DEFAULT_DICTIONARY, SPANISH_DICTIONARY } from '@portico/contract';
import { mailWordsFor } from '@portico/contract/dictionary/mail';
import { describe, expect, it } from 'vitest';
import { type AnswerMailInput, answerMail as answerMailIn } from './answer-mail.ts';

const base: AnswerMailInput = {
  action: 'ACCEPT',
  buyerFirstName: 'Ana',
  itemDescription: 'iPhone 13 128GB Blue <A>',
  itemNumberWarehouse: 'IP13-128-BL-MIA',
  offerQuantity: 5,
  offerPrice: '$310.00',
  counterPrice: null,
  minimumCheckoutQuantity: null,
  expiresAt: 'Nov 24, 2026, 9:00 AM EST',
  origin: 'https://harbor.example',
};

/** The buyer portal's own labels: the mail sends the buyer to what the cart really shows. */
const label = (key: string) => DEFAULT_DICTIONARY[key]!.i18n_value;
const labels = { tab: label('cartTabAwaitingYourReview'), button: label('moveToCart') };
const answerMail = (a: AnswerMailInput) => answerMailIn(a, mailWordsFor('en'), labels);

describe('answerMail (Q-019)', () => {
  it.each([
    [
      'ACCEPT',
      { minimumCheckoutQuantity: 5 },
      'Your offer on iPhone 13 128GB Blue <A> was accepted',
      'The seller accepted your offer of 5 × $310.00',
    ],
    [
      'COUNTER',
      { counterPrice: '$320.00', minimumCheckoutQuantity: 3 },
      'The seller countered your offer on iPhone 13 128GB Blue <A>',
      'with a counter price of $320.00. Check out at least 3 units.',
    ],
    [
      'REJECT',
      {},
      'Your offer on iPhone 13 128GB Blue <A> was not accepted',
      'The seller did not accept your offer of 5 × $310.00',
    ],
  ] as const)('%s: subject and terms', (action, extra, subject, line) => {
    const mail = answerMail({ ...base, ...extra, action });
    expect(mail.subject).toBe(subject);
    expect(mail.text).toContain(line);
    expect(mail.text).toContain('https://harbor.example/cart?tab=1');
    // HTML escapes what the seller's data holds.
    expect(mail.html).toContain('&lt;A&gt;');
    expect(mail.html).not.toContain('<A>');
  });

  it.each([
    'ACCEPT',
    'COUNTER',
  ] as const)('%s: the deadline is the one the cart counts down, and the way to act is the cart tab and button the buyer sees', (action) => {
    const mail = answerMail({ ...base, action, counterPrice: '$320.00', minimumCheckoutQuantity: 5 });
    expect(mail.text).toContain('before Nov 24, 2026, 9:00 AM EST');
    expect(mail.text).toContain(`'${label('cartTabAwaitingYourReview')}'`);
    expect(mail.text).toContain(label('moveToCart'));
  });

  it('REJECT: promises no deadline (a rejection never lapses and the cart shows none) and names the real actions', () => {
    // The answer carries a date but the buyer portal shows no countdown for a rejected offer and nothing
    // happens at that date: the mail must not invent one.
    const mail = answerMail({ ...base, action: 'REJECT' });
    expect(mail.text).not.toContain('Nov 24, 2026');
    expect(mail.text).not.toMatch(/\bbefore\b/);
    // MOVE TO CART turns a rejected offer into a buy at the list price of that moment; the edit keeps
    // a new offer below the list price (G-056).
    expect(mail.text).toContain(`'${label('cartTabAwaitingYourReview')}'`);
    expect(mail.text).toContain(`${label('moveToCart')} to buy at the current list price`);
    expect(mail.text).toContain('a new price below the list price');
  });

  it('says nothing of a deadline when the answer does not lapse', () => {
    expect(answerMail({ ...base, expiresAt: null }).text).not.toContain('before');
  });

  it('a minimum of one unit reads in the singular, in each language', () => {
    const one = { ...base, action: 'ACCEPT' as const, minimumCheckoutQuantity: 1 };
    expect(answerMail(one).text).toContain('Check out at least 1 unit.');
    const es = answerMailIn(one, mailWordsFor('es'), labels);
    expect(es.text).toContain('Compre al menos 1 unidad.');
  });

  it("speaks the tenant's language (A-010), naming the tab and button as its portal labels them", () => {
    const es = (key: string) => SPANISH_DICTIONARY[key]!.i18n_value;
    const mail = answerMailIn(
      { ...base, action: 'COUNTER', counterPrice: '$320.00', minimumCheckoutQuantity: 3 },
      mailWordsFor('es'),
      { tab: es('cartTabAwaitingYourReview'), button: es('moveToCart') },
    );
    expect(mail.subject).toBe(
      'El vendedor respondió a su oferta por iPhone 13 128GB Blue <A> con una contraoferta',
    );
    expect(mail.text).toContain('Hola, Ana:');
    expect(mail.text).toContain('con un precio de contraoferta de $320.00. Compre al menos 3 unidades.');
    expect(mail.text).toContain(`En su carrito, en '${es('cartTabAwaitingYourReview')}'`);
    expect(mail.text).toContain(`pulse ${es('moveToCart')}`);
    expect(mail.text).toContain('antes del Nov 24, 2026, 9:00 AM EST');
    expect(mail.text).not.toMatch(/\b(the|your|offer)\b/i);
  });
});
