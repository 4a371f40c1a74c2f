import type { I18nEntry } from '../i18n.ts';

/**
 * P10: a fingerprint of a dictionary (a 53-bit hash of its JSON, in base 36). The server writes the one of the
 * English dictionary it ships into each page beside its saas-i18n answer, and the portal's build carries the one of
 * the dictionary it bundles: when both are the same, the page's dictionary is the bundled one plus the tenant's
 * words, and the portal need not download its own copy.
 */
export function dictionaryVersion(dictionary: Readonly<Record<string, I18nEntry>>): string {
  const text = JSON.stringify(dictionary);
  let h1 = 0xdeadbeef;
  let h2 = 0x41c6ce57;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    h1 = Math.imul(h1 ^ c, 2654435761);
    h2 = Math.imul(h2 ^ c, 1597334677);
  }
  h1 = Math.imul(h1 ^ (h1 >>> 16), 2246822507) ^ Math.imul(h2 ^ (h2 >>> 13), 3266489909);
  h2 = Math.imul(h2 ^ (h2 >>> 16), 2246822507) ^ Math.imul(h1 ^ (h1 >>> 13), 3266489909);
  return (4294967296 * (2097151 & h2) + (h1 >>> 0)).toString(36);
}
