import { describe, expect, it } from 'vitest';
import {
  afterSignInPath,
  documentTitle,
  isNewerVersionAvailable,
  isPublicPath,
  isSafeLink,
  safeReturnTo,
  sellerConsoleUrl,
  whatsAppUrl,
} from './routes.ts';

describe('routes (A-014, A-015)', () => {
  it('only / and /reset-password are public', () => {
    expect(isPublicPath('/')).toBe(true);
    expect(isPublicPath('/reset-password')).toBe(true);
    expect(isPublicPath('/reset-password/')).toBe(true);
    expect(isPublicPath('/stock')).toBe(false);
    expect(isPublicPath('/terms-of-sale')).toBe(false);
  });

  it('returns to the page the user came from, else /stock', () => {
    expect(afterSignInPath('/orders/PX1?tab=2#lines')).toBe('/orders/PX1?tab=2#lines');
    expect(afterSignInPath(undefined)).toBe('/stock');
    expect(afterSignInPath('/')).toBe('/stock');
    expect(afterSignInPath('/reset-password?resetPswdFromEmail=true')).toBe('/stock');
  });

  it('never returns to another origin', () => {
    for (const bad of [
      '//evil.example/x',
      'https://evil.example',
      '/\\evil.example',
      'javascript:alert(1)',
      '/a\nb',
    ]) {
      expect(safeReturnTo(bad)).toBeUndefined();
    }
  });
});

describe('shell helpers', () => {
  it('names the seller console in the wrong-website message (B-008)', () => {
    expect(sellerConsoleUrl('http://localhost:3301')).toBe('http://localhost:3301/seller/');
    expect(sellerConsoleUrl('https://portal.example/')).toBe('https://portal.example/seller/');
  });

  it('links WhatsApp by the digits of salesRepWhatApp (A-023)', () => {
    expect(whatsAppUrl('+1 (415) 555-0134')).toBe('https://wa.me/14155550134');
    expect(whatsAppUrl(null)).toBeUndefined();
    expect(whatsAppUrl('n/a')).toBeUndefined();
  });

  it('titles screens as site title plus screen name (A-038, B-002)', () => {
    expect(documentTitle('Harbor Phones Wholesale', 'Login')).toBe('Harbor Phones Wholesale Login');
    expect(documentTitle('Harbor Phones Wholesale')).toBe('Harbor Phones Wholesale');
    expect(documentTitle('', 'Login')).toBe('Login');
  });

  it('offers a refresh only when the served version differs (Q-071)', () => {
    expect(isNewerVersionAvailable('0.1.0+1', '0.1.0+2')).toBe(true);
    expect(isNewerVersionAvailable('0.1.0+1', '0.1.0+1')).toBe(false);
    expect(isNewerVersionAvailable('0.1.0+1', undefined)).toBe(false);
    expect(isNewerVersionAvailable('0.1.0+1', '')).toBe(false);
  });

  it('renders only web, mail and same-origin footer links (A-022)', () => {
    expect(isSafeLink('https://harbor.example/privacy')).toBe(true);
    expect(isSafeLink('/terms-of-sale')).toBe(true);
    expect(isSafeLink('mailto:sales@harbor.test')).toBe(true);
    expect(isSafeLink('javascript:alert(1)')).toBe(false);
    expect(isSafeLink('//evil.example')).toBe(false);
    // Browsers read a backslash in a path as a slash, so these open another site.
    expect(isSafeLink('/\\evil.example/phish')).toBe(false);
    expect(isSafeLink('/terms\\..\\x')).toBe(false);
  });
});
