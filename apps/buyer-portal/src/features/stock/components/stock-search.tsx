import SearchIcon from '@mui/icons-material/Search';
import InputAdornment from '@mui/material/InputAdornment';
import TextField from '@mui/material/TextField';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';

/**
 * C-031: the search box. The URL follows the text after a short pause (or at once on Enter), and a new URL
 * (back/forward) replaces what is typed.
 */
export function StockSearch({ value, onSearch }: { value: string; onSearch(search: string): void }) {
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
    const timer = setTimeout(() => latest.current(text), 350);
    return () => clearTimeout(timer);
  }, [text, value]);
  return (
    <TextField
      type="search"
      size="small"
      fullWidth
      label={t('searchStock')}
      placeholder={t('searchStockHint')}
      value={text}
      onChange={(e) => setText(e.target.value)}
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
        },
      }}
    />
  );
}
