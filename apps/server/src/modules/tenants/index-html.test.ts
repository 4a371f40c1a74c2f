// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import { renderIndexHtml } from './index-html.ts';

/**
 * P9: the code loader of a page with a drawn first screen, run in a DOM: in a shown tab the app's script and
 * preloads go into <head> once a frame has been drawn; in a tab opened in the background (no frames come), at once.
 */
const template =
  '<html lang="en"><head><title>x</title><script type="module" crossorigin src="/assets/index-1.js"></script>' +
  '<link rel="modulepreload" crossorigin href="/assets/first-screen-1.js"></head><body><div id="root"></div></body></html>';

/** Puts the page's head and body into this document and runs its one inline script, as the browser would. */
function open() {
  const page = new DOMParser().parseFromString(
    renderIndexHtml(template, { title: 'T', favicon: undefined, language: 'en', shell: '<div>S</div>' }),
    'text/html',
  );
  document.head.innerHTML = page.head.innerHTML;
  document.body.innerHTML = page.body.innerHTML;
  const loader = Array.from(document.body.querySelectorAll('script')).filter((s) => !s.type);
  expect(loader).toHaveLength(1);
  new Function(loader[0]!.textContent ?? '')();
}

const headCode = () =>
  Array.from(document.head.querySelectorAll('script[type="module"], link[rel="modulepreload"]')).map(
    (e) => e.getAttribute('src') ?? e.getAttribute('href'),
  );

describe('the drawn first screen’s code loader', () => {
  afterEach(() => {
    delete (document as { visibilityState?: unknown }).visibilityState;
  });

  it('asks for the code once the drawn screen has had a frame', async () => {
    expect(document.visibilityState).toBe('visible');
    open();
    expect(headCode()).toEqual([]);
    await new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 5)));
    expect(headCode()).toEqual(['/assets/index-1.js', '/assets/first-screen-1.js']);
  });

  it('asks for the code at once in a tab that is not shown', () => {
    Object.defineProperty(document, 'visibilityState', { configurable: true, get: () => 'hidden' });
    open();
    expect(headCode()).toEqual(['/assets/index-1.js', '/assets/first-screen-1.js']);
  });
});
