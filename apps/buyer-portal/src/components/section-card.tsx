import EditOutlined from '@mui/icons-material/EditOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

/**
 * One shipping-and-billing row of the checkout (I-010) and of the order details page (L-023): the section title
 * with a summary and an edit icon, or the editor with DONE. DONE validates and closes the row only when valid
 * (I-011, the reducer decides); `errors` are the row's messages. `readOnly` rows (the order's permission does not
 * allow the change) show the summary without the edit icon.
 */
export function SectionCard({
  id,
  title,
  optional,
  open,
  summary,
  editor,
  extra,
  errors,
  disabled,
  readOnly,
  onEdit,
  onDone,
}: {
  id: string;
  title: string;
  optional?: boolean;
  open: boolean;
  summary: ReactNode;
  editor: ReactNode;
  /** Parts of the row shown in both views (insurance and instructions under the shipping method). */
  extra?: ReactNode;
  errors: readonly string[];
  disabled?: boolean;
  readOnly?: boolean;
  onEdit(): void;
  onDone(): void;
}) {
  const { t } = useTranslation();
  const headingId = `${id}-heading`;
  return (
    <Paper
      component="section"
      aria-labelledby={headingId}
      variant="outlined"
      data-testid={`section-${id}`}
      sx={{ p: { xs: 2, sm: 2.5 }, borderRadius: 2 }}
    >
      <Stack direction="row" sx={{ alignItems: 'center', justifyContent: 'space-between', mb: 1 }}>
        <Typography id={headingId} variant="h3" component="h2" sx={{ fontSize: '1.05rem', fontWeight: 600 }}>
          {title}
          {optional ? (
            // The space is text, so the heading reads 'Additional Services (optional)' to a screen reader too.
            <Typography component="span" sx={{ ml: 0.75, color: 'text.secondary', fontSize: '0.875rem' }}>
              {' '}
              {t('optional')}
            </Typography>
          ) : null}
        </Typography>
        {open || readOnly ? null : (
          <IconButton
            size="small"
            aria-label={t('editSection', { section: title })}
            onClick={onEdit}
            disabled={disabled}
          >
            <EditOutlined fontSize="small" />
          </IconButton>
        )}
      </Stack>
      {open && !readOnly ? (
        <Box>
          {editor}
          {errors.length > 0 ? (
            <Box role="alert" sx={{ mt: 1 }}>
              {errors.map((message) => (
                <Typography key={message} variant="body2" sx={{ color: 'error.main' }}>
                  {message}
                </Typography>
              ))}
            </Box>
          ) : null}
          <Stack direction="row" sx={{ justifyContent: 'flex-end', mt: 1.5 }}>
            <Button variant="contained" size="small" onClick={onDone} disabled={disabled}>
              {t('done')}
            </Button>
          </Stack>
        </Box>
      ) : (
        <Box sx={{ color: 'text.secondary' }}>{summary}</Box>
      )}
      {extra}
    </Paper>
  );
}
