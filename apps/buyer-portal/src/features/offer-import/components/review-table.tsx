/** The table of a Review Import section: one table on wide screens, a card per row on a phone. */

import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import { useTheme } from '@mui/material/styles';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import { Fragment, type ReactNode } from 'react';
import { visuallyHidden } from '../../../components/visually-hidden.ts';

export type Column<T> = {
  key: string;
  label: string;
  align?: 'left' | 'right';
  /** Desktop column width (the table has a fixed layout, so groups line up). */
  width: string;
  /** Keep the value on one line on a desktop (codes, numbers). */
  nowrap?: boolean;
  /** On a phone the cell spans the card's width. */
  wide?: boolean;
  /** On a phone an empty value is left out. */
  hideEmpty?(row: T): boolean;
  render(row: T): ReactNode;
};

/** A run of rows, optionally under a group heading (section 3 groups by group name, F-013). */
export type RowGroup<T> = { key: string; heading?: string; caption?: string; rows: readonly T[] };

/** The item cell: description over its item number (and warehouse), as the cart shows an item. */
export function ItemCell({ title, caption }: { title: string; caption: string }) {
  return (
    <Box sx={{ minWidth: 0 }}>
      <Typography variant="body2" sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>
        {title}
      </Typography>
      <Typography variant="caption" sx={{ color: 'text.secondary', overflowWrap: 'anywhere' }}>
        {caption}
      </Typography>
    </Box>
  );
}

const headSx = {
  color: 'text.secondary',
  fontSize: '0.75rem',
  fontWeight: 600,
  textTransform: 'uppercase',
  letterSpacing: 0.4,
  lineHeight: 1.3,
} as const;

const groupId = (key: string) => `import-group-${key.replace(/[^A-Za-z0-9_-]/g, '_')}`;

function GroupHeading({ group }: { group: RowGroup<unknown> }) {
  return (
    <Stack direction="row" spacing={1} sx={{ alignItems: 'baseline' }}>
      <Typography id={groupId(group.key)} variant="h3" sx={{ fontSize: '0.9375rem', fontWeight: 700 }}>
        {group.heading}
      </Typography>
      {group.caption ? (
        <Typography variant="caption" sx={{ color: 'text.secondary' }}>
          {group.caption}
        </Typography>
      ) : null}
    </Stack>
  );
}

/**
 * The rows of one review section: one table on wide screens (group headings as full-width rows, so the columns
 * line up across groups); on a phone each row is a card with the column names as small labels over their
 * values (the cart's layout), so nothing scrolls sideways.
 */
export function ReviewTable<T>({
  groups,
  rowKey,
  rowLabel,
  columns,
  action,
}: {
  groups: readonly RowGroup<T>[];
  rowKey(row: T): string;
  /** The row's accessible name on a phone (the item). */
  rowLabel(row: T): string;
  columns: Column<T>[];
  action?: { label: string; render(row: T): ReactNode };
}) {
  const theme = useTheme();
  const wide = useMediaQuery(theme.breakpoints.up('md'), { noSsr: true });
  const span = columns.length + (action ? 1 : 0);

  if (wide) {
    return (
      <Table size="small" sx={{ tableLayout: 'fixed' }}>
        <TableHead>
          <TableRow>
            {columns.map((c) => (
              <TableCell key={c.key} align={c.align} sx={{ ...headSx, width: c.width }}>
                {c.label}
              </TableCell>
            ))}
            {action ? (
              <TableCell sx={{ width: 64 }}>
                <Box component="span" sx={visuallyHidden}>
                  {action.label}
                </Box>
              </TableCell>
            ) : null}
          </TableRow>
        </TableHead>
        <TableBody>
          {groups.map((group) => (
            <Fragment key={group.key}>
              {group.heading ? (
                <TableRow>
                  <TableCell
                    component="th"
                    scope="colgroup"
                    colSpan={span}
                    sx={{ bgcolor: 'action.hover', py: 1 }}
                  >
                    <GroupHeading group={group as RowGroup<unknown>} />
                  </TableCell>
                </TableRow>
              ) : null}
              {group.rows.map((row) => (
                <TableRow key={rowKey(row)} hover sx={{ '&:last-child td': { borderBottom: 0 } }}>
                  {columns.map((c) => (
                    <TableCell
                      key={c.key}
                      align={c.align}
                      sx={{ verticalAlign: 'top', py: 1.25, whiteSpace: c.nowrap ? 'nowrap' : undefined }}
                    >
                      {c.render(row)}
                    </TableCell>
                  ))}
                  {action ? (
                    <TableCell align="right" sx={{ py: 0.5, verticalAlign: 'middle' }}>
                      {action.render(row)}
                    </TableCell>
                  ) : null}
                </TableRow>
              ))}
            </Fragment>
          ))}
        </TableBody>
      </Table>
    );
  }

  const [first, ...rest] = columns;
  return (
    <Box>
      {groups.map((group) => (
        <Box
          key={group.key}
          component={group.heading ? 'section' : 'div'}
          aria-labelledby={group.heading ? groupId(group.key) : undefined}
        >
          {group.heading ? (
            <Box sx={{ px: 1.5, py: 1, bgcolor: 'action.hover', borderTop: 1, borderColor: 'divider' }}>
              <GroupHeading group={group as RowGroup<unknown>} />
            </Box>
          ) : null}
          <Box component="ul" sx={{ listStyle: 'none', m: 0, p: 0 }}>
            {group.rows.map((row) => (
              <Box
                component="li"
                key={rowKey(row)}
                aria-label={rowLabel(row)}
                sx={{ px: 1.5, py: 1.5, borderTop: 1, borderColor: 'divider' }}
              >
                <Box sx={{ display: 'flex', alignItems: 'flex-start', gap: 1 }}>
                  <Box sx={{ flex: 1, minWidth: 0 }}>{first?.render(row)}</Box>
                  {action ? <Box sx={{ mt: -0.5, mr: -0.5 }}>{action.render(row)}</Box> : null}
                </Box>
                <Box
                  sx={{
                    display: 'grid',
                    gridTemplateColumns: 'repeat(2, minmax(0, 1fr))',
                    columnGap: 2,
                    rowGap: 1,
                    mt: 1,
                  }}
                >
                  {rest
                    .filter((c) => !c.hideEmpty?.(row))
                    .map((c) => (
                      <Box key={c.key} sx={{ minWidth: 0, gridColumn: c.wide ? '1 / -1' : undefined }}>
                        <Typography component="div" variant="caption" sx={{ ...headSx, display: 'block' }}>
                          {c.label}
                        </Typography>
                        <Box
                          sx={{ typography: 'body2', fontWeight: 500, mt: 0.25, overflowWrap: 'anywhere' }}
                        >
                          {c.render(row)}
                        </Box>
                      </Box>
                    ))}
                </Box>
              </Box>
            ))}
          </Box>
        </Box>
      ))}
    </Box>
  );
}
