import { describe, expect, it } from 'vitest';
import { tutorialSandbox } from './tutorial-sandbox.ts';

/** C-058: the tutorial frame's sandbox never lets a page of the portal's own origin run scripts. */
describe('tutorialSandbox', () => {
  const portal = 'https://shop.harbor.test';
  it.each([
    ['the how-to page Portico serves (a path)', '/px-api-gateway/tutorial', false],
    ['an address on the portal itself', 'https://shop.harbor.test/how-to', false],
    ['a video host', 'https://www.youtube-nocookie.com/embed/abc', true],
    ['another port of the same host is another origin', 'https://shop.harbor.test:8443/x', true],
  ])('%s → scripts %s', (_what, url, scripts) => {
    const sandbox = tutorialSandbox(url, portal);
    expect(sandbox.includes('allow-scripts')).toBe(scripts);
    // Never scripts together with the portal's own origin.
    if (!scripts) expect(sandbox).not.toContain('allow-same-origin');
  });
});
