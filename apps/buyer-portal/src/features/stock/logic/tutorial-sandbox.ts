/** C-058: the sandbox of the tutorial page's frame (stock list's Tutorial dialog). */

/**
 * The iframe's sandbox: a page of another site (a video host) runs its own scripts in its own origin; a page of
 * this portal's origin (the how-to page Portico serves) gets no scripts, since scripts with its same origin could
 * lift the sandbox and reach the portal.
 */
export function tutorialSandbox(url: string, portalOrigin: string): string {
  let sameOrigin = true;
  try {
    sameOrigin = new URL(url, portalOrigin).origin === portalOrigin;
  } catch {
    // Not a URL the frame could load anyway: the strict sandbox.
  }
  return sameOrigin
    ? 'allow-popups allow-popups-to-escape-sandbox'
    : 'allow-scripts allow-same-origin allow-popups allow-presentation';
}
