import { UserInfo } from '@portico/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';

/** GET account/user-info for the signed-in user. */
export const getUserInfo = (signal?: AbortSignal) =>
  apiRequest('account/user-info', { schema: UserInfo, signal });

export const userInfoQueryOptions = (userId: string) =>
  queryOptions({
    queryKey: ['user-info', userId],
    queryFn: ({ signal }) => getUserInfo(signal),
    staleTime: 5 * 60_000,
  });

export const useUserInfo = (userId: string) => useQuery(userInfoQueryOptions(userId));
