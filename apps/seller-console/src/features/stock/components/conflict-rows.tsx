import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import FormControlLabel from '@mui/material/FormControlLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { StockUploadConflictChoice, StockUploadRow, StockUploadValues } from '@portico/contract';
import { t } from '../../../lib/i18n.ts';

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
            ? t('console1RowChangedSinceTheExport')
            : t('consoleRowsChangedSinceTheExport', { length: rows.length })}
        </Typography>
        {t('consoleOrdersHoldsOrOtherEditsChanged')}
        {open > 0 && t('consoleStillToChoose', { open })}
      </Alert>
      <Stack
        component="ul"
        spacing={1.5}
        sx={{ p: 0, m: 0, listStyle: 'none' }}
        aria-label={t('consoleChangedSinceTheExport')}
      >
        {rows.map((r) => (
          <Box
            component="li"
            key={r.row}
            aria-label={t('consoleRow2', { row: r.row, itemNumberWarehouse: r.itemNumberWarehouse })}
            sx={{ border: 1, borderColor: 'warning.main', borderRadius: 1, p: 1.5 }}
          >
            <Typography variant="body2" sx={{ fontFamily: 'monospace', overflowWrap: 'anywhere' }}>
              {r.itemNumberWarehouse}
            </Typography>
            <Typography variant="caption" color="text.secondary" component="p">
              {t('consoleRow')} {r.row} · {r.description}
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
                {t('consoleAvailable')}
              </Typography>
              <Typography variant="caption" color="text.secondary" component="span">
                {t('consoleListPrice')}
              </Typography>
              <dt>{t('consoleNow')}</dt>
              <dd>{format.qty(r.before!.quantityAvailable)}</dd>
              <dd>{format.money(r.before!.listPrice)}</dd>
              <dt>{t('consoleInTheFile')}</dt>
              <dd>{format.qty(r.after.quantityAvailable)}</dd>
              <dd>{format.money(r.after.listPrice)}</dd>
              {r.exported && (
                <>
                  <dt>{t('consoleExported')}</dt>
                  <dd>{format.qty(r.exported.quantityAvailable)}</dd>
                  <dd>{format.money(r.exported.listPrice)}</dd>
                </>
              )}
            </Box>
            <RadioGroup
              aria-label={t('consoleWhatToApplyTo', { itemNumberWarehouse: r.itemNumberWarehouse })}
              value={choices[r.row] ?? ''}
              onChange={(e) => onChoose(r.row, e.target.value as StockUploadConflictChoice)}
              sx={{ flexDirection: { xs: 'column', md: 'row' }, columnGap: 2 }}
            >
              <FormControlLabel
                value="keep"
                control={<Radio size="small" />}
                label={t('consoleKeepNow', { values: values(r.before!, format) })}
              />
              <FormControlLabel
                value="file"
                control={<Radio size="small" />}
                label={t('consoleUseTheFile', { after: values(r.after, format) })}
              />
              <FormControlLabel
                value="change"
                control={<Radio size="small" />}
                disabled={!r.asChange}
                label={
                  r.asChange
                    ? t('consoleApplyAsAChange', { asChange: values(r.asChange, format) })
                    : r.exported
                      ? t('consoleApplyAsAChangeWouldGo')
                      : t('consoleApplyAsAChangeTheFile')
                }
              />
            </RadioGroup>
          </Box>
        ))}
      </Stack>
    </Stack>
  );
}
