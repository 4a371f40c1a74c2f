import { MAX_BRAND_PAGE_HTML } from '@portico/contract';
import {
  BANNER_ALLOWED_ATTRIBUTES,
  BANNER_ALLOWED_SCHEMES,
  BANNER_ALLOWED_TAGS,
  BANNER_LINK_REL,
  isAllowedBannerHref,
} from '@portico/domain/banner-html';
import sanitizeHtml from 'sanitize-html';

/**
 * keeps only the allow-listed tags; links keep an http(s)/mailto href and, at most,
 * target=_blank, which always gets rel="noopener noreferrer". Script, style and the like go with their text.
 * Used on save for banners and on read for the tenant's sign-in content and terms of sale.
 */
const OPTIONS: sanitizeHtml.IOptions = {
  allowedTags: [...BANNER_ALLOWED_TAGS],
  allowedAttributes: Object.fromEntries(
    Object.entries(BANNER_ALLOWED_ATTRIBUTES).map(([tag, attrs]) => [tag, [...(attrs ?? [])]]),
  ),
  allowedSchemes: [...BANNER_ALLOWED_SCHEMES],
  allowedSchemesAppliedToAttributes: ['href'],
  allowProtocolRelative: false,
  disallowedTagsMode: 'discard',
  nonTextTags: [
    'script',
    'style',
    'textarea',
    'option',
    'noscript',
    'xmp',
    'iframe',
    'noembed',
    'noframes',
    'template',
    'title',
  ],
  transformTags: {
    a: (tagName, attribs) => {
      const out: Record<string, string> = {};
      const href = attribs.href?.trim();
      // Relative and scheme-less links are dropped too: a banner only links out or mails.
      if (href && isAllowedBannerHref(href)) out.href = href;
      if (attribs.target === '_blank') {
        out.target = '_blank';
        out.rel = BANNER_LINK_REL;
      }
      return { tagName, attribs: out };
    },
  },
};

/**
 * A stored page text of the tenant's config (the sign-in content, the terms of sale, Q-062, A-019) as buyers get
 * it: sanitised, '' when it is not text or longer than the portal serves.
 */
export function storedPageHtml(value: unknown): string {
  return typeof value === 'string' && value.length <= MAX_BRAND_PAGE_HTML ? sanitizeBannerHtml(value) : '';
}

export function sanitizeBannerHtml(html: string): string {
  return sanitizeHtml(html, OPTIONS).trim();
}

/**
 * P9: a banner as the drawn first screen shows it (stock-shell.ts): the same tags, but its links are plain text
 * styled as links (the first screen is a picture under which the app renders, hidden from assistive technology,
 * so it holds nothing to focus or follow).
 */
export function bannerHtmlAsText(html: string): string {
  return sanitizeHtml(html, {
    ...OPTIONS,
    allowedAttributes: { span: ['class'] },
    transformTags: { a: () => ({ tagName: 'span', attribs: { class: 'ps-a' } }) },
  }).trim();
}
