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
import type {
  StockUploadReview as Review,
  StockUploadConflictChoice,
  StockUploadError,
  StockUploadRow,
  StockUploadValues,
} from '@portico/contract';
import { t } from '../../../lib/i18n.ts';
import { type UploadWarning, uploadWarnings } from '../logic/upload-warnings.ts';
import { ConflictRows } from './conflict-rows.tsx';

/** Rows shown in the review; the counts cover them all, and apply applies them all. */
const SHOWN_ROWS = 500;

const CHANGE_LABEL = {
  update: t('consoleUpdate'),
  new: t('consoleNew'),
  unchanged: t('consoleUnchanged'),
  conflict: t('consoleChangedSinceExport'),
} as const;

/** An unchanged row whose item moved since the export: the file's old values are not written back. */
const isKeptSinceExport = (r: StockUploadRow) =>
  r.change === 'unchanged' &&
  r.sinceExport === 'changed' &&
  r.before !== null &&
  (r.before.quantityAvailable !== r.after.quantityAvailable || r.before.listPrice !== r.after.listPrice);
/** What the row leaves in stock: an unchanged row keeps today's values, whatever the file says. */
const shownAfter = (r: StockUploadRow) => (r.change === 'unchanged' && r.before ? r.before : r.after);
const changeLabel = (r: StockUploadRow) =>
  isKeptSinceExport(r) ? t('consoleUnchangedChangedSinceExport') : CHANGE_LABEL[r.change];

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

/** A list of row messages under a heading (errors, rows to check, notes); nothing when there are none. */
function RowMessages(props: {
  severity: 'error' | 'warning' | 'info';
  heading: string;
  label: string;
  lines: { key: string; text: string }[];
}) {
  const { lines } = props;
  if (lines.length === 0) return null;
  return (
    <Alert severity={props.severity} variant="outlined">
      <Typography variant="subtitle2" component="h3">
        {props.heading}
      </Typography>
      <List dense disablePadding aria-label={props.label}>
        {lines.slice(0, SHOWN_ROWS).map((line) => (
          <ListItem key={line.key} disableGutters sx={{ py: 0 }}>
            <ListItemText primary={line.text} />
          </ListItem>
        ))}
      </List>
      {lines.length > SHOWN_ROWS && t('consoleAndMore', { value: lines.length - SHOWN_ROWS })}
    </Alert>
  );
}

/**
 * The review of an upload before it applies: counts, the rows changed since the export (each needs a choice),
 * the changed rows, and every row's error. A file without the export's Version column is said to be unchecked.
 */
/** A refused or noted row, named by its row number and the Item # and Warehouse it holds. */
const rowMessage = (m: StockUploadError) =>
  m.item === null
    ? t('consoleRow3', { row: m.row, message: m.message })
    : t('consoleRowItemMessage', { row: m.row, item: m.item, message: m.message });

export function UploadReview({
  review,
  money,
  choices,
  onChoose,
}: {
  review: Review;
  money: (n: number) => string;
  choices: Record<number, StockUploadConflictChoice>;
  onChoose(row: number, choice: StockUploadConflictChoice): void;
}) {
  const { counts } = review;
  // A phone lists the rows one under another: five columns do not fit 390 px.
  const isPhone = useMediaQuery((theme: Theme) => theme.breakpoints.down('sm'));
  const conflicts = review.rows.filter((r) => r.change === 'conflict');
  const rows = review.rows
    .filter((r) => r.change !== 'conflict')
    .sort((a, b) => Number(a.change === 'unchanged') - Number(b.change === 'unchanged') || a.row - b.row);
  const qty = (n: number) => n.toLocaleString('en-US');
  const warnings = uploadWarnings(review.rows);
  const warningText = (w: UploadWarning) => {
    const what =
      w.kind === 'cut'
        ? t('consoleUploadBigCut', {
            row: w.row,
            item: w.itemNumberWarehouse,
            from: money(w.from),
            to: money(w.to),
            percent: w.percent,
          })
        : t('consoleUploadZero', { row: w.row, item: w.itemNumberWarehouse });
    return w.offers > 0 ? `${what}; ${t('consoleUploadOpenOffers', { count: w.offers, n: w.offers })}` : what;
  };
  return (
    <Stack spacing={2}>
      <Stack
        direction="row"
        spacing={1}
        useFlexGap
        sx={{ flexWrap: 'wrap' }}
        aria-label={t('consoleSummary')}
      >
        <Chip color="primary" label={t('consoleToUpdate', { update: counts.update })} />
        <Chip color="success" variant="outlined" label={t('consoleNew2', { new: counts.new })} />
        <Chip variant="outlined" label={t('consoleUnchanged2', { unchanged: counts.unchanged })} />
        {counts.conflicts > 0 && (
          <Chip color="warning" label={t('consoleChangedSinceExport2', { conflicts: counts.conflicts })} />
        )}
        <Chip
          color={counts.errors ? 'error' : 'default'}
          variant="outlined"
          label={t('consoleErrorCount', { count: counts.errors, n: counts.errors })}
        />
      </Stack>
      <RowMessages
        severity="error"
        heading={t('consoleRowsThatWillNotBeApplied')}
        label={t('consoleRowErrors')}
        lines={review.errors.map((e) => ({
          key: String(e.row),
          text: rowMessage(e),
        }))}
      />
      <RowMessages
        severity="warning"
        heading={t('consoleCheckTheseRowsFirst')}
        label={t('consoleUploadWarnings')}
        lines={warnings.map((w) => ({ key: `${w.kind}-${w.row}`, text: warningText(w) }))}
      />
      <RowMessages
        severity="info"
        heading={t('consoleColumnsAnUploadDoesNotChange')}
        label={t('consoleUploadNotes')}
        lines={review.notes.map((n) => ({
          key: String(n.row),
          text: rowMessage(n),
        }))}
      />
      {!review.versionColumn && <Alert severity="info">{t('consoleThisFileHasNoVersionColumn')}</Alert>}
      {conflicts.length > 0 && (
        <ConflictRows rows={conflicts} choices={choices} onChoose={onChoose} format={{ qty, money }} />
      )}
      {counts.update + counts.new + counts.conflicts === 0 ? (
        <Alert severity="info">{t('consoleNothingToApplyEveryRowMatches')}</Alert>
      ) : null}
      {rows.length > 0 && isPhone && (
        <List
          disablePadding
          aria-label={t('consoleReviewedRows')}
          sx={{ border: 1, borderColor: 'divider', borderRadius: 1 }}
        >
          {rows.slice(0, SHOWN_ROWS).map((r) => (
            <ListItem key={r.row} divider sx={{ display: 'block', py: 1.25 }}>
              <Stack
                direction="row"
                spacing={1}
                sx={{ justifyContent: 'space-between', alignItems: 'center' }}
              >
                <Typography variant="body2" sx={{ fontFamily: 'monospace', overflowWrap: 'anywhere' }}>
                  {r.itemNumberWarehouse}
                </Typography>
                <Chip
                  size="small"
                  label={changeLabel(r)}
                  color={r.change === 'unchanged' ? 'default' : 'primary'}
                  variant={r.change === 'unchanged' ? 'outlined' : 'filled'}
                />
              </Stack>
              <Typography variant="caption" color="text.secondary" component="p">
                {t('consoleRow')} {r.row} · {r.description}
              </Typography>
              <Stack direction="row" spacing={3} sx={{ mt: 0.5 }}>
                <Box>
                  <Typography variant="caption" color="text.secondary" component="p">
                    {t('consoleAvailable')}
                  </Typography>
                  <Diff before={r.before} after={shownAfter(r)} pick="quantityAvailable" format={qty} />
                </Box>
                <Box>
                  <Typography variant="caption" color="text.secondary" component="p">
                    {t('consoleListPrice')}
                  </Typography>
                  <Diff before={r.before} after={shownAfter(r)} pick="listPrice" format={money} />
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
          <Table size="small" stickyHeader aria-label={t('consoleReviewedRows')}>
            <TableHead>
              <TableRow>
                <TableCell>{t('consoleRow')}</TableCell>
                <TableCell>{t('consoleItem')}</TableCell>
                <TableCell>{t('consoleChange')}</TableCell>
                <TableCell align="right">{t('consoleAvailable')}</TableCell>
                <TableCell align="right">{t('consoleListPrice')}</TableCell>
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
                      label={changeLabel(r)}
                      color={r.change === 'unchanged' ? 'default' : 'primary'}
                      variant={r.change === 'unchanged' ? 'outlined' : 'filled'}
                    />
                  </TableCell>
                  <TableCell align="right">
                    <Diff before={r.before} after={shownAfter(r)} pick="quantityAvailable" format={qty} />
                  </TableCell>
                  <TableCell align="right">
                    <Diff before={r.before} after={shownAfter(r)} pick="listPrice" format={money} />
                  </TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </TableContainer>
      )}
      {rows.length > SHOWN_ROWS && (
        <Typography variant="body2" color="text.secondary">
          {t('consoleShowingTheFirst')} {SHOWN_ROWS} {t('consoleOf')} {rows.length}{' '}
          {t('consoleRowsApplyAppliesAllOfThem')}
        </Typography>
      )}
    </Stack>
  );
}
