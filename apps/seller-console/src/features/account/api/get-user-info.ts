import { UserInfo } from '@portico/contract';
import { request } from '@portico/web-kit';
import { queryOptions, useQuery } from '@tanstack/react-query';

/** GET account/user-info for the signed-in user. */
export const getUserInfo = (signal?: AbortSignal) =>
  request('account/user-info', { schema: UserInfo, signal });

export const userInfoQueryOptions = (userId: string) =>
  queryOptions({
    queryKey: ['user-info', userId],
    queryFn: ({ signal }) => getUserInfo(signal),
    staleTime: 5 * 60_000,
  });

export const useUserInfo = (userId: string) => useQuery(userInfoQueryOptions(userId));
