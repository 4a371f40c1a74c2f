import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Stack from '@mui/material/Stack';
import type { Theme } from '@mui/material/styles';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import type { StockUploadReview as Review, StockUploadValues } from '@portico/contract';

/** Rows shown in the review; the counts cover them all, and apply applies them all. */
const SHOWN_ROWS = 500;

const CHANGE_LABEL = { update: 'Update', new: 'New', unchanged: 'Unchanged' } as const;

function Diff({
  before,
  after,
  pick,
  format,
}: {
  before: StockUploadValues | null;
  after: StockUploadValues;
  pick: keyof StockUploadValues;
  format: (n: number) => string;
}) {
  if (!before) return <>{format(after[pick])}</>;
  if (before[pick] === after[pick]) return <Box sx={{ color: 'text.secondary' }}>{format(after[pick])}</Box>;
  return (
    <Box sx={{ whiteSpace: 'nowrap' }}>
      <Box component="span" sx={{ color: 'text.secondary', textDecoration: 'line-through', mr: 0.75 }}>
        {format(before[pick])}
      </Box>
      <Box component="span" sx={{ fontWeight: 700 }}>
        {format(after[pick])}
      </Box>
    </Box>
  );
}

/** The review of an upload before it applies: counts, the changed rows first, and every row's error. */
export function UploadReview({ review, money }: { review: Review; money: (n: number) => string }) {
  const { counts } = review;
  // A phone lists the rows one under another: five columns do not fit 390 px.
  const isPhone = useMediaQuery((theme: Theme) => theme.breakpoints.down('sm'));
  const rows = [...review.rows].sort(
    (a, b) => Number(a.change === 'unchanged') - Number(b.change === 'unchanged') || a.row - b.row,
  );
  const qty = (n: number) => n.toLocaleString('en-US');
  return (
    <Stack spacing={2}>
      <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap' }} aria-label="Summary">
        <Chip color="primary" label={`${counts.update} to update`} />
        <Chip color="success" variant="outlined" label={`${counts.new} new`} />
        <Chip variant="outlined" label={`${counts.unchanged} unchanged`} />
        <Chip
          color={counts.errors ? 'error' : 'default'}
          variant="outlined"
          label={`${counts.errors} ${counts.errors === 1 ? 'error' : 'errors'}`}
        />
      </Stack>
      {review.errors.length > 0 && (
        <Alert severity="error" variant="outlined">
          <Typography variant="subtitle2" component="h3">
            Rows that will not be applied
          </Typography>
          <List dense disablePadding aria-label="Row errors">
            {review.errors.slice(0, SHOWN_ROWS).map((e) => (
              <ListItem key={e.row} disableGutters sx={{ py: 0 }}>
                <ListItemText primary={`Row ${e.row}: ${e.message}`} />
              </ListItem>
            ))}
          </List>
          {review.errors.length > SHOWN_ROWS && `… and ${review.errors.length - SHOWN_ROWS} more`}
        </Alert>
      )}
      {counts.update + counts.new === 0 ? (
        <Alert severity="info">Nothing to apply: every row matches the stock or has an error.</Alert>
      ) : null}
      {rows.length > 0 && isPhone && (
        <List
          disablePadding
          aria-label="Reviewed rows"
          sx={{ border: 1, borderColor: 'divider', borderRadius: 1 }}
        >
          {rows.slice(0, SHOWN_ROWS).map((r) => (
            <ListItem key={r.row} divider sx={{ display: 'block', py: 1.25 }}>
              <Stack
                direction="row"
                spacing={1}
                sx={{ justifyContent: 'space-between', alignItems: 'center' }}
              >
                <Typography variant="body2" sx={{ fontFamily: 'monospace', wordBreak: 'break-all' }}>
                  {r.itemNumberWarehouse}
                </Typography>
                <Chip
                  size="small"
                  label={CHANGE_LABEL[r.change]}
                  color={r.change === 'unchanged' ? 'default' : 'primary'}
                  variant={r.change === 'unchanged' ? 'outlined' : 'filled'}
                />
              </Stack>
              <Typography variant="caption" color="text.secondary" component="p">
                Row {r.row} · {r.description}
              </Typography>
              <Stack direction="row" spacing={3} sx={{ mt: 0.5 }}>
                <Box>
                  <Typography variant="caption" color="text.secondary" component="p">
                    Available
                  </Typography>
                  <Diff before={r.before} after={r.after} pick="quantityAvailable" format={qty} />
                </Box>
                <Box>
                  <Typography variant="caption" color="text.secondary" component="p">
                    List price
                  </Typography>
                  <Diff before={r.before} after={r.after} pick="listPrice" format={money} />
                </Box>
              </Stack>
            </ListItem>
          ))}
        </List>
      )}
      {rows.length > 0 && !isPhone && (
        <TableContainer
          sx={{ maxHeight: { xs: 'none', sm: 420 }, border: 1, borderColor: 'divider', borderRadius: 1 }}
        >
          <Table size="small" stickyHeader aria-label="Reviewed rows">
            <TableHead>
              <TableRow>
                <TableCell>Row</TableCell>
                <TableCell>Item</TableCell>
                <TableCell>Change</TableCell>
                <TableCell align="right">Available</TableCell>
                <TableCell align="right">List price</TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {rows.slice(0, SHOWN_ROWS).map((r) => (
                <TableRow key={r.row}>
                  <TableCell>{r.row}</TableCell>
                  <TableCell>
                    <Typography variant="body2" sx={{ fontFamily: 'monospace' }}>
                      {r.itemNumberWarehouse}
                    </Typography>
                    <Typography variant="caption" color="text.secondary">
                      {r.description}
                    </Typography>
                  </TableCell>
                  <TableCell>
                    <Chip
                      size="small"
                      label={CHANGE_LABEL[r.change]}
                      color={r.change === 'unchanged' ? 'default' : 'primary'}
                      variant={r.change === 'unchanged' ? 'outlined' : 'filled'}
                    />
                  </TableCell>
                  <TableCell align="right">
                    <Diff before={r.before} after={r.after} pick="quantityAvailable" format={qty} />
                  </TableCell>
                  <TableCell align="right">
                    <Diff before={r.before} after={r.after} pick="listPrice" format={money} />
                  </TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </TableContainer>
      )}
      {rows.length > SHOWN_ROWS && (
        <Typography variant="body2" color="text.secondary">
          Showing the first {SHOWN_ROWS} of {rows.length} rows; Apply applies all of them.
        </Typography>
      )}
    </Stack>
  );
}
