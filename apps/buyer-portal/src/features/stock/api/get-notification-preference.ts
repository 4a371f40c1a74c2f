import { NotificationPreference } from '@portico/contract';
import { request } from '@portico/web-kit';
import { queryOptions, useQuery } from '@tanstack/react-query';

/** GET account/user/notification-preferance (C-065; the spec's spelling). Failures only logged (C-068). */
export const getNotificationPreference = () =>
  request<NotificationPreference>('account/user/notification-preferance', {
    schema: NotificationPreference,
    onError: 'log',
  });

export const NOTIFICATION_PREFERENCE_KEY = ['account', 'user', 'notification-preferance'] as const;

export const useNotificationPreference = (enabled: boolean) =>
  useQuery({
    ...queryOptions({ queryKey: NOTIFICATION_PREFERENCE_KEY, queryFn: getNotificationPreference }),
    enabled,
  });
