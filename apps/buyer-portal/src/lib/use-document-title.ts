import { useEffect } from 'react';
import { documentTitle } from './routes.ts';
import { useSiteConfig } from './site-config.ts';

/** the document title is the site title plus the screen name. */
export function useDocumentTitle(screenName: string | undefined): void {
  const { siteTitle } = useSiteConfig();
  useEffect(() => {
    document.title = documentTitle(siteTitle, screenName);
  }, [siteTitle, screenName]);
}
