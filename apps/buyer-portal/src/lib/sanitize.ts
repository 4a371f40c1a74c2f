import { BANNER_ALLOWED_ATTR_NAMES, BANNER_ALLOWED_TAGS, BANNER_ALLOWED_URI_REGEXP } from '@portico/domain';

/**
 * banner, terms-of-sale and login content HTML is sanitised again in the browser with
 * the same allow-list the server used on save, and every link that opens a new tab gets rel=noopener.
 * DOMPurify is loaded on first use, so it stays out of the first download.
 */
export type Sanitize = (html: string | undefined) => string;

let loading: Promise<Sanitize> | undefined;
let loaded: Sanitize | undefined;

/** The sanitiser when it has already loaded (so content renders in the first frame), else undefined. */
export function loadedSanitizer(): Sanitize | undefined {
  return loaded;
}

export function loadSanitizer(): Promise<Sanitize> {
  loading ??= import('dompurify').then(({ default: DOMPurify }) => {
    DOMPurify.addHook('afterSanitizeAttributes', (node) => {
      if (node.tagName === 'A') {
        if (node.getAttribute('target') !== '_blank') node.removeAttribute('target');
        else node.setAttribute('rel', 'noopener noreferrer');
      }
    });
    loaded = (html) =>
      html
        ? DOMPurify.sanitize(html, {
            ALLOWED_TAGS: [...BANNER_ALLOWED_TAGS],
            ALLOWED_ATTR: [...BANNER_ALLOWED_ATTR_NAMES],
            ALLOWED_URI_REGEXP: BANNER_ALLOWED_URI_REGEXP,
          })
        : '';
    return loaded;
  });
  return loading;
}
