import { isShippedLanguage } from '@portico/contract/dictionary/shipped-languages';

/** The Words page's state in the query string (useUrlState): language, search, only-changed, page, size. */
export type WordsState = { language: string; search: string; changed: boolean; page: number; size: number };
export type WordsChange =
  | { type: 'filter'; language?: string; search?: string; changed?: boolean }
  | { type: 'page'; page: number }
  | { type: 'size'; size: number };

export const WORDS_PAGE_SIZES = [25, 50, 100] as const;

/** The language shown when the URL names none: the portal's own (config language), else English. */
export function parseWordsState(search: string, fallbackLanguage = 'en'): WordsState {
  const q = new URLSearchParams(search);
  const language = q.get('language') ?? '';
  const size = Number(q.get('size'));
  const page = Number.parseInt(q.get('page') ?? '1', 10);
  return {
    language: isShippedLanguage(language)
      ? language
      : isShippedLanguage(fallbackLanguage)
        ? fallbackLanguage
        : 'en',
    search: (q.get('search') ?? '').slice(0, 200),
    changed: q.get('changed') === 'true',
    page: Number.isInteger(page) && page >= 1 ? page : 1,
    size: (WORDS_PAGE_SIZES as readonly number[]).includes(size) ? size : WORDS_PAGE_SIZES[0],
  };
}

export function serializeWordsState(state: WordsState): string {
  const q = new URLSearchParams();
  q.set('language', state.language);
  if (state.search) q.set('search', state.search);
  if (state.changed) q.set('changed', 'true');
  if (state.page > 1) q.set('page', String(state.page));
  if (state.size !== WORDS_PAGE_SIZES[0]) q.set('size', String(state.size));
  return `?${q}`;
}

/** A filter goes back to the first page; paging keeps the filters. */
export function reduceWordsState(state: WordsState, change: WordsChange): WordsState {
  switch (change.type) {
    case 'filter': {
      const { type: _type, ...filters } = change;
      return { ...state, ...filters, page: 1 };
    }
    case 'page':
      return { ...state, page: change.page };
    case 'size':
      return { ...state, size: change.size, page: 1 };
  }
}
