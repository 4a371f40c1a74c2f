import CheckCircleOutline from '@mui/icons-material/CheckCircleOutlineOutlined';
import HighlightOff from '@mui/icons-material/HighlightOff';
import Percent from '@mui/icons-material/Percent';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { alpha, type Theme } from '@mui/material/styles';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import { t } from '../../../lib/i18n.ts';
import { formatQuantity, offersWord } from '../logic/format.ts';

type SelectionBarProps = {
  count: number;
  /** Offerable to widen the selection from this page to every offer of the filtered list. */
  canSelectAll: boolean;
  total: number;
  disabled: boolean;
  onAccept(): void;
  onCounter(): void;
  onReject(): void;
  onSelectAll(): void;
  onClear(): void;
};

/** Bulk answers for the selected rows (DESIGN §1: "in bulk too"). */
export function SelectionBar({
  count,
  canSelectAll,
  total,
  disabled,
  onAccept,
  onCounter,
  onReject,
  onSelectAll,
  onClear,
}: SelectionBarProps) {
  // A phone's bar stays two rows (a fifth of the screen was three): the answers by their short names in one row,
  // each still named in full for a screen reader.
  const isPhone = useMediaQuery((theme: Theme) => theme.breakpoints.down('sm'));
  const answer = (full: string, short: string) =>
    isPhone
      ? { 'aria-label': full, children: short, sx: { flex: '1 1 0', minWidth: 0 } }
      : { children: full };
  return (
    <Box
      role="region"
      aria-label={t('consoleSelectedOffers')}
      sx={(theme) => ({
        display: 'flex',
        flexWrap: 'wrap',
        alignItems: 'center',
        gap: 1,
        px: 2,
        py: 1,
        borderRadius: 1,
        // Stays in reach under the app bar while the seller scrolls a long inbox.
        position: 'sticky',
        top: { xs: 64, sm: 72 },
        zIndex: 2,
        bgcolor: theme.palette.background.paper,
        backgroundImage: `linear-gradient(${alpha(theme.palette.primary.main, 0.1)}, ${alpha(theme.palette.primary.main, 0.1)})`,
        boxShadow: theme.shadows[2],
      })}
    >
      <Typography sx={{ fontWeight: 600, mr: 1 }} aria-live="polite">
        {formatQuantity(count)} {t('consoleSelected')}
      </Typography>
      {canSelectAll && (
        <Button size="small" onClick={onSelectAll}>
          {t('consoleSelectAll')} {offersWord(total)}
        </Button>
      )}
      <Box sx={{ flexGrow: 1 }} />
      <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap', width: { xs: '100%', sm: 'auto' } }}>
        <Button
          size="small"
          variant="contained"
          color="success"
          startIcon={isPhone ? undefined : <CheckCircleOutline />}
          onClick={onAccept}
          disabled={disabled}
          {...answer(t('consoleAcceptSelected'), t('consoleAccept'))}
        />
        <Button
          size="small"
          variant="outlined"
          startIcon={isPhone ? undefined : <Percent />}
          onClick={onCounter}
          disabled={disabled}
          {...answer(t('consoleCounterSelected'), t('consoleCounter'))}
        />
        <Button
          size="small"
          variant="outlined"
          color="error"
          startIcon={isPhone ? undefined : <HighlightOff />}
          onClick={onReject}
          disabled={disabled}
          {...answer(t('consoleRejectSelected'), t('consoleReject'))}
        />
        <Button
          size="small"
          onClick={onClear}
          disabled={disabled}
          {...answer(t('consoleClearSelection'), t('consoleClear'))}
        />
      </Box>
    </Box>
  );
}
