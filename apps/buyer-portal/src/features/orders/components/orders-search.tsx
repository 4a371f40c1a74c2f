import ClearIcon from '@mui/icons-material/Clear';
import SearchIcon from '@mui/icons-material/Search';
import IconButton from '@mui/material/IconButton';
import InputAdornment from '@mui/material/InputAdornment';
import TextField from '@mui/material/TextField';
import { ORDERS_SEARCH_DEBOUNCE_MS } from '@portico/contract';
import { type ClipboardEvent, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { orderSearchTermCount } from '../logic/orders-list.ts';

/**
 * K-006: the orders search box. The search runs 500 ms after the last keystroke (P-023), at once on Enter.
 * A pasted list of order numbers (one a line, as copied from a spreadsheet) keeps its separators: a one-line
 * input would drop the line breaks and glue the numbers together, so the paste is inserted with ', '.
 */
export function OrdersSearch({ value, onSearch }: { value: string; onSearch(text: string): void }) {
  const { t } = useTranslation();
  const [text, setText] = useState(value);
  const [seen, setSeen] = useState(value);
  if (seen !== value) {
    setSeen(value);
    setText(value);
  }
  const latest = useRef(onSearch);
  latest.current = onSearch;
  useEffect(() => {
    if (text === value) return;
    const timer = setTimeout(() => latest.current(text), ORDERS_SEARCH_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [text, value]);

  const onPaste = (e: ClipboardEvent<HTMLInputElement>) => {
    const pasted = e.clipboardData.getData('text');
    if (!/[\r\n\t]/.test(pasted)) return;
    e.preventDefault();
    const input = e.currentTarget;
    const joined = pasted
      .split(/[\r\n\t]+/)
      .map((s) => s.trim())
      .filter(Boolean)
      .join(', ');
    const start = input.selectionStart ?? text.length;
    const end = input.selectionEnd ?? text.length;
    setText(text.slice(0, start) + joined + text.slice(end));
  };

  const terms = orderSearchTermCount(text);
  return (
    <TextField
      type="search"
      size="small"
      fullWidth
      label={t('searchOrders')}
      helperText={terms > 1 ? t('searchOrdersTerms', { count: terms, n: terms }) : t('searchOrdersHint')}
      value={text}
      onChange={(e) => setText(e.target.value)}
      onPaste={onPaste}
      sx={{ '      onPaste={onPaste} input::-webkit-search-cancel-button': { display: 'none' } }}
      onKeyDown={(e) => {
        if (e.key === 'Enter') latest.current(text);
      }}
      slotProps={{
        input: {
          startAdornment: (
            <InputAdornment position="start">
              <SearchIcon fontSize="small" />
            </InputAdornment>
          ),
          endAdornment: text ? (
            <InputAdornment position="end">
              <IconButton
                size="small"
                edge="end"
                aria-label={t('clearSearch')}
                onClick={() => {
                  setText('');
                  latest.current('');
                }}
              >
                <ClearIcon fontSize="small" />
              </IconButton>
            </InputAdornment>
          ) : null,
        },
      }}
    />
  );
}
