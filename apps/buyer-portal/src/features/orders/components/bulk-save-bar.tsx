import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useEffect, useLayoutEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { MOBILE_BAR_HEIGHT } from '../../../lib/layout.ts';

/** L-025 / P: the bulk-save count animates for 3 seconds after it changes. */
export const BULK_SAVE_COUNT_ANIMATION_MS = 3000;

/**
 * The bulk-save bar (L-024, L-025): shown while there are pending changes, with their count (which pulses for
 * 3 s whenever it changes), Save Changes and Discard. It sticks to the bottom of the screen (above the phone's
 * menu bar) and comes to rest at the end of the page; while shown, the page's scroll padding keeps a control
 * reached with the keyboard above it, not behind it.
 */
export function BulkSaveBar({
  count,
  saving,
  notice,
  onSave,
  onDiscard,
}: {
  count: number;
  saving: boolean;
  notice?: string | undefined;
  onSave(): void;
  onDiscard(): void;
}) {
  const { t } = useTranslation();
  const [animating, setAnimating] = useState(false);
  const previous = useRef(count);
  useEffect(() => {
    if (previous.current === count) return;
    previous.current = count;
    setAnimating(true);
    const timer = setTimeout(() => setAnimating(false), BULK_SAVE_COUNT_ANIMATION_MS);
    return () => clearTimeout(timer);
  }, [count]);
  const shown = count > 0;
  const bar = useRef<HTMLDivElement>(null);
  useLayoutEffect(() => {
    const el = bar.current;
    if (!shown || !el) return;
    const root = document.documentElement;
    const update = () => {
      const offset = Number.parseFloat(getComputedStyle(el).bottom) || 0;
      root.style.scrollPaddingBottom = `${Math.ceil(el.offsetHeight + offset + 8)}px`;
    };
    update();
    const observer = typeof ResizeObserver === 'undefined' ? undefined : new ResizeObserver(update);
    observer?.observe(el);
    window.addEventListener('resize', update);
    return () => {
      observer?.disconnect();
      window.removeEventListener('resize', update);
      root.style.scrollPaddingBottom = '';
    };
  }, [shown]);
  if (!shown) return null;
  return (
    <Paper
      ref={bar}
      elevation={8}
      role="region"
      aria-label={t('pendingChanges', { count, n: count })}
      sx={{
        position: 'sticky',
        bottom: { xs: MOBILE_BAR_HEIGHT + 8, md: 16 },
        zIndex: (theme) => theme.zIndex.appBar - 1,
        mt: 2,
        px: { xs: 1.5, sm: 2.5 },
        py: 1.25,
        borderRadius: 2,
        border: 1,
        borderColor: 'primary.main',
      }}
    >
      <Stack
        direction={{ xs: 'column', sm: 'row' }}
        spacing={1}
        sx={{ alignItems: { sm: 'center' }, justifyContent: 'space-between' }}
      >
        <Box>
          <Typography
            role="status"
            sx={{
              fontWeight: 700,
              display: 'inline-block',
              '@keyframes porticoPendingPulse': {
                '0%': { transform: 'scale(1)' },
                '50%': { transform: 'scale(1.12)', color: 'primary.main' },
                '100%': { transform: 'scale(1)' },
              },
              animation: animating ? 'porticoPendingPulse 1s ease-in-out 3' : 'none',
              '@media (prefers-reduced-motion: reduce)': { animation: 'none' },
            }}
            data-animating={animating ? 'true' : 'false'}
          >
            {t('pendingChanges', { count, n: count })}
          </Typography>
          {notice ? (
            <Typography variant="body2" sx={{ color: 'warning.main' }}>
              {notice}
            </Typography>
          ) : null}
        </Box>
        <Stack direction="row" spacing={1}>
          <Button onClick={onDiscard} disabled={saving}>
            {t('discardChanges')}
          </Button>
          <Button variant="contained" onClick={onSave} disabled={saving}>
            {t('saveChanges')}
          </Button>
        </Stack>
      </Stack>
    </Paper>
  );
}
