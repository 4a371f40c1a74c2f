/** The console's staff audit log query (GET seller/audit). */

import { StaffAuditResponse } from '@portico/contract';
import { request } from '@portico/web-kit';
import { keepPreviousData, useQuery } from '@tanstack/react-query';

export type AuditFilters = { action?: string; actor?: string; page: number; pageSize: number };

/** GET seller/audit: the staff audit log, newest first, filtered by action and actor. */
export const useAuditLog = (f: AuditFilters) =>
  useQuery({
    queryKey: ['seller', 'audit', f] as const,
    queryFn: ({ signal }) => {
      const q = new URLSearchParams({ page: String(f.page), pageSize: String(f.pageSize) });
      if (f.action) q.set('action', f.action);
      if (f.actor) q.set('actor', f.actor);
      return request(`seller/audit?${q}`, { schema: StaffAuditResponse, signal });
    },
    placeholderData: keepPreviousData,
  });
