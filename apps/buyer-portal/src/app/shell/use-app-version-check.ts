import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { APP_VERSION_QUERY_KEY, appVersionQueryOptions } from '../../features/config/api/get-saas-config.ts';
import { notify } from '../../lib/notify.ts';
import { isNewerVersionAvailable } from '../../lib/routes.ts';

/**
 * while signed in, the served version (saas-config appVersion) is compared with this build's on
 * load, on window focus and every few minutes; a difference offers 'A Newer App Version is Available' with
 * REFRESH APP, which reloads the app.
 */
function useAppVersionCheck(initialServed: string | undefined) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const { data: served, dataUpdatedAt } = useQuery({
    ...appVersionQueryOptions(),
    initialData: initialServed,
  });
  const shownAt = useRef(0);

  useEffect(() => {
    // TanStack Query refetches on visibility changes; a window regaining focus counts too.
    const onFocus = () => void queryClient.invalidateQueries({ queryKey: APP_VERSION_QUERY_KEY });
    window.addEventListener('focus', onFocus);
    return () => window.removeEventListener('focus', onFocus);
  }, [queryClient]);

  useEffect(() => {
    if (!isNewerVersionAvailable(__APP_VERSION__, served) || shownAt.current === dataUpdatedAt) return;
    shownAt.current = dataUpdatedAt;
    notify({
      message: t('newAppVersionAvailable'),
      severity: 'success',
      action: { label: t('refreshApp'), onClick: () => window.location.reload() },
    });
  }, [served, dataUpdatedAt, t]);
}

/**
 * The check as a component that draws nothing, mounted inside the signed-in frame: the version's answers (on
 * focus and every few minutes; at mount it compares the version the page was served with) re-render only this,
 * not the whole frame and its screen (P9: no long task for an unchanged version).
 */
export function AppVersionCheck({ initialServed }: { initialServed: string | undefined }) {
  useAppVersionCheck(initialServed);
  return null;
}
