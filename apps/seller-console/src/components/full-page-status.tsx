import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import type { ReactNode } from 'react';

/** A centred spinner (with an accessible label) or message for the whole viewport. */
export function FullPageStatus({ label, children }: { label: string; children?: ReactNode }) {
  return (
    <Box
      component="main"
      sx={{ minHeight: '100dvh', display: 'grid', placeItems: 'center', p: 3, bgcolor: 'background.default' }}
    >
      {children ?? <CircularProgress aria-label={label} />}
    </Box>
  );
}
