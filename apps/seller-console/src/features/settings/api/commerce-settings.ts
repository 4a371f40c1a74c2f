import { request } from '@portico/web-kit';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';

/**
 * The commerce settings' calls (docs/decisions/021), one shape for each table: GET the list, POST a new row, PUT
 * one by code, DELETE one by code — each write answers the whole list, which goes straight into the cache.
 * `seller/settings/shipping-methods` and the others share it.
 */
export function commerceSettingsApi<S extends z.ZodType>(path: string, schema: S) {
  const key = ['seller', 'settings', path] as const;
  const options = () =>
    queryOptions({ queryKey: key, queryFn: ({ signal }) => request(path, { schema, signal }) });
  const rowPath = (code: string) => `${path}/${encodeURIComponent(code)}`;
  const useList = () => useQuery(options());
  const useWrite = () => {
    const queryClient = useQueryClient();
    return useMutation({
      mutationFn: (
        w:
          | { kind: 'create'; body: unknown }
          | { kind: 'update'; code: string; body: unknown }
          | { kind: 'delete'; code: string },
      ) =>
        request(w.kind === 'create' ? path : rowPath(w.code), {
          method: w.kind === 'create' ? 'POST' : w.kind === 'update' ? 'PUT' : 'DELETE',
          ...(w.kind === 'delete' ? {} : { body: w.body }),
          schema,
          onError: 'silent',
        }),
      onSuccess: (saved) => {
        queryClient.setQueryData(key, saved);
        // The other settings read what this one changed (a new priced method under Free freight, a warehouse
        // under Shipping methods): they load again.
        void queryClient.invalidateQueries({
          queryKey: ['seller', 'settings'],
          predicate: (q) => q.queryKey[2] !== path,
        });
      },
    });
  };
  return { options, useList, useWrite };
}

/** A single settings object: GET it, PUT it whole (insurance limits, tax rules). */
export function singleSettingsApi<S extends z.ZodType>(path: string, schema: S) {
  const key = ['seller', 'settings', path] as const;
  const useValue = () =>
    useQuery(queryOptions({ queryKey: key, queryFn: ({ signal }) => request(path, { schema, signal }) }));
  const useSave = () => {
    const queryClient = useQueryClient();
    return useMutation({
      mutationFn: (body: unknown) => request(path, { method: 'PUT', body, schema, onError: 'silent' }),
      onSuccess: (saved) => queryClient.setQueryData(key, saved),
    });
  };
  return { useValue, useSave };
}
