/** The console's staff API (seller/staff): the signed-in member's role, the list, invites and updates. */

import {
  type StaffInviteBody,
  StaffListResponse,
  StaffMe,
  StaffMember,
  type StaffUpdateBody,
} from '@portico/contract';
import { request } from '@portico/web-kit';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';

export const staffKeys = {
  me: ['seller', 'staff', 'me'] as const,
  list: ['seller', 'staff', 'list'] as const,
};

/**
 * GET seller/staff/me: the signed-in staff member's role, loaded with the session (app/require-seller.tsx) and
 * read again every minute, so a changed role shows its pages and buttons without signing in again.
 */
export const useStaffMe = (enabled = true) =>
  useQuery({
    queryKey: staffKeys.me,
    queryFn: ({ signal }) => request('seller/staff/me', { schema: StaffMe, signal }),
    enabled,
    refetchInterval: 60_000,
  });

/** GET seller/staff (owners): the tenant's staff. */
export const useStaffList = () =>
  useQuery({
    queryKey: staffKeys.list,
    queryFn: ({ signal }) => request('seller/staff', { schema: StaffListResponse, signal }),
  });

/** POST seller/staff: invites a staff member (a temporary password mailed through the outbox). */
export function useInviteStaff() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: StaffInviteBody) =>
      request('seller/staff', { method: 'POST', body, schema: StaffMember, onError: 'silent' }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: staffKeys.list }),
  });
}

/** PATCH seller/staff/{id}: role, deactivate / reactivate. */
export function useUpdateStaff() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (v: { userId: string } & StaffUpdateBody) => {
      const { userId, ...body } = v;
      return request(`seller/staff/${encodeURIComponent(userId)}`, {
        method: 'PATCH',
        body,
        schema: StaffMember,
        onError: 'silent',
      });
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: staffKeys.list }),
  });
}
