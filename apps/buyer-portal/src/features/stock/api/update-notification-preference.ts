import type { NotificationPreference } from '@portico/contract';
import { request } from '@portico/web-kit';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { NOTIFICATION_PREFERENCE_KEY } from './get-notification-preference.ts';

/** PUT account/user/notification-preferance { stockReportNotification } (C-065). Failures only logged. */
export const updateNotificationPreference = (body: NotificationPreference) =>
  request<unknown>('account/user/notification-preferance', { method: 'PUT', body, onError: 'log' });

export function useUpdateNotificationPreference() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateNotificationPreference,
    onSuccess: (_data, body) => queryClient.setQueryData(NOTIFICATION_PREFERENCE_KEY, body),
  });
}
