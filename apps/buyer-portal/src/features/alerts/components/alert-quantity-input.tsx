import Box from '@mui/material/Box';
import InputBase from '@mui/material/InputBase';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { ALERT_MARK, splitAround } from '../logic/alert-sentence.ts';

/**
 * E-010 / E-011: 'Alert me when you add [ n ] units' with the number typed inside the sentence, and the
 * 'increments of N' hint when the item's increment is above 1. The input's accessible name is the whole
 * sentence with the saved (or default) quantity.
 */
export function AlertQuantityInput({
  id,
  value,
  labelQuantity,
  incrementSize,
  disabled,
  autoFocus,
  onChange,
  onBlur,
  onEnter,
  error,
}: {
  id: string;
  value: string;
  labelQuantity: number;
  incrementSize: number;
  disabled?: boolean;
  autoFocus?: boolean;
  onChange(value: string): void;
  onBlur?(): void;
  onEnter?(): void;
  /** Why the value cannot be saved; shown under the sentence and read with the input. */
  error?: string | undefined;
}) {
  const { t } = useTranslation();
  const [before, after] = splitAround(t('alertMeWhenYouAdd', { alert: ALERT_MARK }));
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  const describedBy = [incrementSize > 1 ? hintId : undefined, error ? errorId : undefined]
    .filter(Boolean)
    .join(' ');
  return (
    <Box>
      <Box
        sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', columnGap: 1, rowGap: 0.5 }}
        aria-hidden={false}
      >
        {before ? (
          <Typography component="span" variant="body2" aria-hidden>
            {before}
          </Typography>
        ) : null}
        <InputBase
          id={id}
          value={value}
          disabled={disabled}
          autoFocus={autoFocus}
          onChange={(e) => onChange(e.target.value.replace(/[^\d]/g, ''))}
          onBlur={onBlur}
          onKeyDown={(e) => {
            if (e.key === 'Enter' && onEnter) {
              e.preventDefault();
              onEnter();
            }
          }}
          inputProps={{
            inputMode: 'numeric',
            autoComplete: 'off',
            'aria-label': t('alertMeWhenYouAdd', { alert: labelQuantity }),
            ...(describedBy ? { 'aria-describedby': describedBy } : {}),
            ...(error ? { 'aria-invalid': true } : {}),
          }}
          sx={{
            width: { xs: '7ch', sm: '9ch' },
            px: 1,
            py: 0.25,
            border: 1,
            borderColor: 'divider',
            borderRadius: 1,
            fontVariantNumeric: 'tabular-nums',
            fontWeight: 600,
            '& input': { textAlign: 'right', p: 0.5 },
            '&.Mui-focused': {
              borderColor: 'primary.main',
              boxShadow: (th) => `0 0 0 1px ${th.palette.primary.main}`,
            },
          }}
        />
        {after ? (
          <Typography component="span" variant="body2" aria-hidden>
            {after}
          </Typography>
        ) : null}
      </Box>
      {incrementSize > 1 ? (
        <Typography id={hintId} variant="caption" component="p" sx={{ color: 'text.secondary', mt: 0.5 }}>
          {t('incrementsOf', { n: incrementSize })}
        </Typography>
      ) : null}
      {error ? (
        <Typography
          id={errorId}
          role="alert"
          variant="caption"
          component="p"
          sx={{ color: 'error.main', mt: 0.5 }}
        >
          {error}
        </Typography>
      ) : null}
    </Box>
  );
}
