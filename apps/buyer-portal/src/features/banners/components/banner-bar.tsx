import Stack from '@mui/material/Stack';
import { BannerNotice } from '@portico/web-kit';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { loadedSanitizer, loadSanitizer } from '../../../lib/sanitize.ts';
import { bannersQueryOptions } from '../api/get-banners.ts';

/** active broadcast banners in a dismissible bar above the page content. */
export function BannerBar() {
  const { t } = useTranslation();
  const { data: banners = [] } = useQuery(bannersQueryOptions());
  const [dismissed, setDismissed] = useState<ReadonlySet<string>>(new Set());
  // No empty bar while the sanitiser loads: the bar appears with its text.
  const [isSanitizerReady, setSanitizerReady] = useState(() => Boolean(loadedSanitizer()));
  useEffect(() => {
    let live = true;
    void loadSanitizer().then(() => {
      if (live) setSanitizerReady(true);
    });
    return () => {
      live = false;
    };
  }, []);
  const shown = banners.filter((b) => b.isBannerActive && !dismissed.has(b.id));
  const sanitize = loadedSanitizer();
  if (shown.length === 0 || !isSanitizerReady || !sanitize) return null;
  return (
    <Stack component="section" aria-label={t('announcements')} spacing={1} sx={{ mb: 3 }}>
      {shown.map((banner) => (
        // The console's preview renders the same BannerNotice (web-kit).
        <BannerNotice
          key={banner.id}
          html={sanitize(banner.content)}
          onClose={() => setDismissed((s) => new Set(s).add(banner.id))}
          closeLabel={t('dismissBanner')}
        />
      ))}
    </Stack>
  );
}
