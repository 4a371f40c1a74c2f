import CheckCircleOutline from '@mui/icons-material/CheckCircleOutlineOutlined';
import HighlightOff from '@mui/icons-material/HighlightOff';
import Percent from '@mui/icons-material/Percent';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { alpha } from '@mui/material/styles';
import Typography from '@mui/material/Typography';
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
      <Button
        size="small"
        variant="contained"
        color="success"
        startIcon={<CheckCircleOutline />}
        onClick={onAccept}
        disabled={disabled}
      >
        {t('consoleAcceptSelected')}
      </Button>
      <Button size="small" variant="outlined" startIcon={<Percent />} onClick={onCounter} disabled={disabled}>
        {t('consoleCounterSelected')}
      </Button>
      <Button
        size="small"
        variant="outlined"
        color="error"
        startIcon={<HighlightOff />}
        onClick={onReject}
        disabled={disabled}
      >
        {t('consoleRejectSelected')}
      </Button>
      <Button size="small" onClick={onClear} disabled={disabled}>
        {t('consoleClearSelection')}
      </Button>
    </Box>
  );
}
