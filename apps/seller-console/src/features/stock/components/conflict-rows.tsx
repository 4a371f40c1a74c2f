import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import FormControlLabel from '@mui/material/FormControlLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { StockUploadConflictChoice, StockUploadRow, StockUploadValues } from '@portico/contract';

type Format = { qty: (n: number) => string; money: (n: number) => string };

const values = (v: StockUploadValues, f: Format) => `${f.qty(v.quantityAvailable)} · ${f.money(v.listPrice)}`;

/**
 * The upload's rows that changed since the file was exported (an order, a hold or another edit moved the item's
 * Version) and that the file edits: each shows today's values and the file's, and the seller chooses what to
 * apply. None is applied without a choice (the server refuses an apply that does not resolve each).
 */
export function ConflictRows({
  rows,
  choices,
  onChoose,
  format,
}: {
  rows: StockUploadRow[];
  choices: Record<number, StockUploadConflictChoice>;
  onChoose(row: number, choice: StockUploadConflictChoice): void;
  format: Format;
}) {
  const open = rows.filter((r) => !choices[r.row]).length;
  return (
    <Stack spacing={1.5} component="section" aria-labelledby="conflict-rows-heading">
      <Alert severity="warning">
        <Typography variant="subtitle2" component="h3" id="conflict-rows-heading">
          {rows.length === 1
            ? '1 row changed since the export'
            : `${rows.length} rows changed since the export`}
        </Typography>
        Orders, holds or other edits changed these items after the file was exported. Writing the file's
        values back would undo those changes, so none is applied until you choose for each.
        {open > 0 && ` ${open} still to choose.`}
      </Alert>
      <Stack
        component="ul"
        spacing={1.5}
        sx={{ p: 0, m: 0, listStyle: 'none' }}
        aria-label="Changed since the export"
      >
        {rows.map((r) => (
          <Box
            component="li"
            key={r.row}
            aria-label={`Row ${r.row} ${r.itemNumberWarehouse}`}
            sx={{ border: 1, borderColor: 'warning.main', borderRadius: 1, p: 1.5 }}
          >
            <Typography variant="body2" sx={{ fontFamily: 'monospace', wordBreak: 'break-all' }}>
              {r.itemNumberWarehouse}
            </Typography>
            <Typography variant="caption" color="text.secondary" component="p">
              Row {r.row} · {r.description}
            </Typography>
            <Box
              component="dl"
              sx={{
                display: 'grid',
                gridTemplateColumns: 'repeat(3, max-content)',
                columnGap: 4,
                rowGap: 0.25,
                my: 1,
                '& dt, & dd': { m: 0, typography: 'body2' },
                '& dt': { color: 'text.secondary' },
              }}
            >
              <Box component="span" />
              <Typography variant="caption" color="text.secondary" component="span">
                Available
              </Typography>
              <Typography variant="caption" color="text.secondary" component="span">
                List price
              </Typography>
              <dt>Now</dt>
              <dd>{format.qty(r.before!.quantityAvailable)}</dd>
              <dd>{format.money(r.before!.listPrice)}</dd>
              <dt>In the file</dt>
              <dd>{format.qty(r.after.quantityAvailable)}</dd>
              <dd>{format.money(r.after.listPrice)}</dd>
              {r.exported && (
                <>
                  <dt>Exported</dt>
                  <dd>{format.qty(r.exported.quantityAvailable)}</dd>
                  <dd>{format.money(r.exported.listPrice)}</dd>
                </>
              )}
            </Box>
            <RadioGroup
              aria-label={`What to apply to ${r.itemNumberWarehouse}`}
              value={choices[r.row] ?? ''}
              onChange={(e) => onChoose(r.row, e.target.value as StockUploadConflictChoice)}
              sx={{ flexDirection: { xs: 'column', md: 'row' }, columnGap: 2 }}
            >
              <FormControlLabel
                value="keep"
                control={<Radio size="small" />}
                label={`Keep now (${values(r.before!, format)})`}
              />
              <FormControlLabel
                value="file"
                control={<Radio size="small" />}
                label={`Use the file (${values(r.after, format)})`}
              />
              <FormControlLabel
                value="change"
                control={<Radio size="small" />}
                disabled={!r.asChange}
                label={
                  r.asChange
                    ? `Apply as a change (${values(r.asChange, format)})`
                    : r.exported
                      ? 'Apply as a change (would go below 0)'
                      : 'Apply as a change (the file does not hold the exported values)'
                }
              />
            </RadioGroup>
          </Box>
        ))}
      </Stack>
    </Stack>
  );
}
