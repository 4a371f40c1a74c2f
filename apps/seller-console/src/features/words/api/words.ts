/** The console's words API (seller/words): the tenant's text per dictionary key, saved or reset. */

import { SellerWord, type SellerWordInput, SellerWordsResponse } from '@portico/contract/words';
import { request } from '@portico/web-kit';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { WordsState } from '../logic/words-url-state.ts';

export const wordsKeys = {
  all: ['seller', 'words'] as const,
  list: (state: WordsState) => ['seller', 'words', 'list', state] as const,
};

/** GET seller/words: one language's keys with their default and the tenant's text, searched and paged. */
export const useWords = (state: WordsState) =>
  useQuery({
    queryKey: wordsKeys.list(state),
    queryFn: ({ signal }) => {
      const params = new URLSearchParams({
        language: state.language,
        page: String(state.page),
        size: String(state.size),
      });
      if (state.search) params.set('search', state.search);
      if (state.changed) params.set('overridden', 'true');
      return request(`seller/words?${params}`, { schema: SellerWordsResponse, signal });
    },
    placeholderData: keepPreviousData,
  });

const wordPath = (language: string, key: string) =>
  `seller/words/${encodeURIComponent(language)}/${encodeURIComponent(key)}`;

export type WordChange =
  | { kind: 'save'; language: string; key: string; body: SellerWordInput }
  | { kind: 'reset'; language: string; key: string };

/** PUT (save) or DELETE (reset) seller/words/{language}/{key}; the list is read again after either. */
export function useWordChange() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (change: WordChange) =>
      change.kind === 'save'
        ? request(wordPath(change.language, change.key), {
            method: 'PUT',
            body: change.body,
            schema: SellerWord,
          })
        : request(wordPath(change.language, change.key), { method: 'DELETE', schema: SellerWord }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: wordsKeys.all }),
  });
}
