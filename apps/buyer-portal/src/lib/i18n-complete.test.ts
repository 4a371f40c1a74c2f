import { expect, it } from 'vitest';
import { i18nTranslate, initI18n } from './i18n.ts';

// P10: a page whose saas-i18n answer is built on the same dictionary as this build's (boot checks the fingerprint)
// initialises from that answer alone; the bundled English dictionary is not loaded.
it('takes a complete answer as it is, without the bundled dictionary', async () => {
  await initI18n('en', { en: { menuStockList: { i18n_value: 'Inventory' } } }, true);
  expect(i18nTranslate('menuStockList')).toBe('Inventory');
  expect(i18nTranslate('wrongWebsite', { website: 'http://x/' })).toBeUndefined();
  // An answer not known to be complete is filled from the bundled dictionary, as before.
  await initI18n('en', { en: { menuStockList: { i18n_value: 'Inventory' } } });
  expect(i18nTranslate('wrongWebsite', { website: 'http://x/' })).toBe(
    'You have logged into wrong website. Kindly login into http://x/',
  );
});
