import { type DailyReportSettings, DailyReportSettingsResponse } from '@portico/contract';
import { request } from '@portico/web-kit';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';

const dailyReportKey = ['seller', 'settings', 'daily-report'] as const;

/** GET seller/settings/daily-report: the send hour and time zone of the daily stock report. */
export const getDailyReportSettings = (signal?: AbortSignal) =>
  request('seller/settings/daily-report', { schema: DailyReportSettingsResponse, signal });

/** PUT seller/settings/daily-report. */
export const saveDailyReportSettings = (settings: DailyReportSettings) =>
  request('seller/settings/daily-report', {
    method: 'PUT',
    body: settings,
    schema: DailyReportSettingsResponse,
  });

export const dailyReportSettingsQueryOptions = () =>
  queryOptions({ queryKey: dailyReportKey, queryFn: ({ signal }) => getDailyReportSettings(signal) });

export const useDailyReportSettings = () => useQuery(dailyReportSettingsQueryOptions());

export function useSaveDailyReportSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveDailyReportSettings,
    onSuccess: (saved) => queryClient.setQueryData(dailyReportKey, saved),
  });
}
