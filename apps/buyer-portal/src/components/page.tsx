import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { useDocumentTitle } from '../lib/use-document-title.ts';

/** A screen inside the shell: sets the document title and shows the heading as the page's h1. */
export function Page({
  title,
  heading,
  overline,
  actions,
  children,
}: {
  title: string;
  heading?: ReactNode;
  overline?: ReactNode;
  actions?: ReactNode;
  children?: ReactNode;
}) {
  useDocumentTitle(title);
  return (
    <Box>
      <Stack
        direction={{ xs: 'column', sm: 'row' }}
        spacing={2}
        sx={{ alignItems: { sm: 'flex-end' }, justifyContent: 'space-between', mb: 3 }}
      >
        <Box>
          {overline ? (
            <Typography variant="overline" component="p" sx={{ color: 'text.secondary', lineHeight: 1.6 }}>
              {overline}
            </Typography>
          ) : null}
          <Typography variant="h1" component="h1">
            {heading ?? title}
          </Typography>
        </Box>
        {actions}
      </Stack>
      {children}
    </Box>
  );
}
