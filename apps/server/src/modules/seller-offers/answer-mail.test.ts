import { describe, expect, it } from 'vitest';
import { type AnswerMailInput, answerMail } from './answer-mail.ts';

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

describe('answerMail (Q-019)', () => {
  it.each([
    [
      'ACCEPT',
      {},
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
      'You can buy at the list price',
    ],
  ] as const)('%s: subject and terms', (action, extra, subject, line) => {
    const mail = answerMail({ ...base, ...extra, action });
    expect(mail.subject).toBe(subject);
    expect(mail.text).toContain(line);
    expect(mail.text).toContain('before Nov 24, 2026, 9:00 AM EST');
    expect(mail.text).toContain('https://harbor.example/cart?tab=1');
    // HTML escapes what the seller's data holds.
    expect(mail.html).toContain('&lt;A&gt;');
    expect(mail.html).not.toContain('<A>');
  });

  it('says nothing of a deadline when the answer does not lapse', () => {
    expect(answerMail({ ...base, expiresAt: null }).text).not.toContain('before');
  });
});
