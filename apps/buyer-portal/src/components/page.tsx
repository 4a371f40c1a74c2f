import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { useDocumentTitle } from '../lib/use-document-title.ts';
import { BackLink, type BackLinkTarget } from './back-link.tsx';

/**
 * A screen inside the shell: sets the document title and shows the heading as the page's h1, under the
 * screen's back link (`back`: where it leads) when it has one.
 */
export function Page({
  title,
  heading,
  back,
  overline,
  actions,
  children,
}: {
  title: string;
  heading?: ReactNode;
  back?: BackLinkTarget;
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
          {back ? (
            <Box sx={{ mb: 1 }}>
              <BackLink to={back} />
            </Box>
          ) : null}
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
