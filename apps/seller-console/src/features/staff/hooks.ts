import { staffRoleAllows } from '@portico/domain';
import type { ReactNode } from 'react';
import { useStaffMe } from './api/staff.ts';

/**
 * What the signed-in staff member's role allows (packages/domain staffRoleAllows, the server's own rule): the
 * console hides what the server would refuse. Until the role is known nothing is allowed beyond reading.
 */
export function useStaffCan() {
  const me = useStaffMe();
  const role = me.data?.staffRole;
  return {
    role,
    write: role !== undefined && staffRoleAllows(role, 'write'),
    owner: role !== undefined && staffRoleAllows(role, 'owner'),
  };
}

/** Renders its children (a write button, a form's actions) only for staff whose role may write. */
export function CanWrite({ children }: { children: ReactNode }) {
  return useStaffCan().write ? children : null;
}
