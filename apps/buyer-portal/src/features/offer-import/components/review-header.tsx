import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { darken } from '@mui/material/styles';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import { forwardRef } from 'react';
import { useTranslation } from 'react-i18next';
import { formatCount } from '../logic/display.ts';
import type { ImportCounts } from '../logic/review.ts';

const TILES = [
  { key: 'invalid', label: 'importCountInvalid', tone: 'error' },
  { key: 'updates', label: 'importCountUpdates', tone: 'warning' },
  { key: 'new', label: 'importCountNew', tone: 'success' },
] as const;

/**
 * F-007: the sticky header of the review: INVALID, UPDATES and NEW counts, CANCEL IMPORT and SUBMIT REQUESTS
 * (disabled when there is nothing to submit, F-016/F-017). It gains a shadow when pinned, as the cart's does.
 */
export const ReviewHeader = forwardRef<
  HTMLDivElement,
  {
    counts: ImportCounts;
    pinned: boolean;
    submittable: boolean;
    busy: 'cancel' | 'accept' | undefined;
    onCancel(): void;
    onSubmit(): void;
  }
>(function ReviewHeader({ counts, pinned, submittable, busy, onCancel, onSubmit }, ref) {
  const { t } = useTranslation();
  return (
    <Box
      ref={ref}
      data-pinned={pinned ? 'true' : 'false'}
      sx={(theme) => ({
        position: 'sticky',
        top: { xs: 56, sm: 64 },
        zIndex: theme.zIndex.appBar - 2,
        bgcolor: 'background.default',
        mx: { xs: -2, sm: -3, lg: -4 },
        px: { xs: 2, sm: 3, lg: 4 },
        py: 1.5,
        mb: 2.5,
        boxShadow: pinned ? theme.shadows[4] : 'none',
        borderBottom: 1,
        borderColor: pinned ? 'transparent' : 'divider',
        transition: 'box-shadow 150ms',
        display: 'flex',
        flexDirection: { xs: 'column', sm: 'row' },
        alignItems: { sm: 'center' },
        gap: 1.5,
      })}
    >
      <Stack
        direction="row"
        component="dl"
        aria-label={t('importReviewSummary')}
        sx={{ m: 0, gap: 1, flex: 1 }}
      >
        {TILES.map((tile) => (
          <Box
            key={tile.key}
            data-testid={`import-count-${tile.key}`}
            sx={{
              flex: { xs: 1, sm: '0 0 auto' },
              minWidth: { sm: 104 },
              px: 1.5,
              py: 0.75,
              borderRadius: 1.5,
              border: 1,
              borderColor: counts[tile.key] > 0 ? `${tile.tone}.main` : 'divider',
              bgcolor: 'background.paper',
            }}
          >
            <Typography
              component="dt"
              variant="caption"
              sx={(theme) => ({
                fontWeight: 700,
                letterSpacing: 0.6,
                lineHeight: 1.3,
                // Small text: the darker (light mode) or lighter (dark mode) shade keeps WCAG AA contrast.
                color:
                  counts[tile.key] > 0
                    ? theme.palette.mode === 'dark'
                      ? theme.palette[tile.tone].light
                      : darken(theme.palette[tile.tone].dark, 0.25)
                    : theme.palette.text.secondary,
              })}
            >
              {t(tile.label)}
            </Typography>
            <Typography component="dd" sx={{ m: 0, fontSize: '1.375rem', fontWeight: 700, lineHeight: 1.2 }}>
              {formatCount(counts[tile.key])}
            </Typography>
          </Box>
        ))}
      </Stack>
      <Stack direction="row" spacing={1} sx={{ flexShrink: 0 }}>
        <Button
          variant="outlined"
          color="inherit"
          onClick={onCancel}
          disabled={busy !== undefined}
          loading={busy === 'cancel'}
          sx={{
            flex: { xs: 1, sm: '0 0 auto' },
            whiteSpace: { xs: 'normal', sm: 'nowrap' },
            lineHeight: 1.3,
          }}
        >
          {t('cancelImport')}
        </Button>
        <Tooltip title={submittable ? '' : t('importNothingToSubmit')}>
          <Box component="span" sx={{ flex: { xs: 1, sm: '0 0 auto' }, display: 'flex' }}>
            <Button
              variant="contained"
              onClick={onSubmit}
              disabled={!submittable || busy !== undefined}
              loading={busy === 'accept'}
              sx={{ flex: 1, whiteSpace: { xs: 'normal', sm: 'nowrap' }, lineHeight: 1.3 }}
            >
              {t('submitRequests')}
            </Button>
          </Box>
        </Tooltip>
      </Stack>
    </Box>
  );
});
