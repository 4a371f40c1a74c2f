import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import FormControlLabel from '@mui/material/FormControlLabel';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import type { Theme } from '@mui/material/styles';
import TableCell from '@mui/material/TableCell';
import TableRow from '@mui/material/TableRow';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import type { SellerWord } from '@portico/contract/words';
import { useCallback, useEffect, useState } from 'react';
import { ConsoleList, ConsolePaging } from '../../../components/console-list.tsx';
import { NothingYet } from '../../../components/load-states.tsx';
import { useNotify } from '../../../components/notifier.tsx';
import { SearchField } from '../../../components/search-field.tsx';
import { t } from '../../../lib/i18n.ts';
import { useUrlState } from '../../../lib/use-url-state.ts';
import { useTenantConfig } from '../../config/components/tenant-config-provider.tsx';
import { CanWrite } from '../../staff/hooks.ts';
import { useWordChange, useWords } from '../api/words.ts';
import {
  parseWordsState,
  reduceWordsState,
  serializeWordsState,
  WORDS_PAGE_SIZES,
} from '../logic/words-url-state.ts';
import { WordDialog } from './word-dialog.tsx';

const languageName = (language: string) => t(`consoleWordsLanguage${language}`);

/**
 * /seller/words (A-010, A-011; docs/decisions/020): every key of the portal's dictionary in one shipped language,
 * its default text beside the tenant's own, searched by key or text, paged; Edit sets the tenant's text, Reset
 * goes back to the default. State in the URL.
 */
export function WordsPage() {
  const config = useTenantConfig();
  const parse = useCallback((search: string) => parseWordsState(search, config.language), [config.language]);
  const [state, dispatch] = useUrlState(parse, serializeWordsState, reduceWordsState);
  const words = useWords(state);
  const reset = useWordChange();
  const notify = useNotify();
  const [editing, setEditing] = useState<SellerWord>();
  const isCompact = useMediaQuery((theme: Theme) => theme.breakpoints.down('md'));

  // The search box types freely; the URL (and the query) follow a moment later.
  const [search, setSearch] = useState(state.search);
  useEffect(() => setSearch(state.search), [state.search]);
  useEffect(() => {
    if (search === state.search) return;
    const timer = setTimeout(() => dispatch({ type: 'filter', search }), 300);
    return () => clearTimeout(timer);
  }, [search, state.search, dispatch]);

  const resetWord = (word: SellerWord) =>
    reset.mutate(
      { kind: 'reset', language: state.language, key: word.key },
      { onSuccess: () => notify(t('consoleWordsResetDone')) },
    );

  const actions = (word: SellerWord) => (
    <CanWrite>
      <Stack direction="row" spacing={1} sx={{ justifyContent: 'flex-end' }}>
        <Button
          size="small"
          onClick={() => setEditing(word)}
          aria-label={t('consoleWordsEditKey', { key: word.key })}
        >
          {t('consoleWordsEdit')}
        </Button>
        {word.value !== null && (
          <Button
            size="small"
            color="inherit"
            onClick={() => resetWord(word)}
            disabled={reset.isPending}
            aria-label={t('consoleWordsResetKey', { key: word.key })}
          >
            {t('consoleWordsReset')}
          </Button>
        )}
      </Stack>
    </CanWrite>
  );
  const texts = (value: string | null, plural: string | null) =>
    value === null ? (
      <Typography variant="body2" color="text.secondary">
        {t('consoleWordsUsesDefault')}
      </Typography>
    ) : (
      <>
        <Typography variant="body2" sx={{ overflowWrap: 'anywhere' }}>
          {value}
        </Typography>
        {plural !== null && (
          <Typography variant="body2" color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
            {t('consoleWordsPluralPrefix', { text: plural })}
          </Typography>
        )}
      </>
    );

  return (
    <Box>
      <Typography variant="h1" sx={{ fontSize: { xs: '1.6rem', md: '2rem' }, mb: 1 }}>
        {t('consoleWords')}
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 1 }}>
        {t('consoleWordsIntro')}
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 3 }}>
        {t('consoleWordsPortalSpeaks', {
          language: languageName(words.data?.tenantLanguage ?? config.language),
        })}
      </Typography>
      <Card variant="outlined" sx={{ p: 2, mb: 2 }}>
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ alignItems: { sm: 'center' } }}>
          <TextField
            select
            size="small"
            label={t('consoleWordsLanguage')}
            value={state.language}
            onChange={(e) => dispatch({ type: 'filter', language: e.target.value })}
            sx={{ flex: { sm: '0 0 180px' } }}
          >
            {(words.data?.languages ?? ['en', 'es']).map((language) => (
              <MenuItem key={language} value={language}>
                {languageName(language)}
              </MenuItem>
            ))}
          </TextField>
          <SearchField
            label={t('consoleWordsSearch')}
            value={search}
            onChange={(e) => setSearch(e.target.value)}
            sx={{ flex: { sm: '1 1 auto' } }}
          />
          <FormControlLabel
            sx={{ flex: { sm: '0 0 auto' }, whiteSpace: 'nowrap' }}
            control={
              <Switch
                checked={state.changed}
                onChange={(e) => dispatch({ type: 'filter', changed: e.target.checked })}
              />
            }
            label={t('consoleWordsOnlyChanged')}
          />
        </Stack>
      </Card>
      <ConsoleList<SellerWord, 'key'>
        query={words}
        items={words.data?.words}
        label={t('consoleWordsList')}
        loadingLabel={t('consoleWordsLoading')}
        empty={<NothingYet title={t('consoleWordsNoneFound')} explanation={t('consoleWordsNoneFoundText')} />}
        isCompact={isCompact}
        columns={[
          { label: t('consoleWordsKey') },
          { label: t('consoleWordsDefault') },
          { label: t('consoleWordsYours') },
          { label: '' },
        ]}
        sort={{ by: 'key', dir: 'asc', onSort: () => {} }}
        row={(word) => (
          <TableRow key={word.key} hover>
            <TableCell sx={{ fontFamily: 'monospace', whiteSpace: 'nowrap' }}>{word.key}</TableCell>
            <TableCell sx={{ maxWidth: 420 }}>
              <Typography variant="body2" sx={{ overflowWrap: 'anywhere' }}>
                {word.defaultValue}
              </Typography>
              {word.defaultValuePlural !== null && (
                <Typography variant="body2" color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
                  {t('consoleWordsPluralPrefix', { text: word.defaultValuePlural })}
                </Typography>
              )}
            </TableCell>
            <TableCell sx={{ maxWidth: 420 }}>{texts(word.value, word.valuePlural)}</TableCell>
            <TableCell align="right">{actions(word)}</TableCell>
          </TableRow>
        )}
        card={(word) => (
          <Card component="li" key={word.key} variant="outlined" sx={{ p: 2 }}>
            <Typography sx={{ fontFamily: 'monospace', fontWeight: 600, overflowWrap: 'anywhere' }}>
              {word.key}
            </Typography>
            <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
              {t('consoleWordsDefault')}
            </Typography>
            <Typography variant="body2" sx={{ overflowWrap: 'anywhere' }}>
              {word.defaultValue}
            </Typography>
            <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
              {t('consoleWordsYours')}
            </Typography>
            {texts(word.value, word.valuePlural)}
            <Box sx={{ mt: 1 }}>{actions(word)}</Box>
          </Card>
        )}
        pagination={
          <ConsolePaging
            count={words.data?.total ?? 0}
            page={state.page}
            size={state.size}
            sizes={WORDS_PAGE_SIZES}
            isCompact={isCompact}
            onPage={(page) => dispatch({ type: 'page', page })}
            onSize={(size) => dispatch({ type: 'size', size })}
          />
        }
      />
      {editing && (
        <WordDialog word={editing} language={state.language} onClose={() => setEditing(undefined)} />
      )}
    </Box>
  );
}
