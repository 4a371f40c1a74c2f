import { describe, expect, it } from 'vitest';
import { placeholdersOf } from '../words.ts';
import { MAIL_WORDS, type MailWordKey, mailWordsFor } from './mail.ts';

describe('the mail words (A-010, A-011)', () => {
  const english = MAIL_WORDS.en;
  it.each(
    Object.keys(MAIL_WORDS).filter((l) => l !== 'en'),
  )('%s has every English key with the same placeholders, and no English left in it', (language) => {
    const words = MAIL_WORDS[language as keyof typeof MAIL_WORDS];
    expect(Object.keys(words).sort()).toEqual(Object.keys(english).sort());
    for (const key of Object.keys(english) as MailWordKey[]) {
      expect([key, placeholdersOf(words[key]).sort()]).toEqual([key, placeholdersOf(english[key]).sort()]);
      if (!['mailOrderSubtotal', 'mailOrderTotal'].includes(key)) {
        expect([key, words[key]]).not.toEqual([key, english[key]]);
      }
    }
  });

  it('picks the language of the tag, English for one Portico does not ship', () => {
    expect(mailWordsFor('es-MX')('mailOrderPlaced')).toBe('Gracias por su pedido');
    expect(mailWordsFor('fr')('mailOrderPlaced')).toBe('Thank you for your order');
  });

  it('fills each placeholder once: a value holding a placeholder stays as it is', () => {
    const w = mailWordsFor('en');
    expect(w('mailAlertAdded', { added: 5, item: 'Phone {added}', itemNumberWarehouse: 'P-1-MIA' })).toBe(
      '5 units of Phone {added} (P-1-MIA) were just added to the stock list.',
    );
    expect(w('mailHelloName', {})).toBe('Hello {name},');
  });
});
