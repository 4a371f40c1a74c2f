import UploadFile from '@mui/icons-material/UploadFile';
import Alert from '@mui/material/Alert';
import Autocomplete from '@mui/material/Autocomplete';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { DeskShipBody, type ManifestError } from '@portico/contract/order-desk';
import { useRef, useState } from 'react';
import { useNotify } from '../../../components/notifier.tsx';
import { t } from '../../../lib/i18n.ts';
import { manifestErrorsOf, useParseManifest } from '../api/desk-order.ts';
import { formIssues, linesOf, numberOf, renumberLines } from '../logic/form-input.ts';
import { DeskDialog, type DialogProps, refusalOf, useDeskForm } from './order-dialogs.tsx';

/**
 * Where a refused manifest row is and why: the server's message already names the line and row
 * ('SUM-1-DEN, row 3: 356938035643801 …'); a part it leaves out is put in front.
 */
export function manifestErrorText(e: ManifestError): string {
  const lower = e.message.toLowerCase();
  const where = [
    e.itemNumberWarehouse && !e.message.includes(e.itemNumberWarehouse) ? e.itemNumberWarehouse : undefined,
    e.row !== null && !lower.includes(`row ${e.row}`) ? t('consoleRowN', { row: e.row }) : undefined,
  ].filter(Boolean);
  return where.length > 0 ? `${where.join(' · ')}: ${e.message}` : e.message;
}

/**
 * Ship: the carrier (the tenant's known carriers offered, the order's own first; another may be typed), the tracking numbers, and per line the units shipped and their IMEIs — typed or scanned one
 * per line into the line's text area, or read from an .xlsx/.csv manifest (Item Number Warehouse, IMEI). The
 * server checks the IMEIs (check digit, count per line, none shipped before in the tenant) and names the row of
 * each it refuses; nothing is stored then. Units left out stay open for a later shipment.
 */
export function ShipDialog({ order, transition, onClose }: DialogProps) {
  const notify = useNotify();
  const form = useDeskForm({ transition, onClose });
  const { errors, setErrors, setMessage } = form;
  const open = order.lines.filter((l) => l.openQuantity > 0);
  const [carrier, setCarrier] = useState(order.carrier ?? '');
  const [tracking, setTracking] = useState('');
  const [quantities, setQuantities] = useState<Record<string, string>>(() =>
    Object.fromEntries(open.map((l) => [l.itemNumberWarehouse, String(l.openQuantity)])),
  );
  const [imeis, setImeis] = useState<Record<string, string>>({});
  const [rowErrors, setRowErrors] = useState<ManifestError[]>([]);
  const parse = useParseManifest(order.phonexOrderNumber);
  const fileInput = useRef<HTMLInputElement>(null);

  const upload = (file: File | undefined) => {
    if (!file) return;
    setRowErrors([]);
    setMessage(undefined);
    parse.mutate(file, {
      onSuccess: (answer) => {
        setImeis((prev) => {
          const next = { ...prev };
          for (const line of answer.lines) next[line.itemNumberWarehouse] = line.imeis.join('\n');
          return next;
        });
        setQuantities((prev) => {
          const next = { ...prev };
          // A line the manifest does not name (and no IMEI was typed for) ships nothing now: it stays open.
          const named = new Set(answer.lines.map((l) => l.itemNumberWarehouse));
          for (const l of open)
            if (!named.has(l.itemNumberWarehouse) && linesOf(imeis[l.itemNumberWarehouse] ?? '').length === 0)
              next[l.itemNumberWarehouse] = '0';
          for (const line of answer.lines) next[line.itemNumberWarehouse] = String(line.imeis.length);
          return next;
        });
        setRowErrors(answer.errors);
        const count = answer.lines.reduce((n, l) => n + l.imeis.length, 0);
        // A file with rows to fix says so in the dialog, not with a success notice beside it.
        if (answer.errors.length === 0) notify(t('consoleManifestRead', { count, name: file.name }));
      },
      onError: (err) => {
        const rows = manifestErrorsOf(err);
        setRowErrors(rows);
        setMessage(rows.length > 0 ? undefined : err.message);
      },
    });
  };

  const submit = () => {
    // The units are checked here against what the dialog itself shows (the line's open units), each under its
    // field, before the contract's checks (whose 'Required' named no field).
    const unitErrors: Record<string, string> = {};
    open.forEach((l, i) => {
      const text = (quantities[l.itemNumberWarehouse] ?? '').trim().replace(/,/g, '');
      if (text === '') return;
      const n = Number(text);
      if (!/^\d+$/.test(text)) unitErrors[`lines.${i}.quantity`] = t('consoleWholeUnitsOnly');
      else if (n > l.openQuantity)
        unitErrors[`lines.${i}.quantity`] = t('consoleAtMostOpenUnits', { count: l.openQuantity });
    });
    if (Object.keys(unitErrors).length > 0) {
      setErrors(unitErrors);
      setMessage(undefined);
      return;
    }
    const typed = open.map((l, at) => ({
      at,
      line: {
        itemNumberWarehouse: l.itemNumberWarehouse,
        quantity: numberOf(quantities[l.itemNumberWarehouse] ?? ''),
        // The text as typed, so the server's row numbers are the text area's lines.
        imeis: imeis[l.itemNumberWarehouse] ?? '',
      },
    }));
    // A line with 0 units and no IMEI ships nothing: left out.
    const sent = typed.filter(({ line }) => !(line.quantity === 0 && linesOf(line.imeis).length === 0));
    if (sent.length === 0) {
      setErrors({ 'lines.0.quantity': t('consoleShipAtLeastOneUnit') });
      setMessage(undefined);
      return;
    }
    const parsed = DeskShipBody.safeParse({
      version: order.version,
      carrier: carrier.trim(),
      trackingNumbers: linesOf(tracking.replace(/,/g, '\n')).map((x) => x.value),
      lines: sent.map((s) => s.line),
    });
    if (!parsed.success) {
      const fields = renumberLines(
        formIssues(parsed.error),
        sent.map((s) => s.at),
      );
      setErrors(fields);
      setMessage(fields.lines ?? Object.entries(fields).find(([k]) => k.startsWith('lines.'))?.[1]);
      return;
    }
    setMessage(undefined);
    setRowErrors([]);
    form.send({ kind: 'shipments', body: parsed.data }, t('consoleOrderShipped'), (err) => {
      const rows = manifestErrorsOf(err);
      const r = refusalOf(err);
      setRowErrors(rows);
      // Refused rows are listed on their own; any other refusal is the form's message.
      return { fields: r.fields, message: rows.length > 0 ? undefined : (r.message ?? err.message) };
    });
  };

  return (
    <DeskDialog
      form={form}
      title={t('consoleShipOrderN', { n: order.phonexOrderNumber })}
      submitLabel={t('consoleShip')}
      onSubmit={submit}
      wide
    >
      {rowErrors.length > 0 && (
        <Alert severity="error" role="alert">
          <Typography sx={{ fontWeight: 600 }}>{t('consoleTheManifestHasRowsToFix')}</Typography>
          <Box component="ul" sx={{ m: 0, pl: 2.5 }}>
            {rowErrors.slice(0, 50).map((e, i) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: the refusals of one answer, in order
              <li key={i}>{manifestErrorText(e)}</li>
            ))}
          </Box>
          {rowErrors.length > 50 && t('consoleAndMoreRows', { count: rowErrors.length - 50 })}
        </Alert>
      )}
      <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } }}>
        {/* The tenant's carriers to choose from (fewer typos); any other can still be typed. */}
        <Autocomplete
          freeSolo
          forcePopupIcon={order.carrierChoices.length > 0}
          options={order.carrierChoices}
          // None chosen is null, not '': an empty field offers no clear button.
          value={carrier === '' ? null : carrier}
          inputValue={carrier}
          onChange={(_e, value) => setCarrier(value ?? '')}
          onInputChange={(_e, value) => setCarrier(value)}
          renderInput={(params) => (
            <TextField
              {...params}
              label={t('consoleCarrier')}
              error={Boolean(errors.carrier)}
              helperText={errors.carrier}
              autoFocus
            />
          )}
        />
        <TextField
          label={t('consoleTrackingNumbers')}
          value={tracking}
          onChange={(e) => setTracking(e.target.value)}
          error={Boolean(errors.trackingNumbers ?? errors['trackingNumbers.0'])}
          helperText={errors.trackingNumbers ?? errors['trackingNumbers.0'] ?? t('consoleOnePerLine')}
          multiline
          minRows={2}
        />
      </Box>
      <Stack direction="row" spacing={1.5} useFlexGap sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
        <Button
          variant="outlined"
          startIcon={<UploadFile />}
          onClick={() => fileInput.current?.click()}
          loading={parse.isPending}
          loadingPosition="start"
        >
          {t('consoleUploadManifest')}
        </Button>
        <Typography variant="body2" color="text.secondary">
          {t('consoleManifestFileHint')}
        </Typography>
        <input
          ref={fileInput}
          type="file"
          hidden
          aria-label={t('consoleManifestFile')}
          accept=".xlsx,.csv,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet,text/csv"
          onChange={(e) => {
            upload(e.target.files?.[0]);
            e.target.value = '';
          }}
        />
      </Stack>
      {open.map((line, index) => {
        const typed = linesOf(imeis[line.itemNumberWarehouse] ?? '').length;
        return (
          <Box
            key={line.itemNumberWarehouse}
            component="fieldset"
            sx={{ border: 1, borderColor: 'divider', borderRadius: 1, p: 2, m: 0 }}
          >
            <Typography component="legend" sx={{ px: 0.5, fontWeight: 600 }}>
              {line.itemNumber} · {line.itemDescription}
            </Typography>
            <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: '160px 1fr' } }}>
              <TextField
                size="small"
                label={t('consoleUnitsToShip')}
                value={quantities[line.itemNumberWarehouse] ?? ''}
                onChange={(e) => setQuantities((q) => ({ ...q, [line.itemNumberWarehouse]: e.target.value }))}
                error={Boolean(errors[`lines.${index}.quantity`])}
                helperText={
                  errors[`lines.${index}.quantity`] ?? t('consoleOpenUnits', { count: line.openQuantity })
                }
                slotProps={{ htmlInput: { inputMode: 'numeric' } }}
              />
              <TextField
                size="small"
                label={t('consoleImeisOf', { item: line.itemNumber })}
                value={imeis[line.itemNumberWarehouse] ?? ''}
                onChange={(e) => setImeis((m) => ({ ...m, [line.itemNumberWarehouse]: e.target.value }))}
                helperText={t('consoleImeisOfUnits', {
                  typed,
                  count: numberOf(quantities[line.itemNumberWarehouse] ?? '') || 0,
                })}
                multiline
                minRows={3}
                maxRows={10}
                slotProps={{ htmlInput: { spellCheck: false, autoCapitalize: 'off' } }}
              />
            </Box>
          </Box>
        );
      })}
    </DeskDialog>
  );
}
