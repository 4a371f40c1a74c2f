import { describe, expect, it } from 'vitest';
import { cleanStyles, fieldErrors } from './brand-form.ts';

const valid = {
  tenantName: 'Harbor Phones',
  siteTitle: 'Harbor',
  tenantShortName: '',
  logo: null,
  favicon: null,
  font: null,
  light: {},
  dark: {},
  customCss: '',
  footerLinks: [],
  copyright: '',
  whatsappPosition: 'bottom-right',
  language: 'en',
  currencyCode: 'USD',
  currencyPrecision: 2,
};

describe('brand form rules', () => {
  it('leaves empty colours out (the portal default)', () => {
    expect(cleanStyles({ primary_color: ' #C2185B ', secondary_color: '', text_color: undefined })).toEqual({
      primary_color: '#C2185B',
    });
  });

  it('names each refused field by its path, with the contract’s message', () => {
    expect(fieldErrors(valid)).toEqual({});
    const errors = fieldErrors({
      ...valid,
      light: { primary_color: 'red' },
      footerLinks: [{ label: 'x', url: 'javascript:alert(1)' }],
      tenantName: '',
    });
    expect(errors['light.primary_color']).toBe('Enter a colour such as #1F4E99');
    expect(errors['footerLinks.0.url']).toMatch(/web address/);
    expect(errors.tenantName).toBe('Required');
  });
});
