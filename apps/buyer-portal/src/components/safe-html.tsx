import Box, { type BoxProps } from '@mui/material/Box';
import { useEffect, useState } from 'react';
import { loadedSanitizer, loadSanitizer } from '../lib/sanitize.ts';

/** Tenant HTML (banners, terms of sale, sign-in content) after DOMPurify with the Q-069 allow-list. */
export function SafeHtml({ html, ...rest }: { html: string | undefined } & Omit<BoxProps, 'children'>) {
  const [clean, setClean] = useState(() => loadedSanitizer()?.(html) ?? '');
  useEffect(() => {
    let live = true;
    void loadSanitizer().then((sanitize) => {
      if (live) setClean(sanitize(html));
    });
    return () => {
      live = false;
    };
  }, [html]);
  if (!clean) return null;
  // biome-ignore lint/security/noDangerouslySetInnerHtml: sanitised with DOMPurify and the tenant allow-list just above
  return <Box {...rest} dangerouslySetInnerHTML={{ __html: clean }} />;
}
