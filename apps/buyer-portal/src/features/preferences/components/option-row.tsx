import EditOutlined from '@mui/icons-material/EditOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

/**
 * One option row (J-002, I-010): a summary with an edit icon, or the editor with a DONE button. DONE validates
 * and closes the row (I-011); the parent decides. Kept small and self-contained: the checkout page has its own.
 */
export function OptionRow({
  title,
  optional,
  open,
  summary,
  editor,
  onEdit,
  onDone,
}: {
  title: string;
  optional?: boolean;
  open: boolean;
  summary: ReactNode;
  editor: ReactNode;
  onEdit(): void;
  onDone(): void;
}) {
  const { t } = useTranslation();
  return (
    <Box
      component="section"
      aria-label={title}
      sx={{
        display: 'grid',
        gridTemplateColumns: { xs: '1fr auto', md: '220px 1fr auto' },
        columnGap: 2,
        rowGap: 1,
        px: { xs: 2, sm: 3 },
        py: 2,
        '& + &': { borderTop: 1, borderColor: 'divider' },
      }}
    >
      <Typography
        component="h2"
        variant="subtitle1"
        sx={{ fontWeight: 700, gridColumn: { xs: '1', md: '1' } }}
      >
        {title}
        {optional ? (
          <Typography
            component="span"
            variant="body2"
            sx={{ color: 'text.secondary', ml: 0.25, fontWeight: 400 }}
          >
            {' '}
            {t('optional')}
          </Typography>
        ) : null}
      </Typography>
      <Box sx={{ gridColumn: { xs: '1 / -1', md: '2' }, gridRow: { xs: '2', md: '1' }, minWidth: 0 }}>
        {open ? (
          <Stack spacing={2}>
            {editor}
            <Box>
              <Button variant="contained" onClick={onDone}>
                {t('done')}
              </Button>
            </Box>
          </Stack>
        ) : (
          summary
        )}
      </Box>
      <Box sx={{ gridColumn: { xs: '2', md: '3' }, gridRow: '1', justifySelf: 'end' }}>
        {open ? null : (
          <IconButton
            aria-label={t('editSection', { section: title })}
            onClick={onEdit}
            size="small"
            sx={{ mt: -0.5 }}
          >
            <EditOutlined fontSize="small" />
          </IconButton>
        )}
      </Box>
    </Box>
  );
}
