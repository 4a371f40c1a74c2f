import UploadFile from '@mui/icons-material/UploadFile';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import type { Theme } from '@mui/material/styles';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import type { StockUploadConflictChoice, StockUploadReview } from '@portico/contract';
import { ApiError } from '@portico/web-kit';
import { useId, useRef, useState } from 'react';
import { useNotify } from '../../../components/notifier.tsx';
import { t } from '../../../lib/i18n.ts';
import { useApplyUpload, useCancelUpload, useUploadStockFile } from '../api/stock-upload.ts';
import { UploadReview } from './upload-review.tsx';

const MAX_BYTES = 10 * 1024 * 1024;

/**
 * Upload an inventory spreadsheet: choose an .xlsx (the stock export's columns), see the review of what would
 * change and every row's error, choose for each row that changed since the export, then Apply (one transaction
 * on the server) or Cancel (nothing changes). When an item changes between review and apply the server refuses
 * the apply; the same file is reviewed again so the seller sees that row as changed and chooses again.
 */
export function UploadDialog({
  open,
  onClose,
  money,
}: {
  open: boolean;
  onClose(): void;
  money: (n: number) => string;
}) {
  const isPhone = useMediaQuery((theme: Theme) => theme.breakpoints.down('sm'));
  const notify = useNotify();
  const inputRef = useRef<HTMLInputElement>(null);
  const titleId = useId();
  const [review, setReview] = useState<StockUploadReview>();
  const [file, setFile] = useState<File>();
  const [choices, setChoices] = useState<Record<number, StockUploadConflictChoice>>({});
  const [fileError, setFileError] = useState<string>();
  const upload = useUploadStockFile();
  const apply = useApplyUpload();
  const cancel = useCancelUpload();

  const reset = () => {
    setReview(undefined);
    setFile(undefined);
    setChoices({});
    setFileError(undefined);
    upload.reset();
    apply.reset();
    if (inputRef.current) inputRef.current.value = '';
  };
  const close = () => {
    if (review) {
      cancel.mutate(review.uploadId);
      notify(t('consoleUploadCancelledNothingWasChanged'), 'info');
    }
    reset();
    onClose();
  };

  const chosen = (file: File | undefined) => {
    setFileError(undefined);
    if (!file) return;
    if (!file.name.toLowerCase().endsWith('.xlsx')) {
      setFileError(t('consoleChooseAnXlsxSpreadsheet'));
      return;
    }
    if (file.size > MAX_BYTES) {
      setFileError(t('consoleTheFileIsLargerThan10Mb'));
      return;
    }
    setFile(file);
    upload.mutate(file, {
      onSuccess: (r) => {
        setChoices({});
        setReview(r);
      },
      onError: (err) => setFileError(err.message),
    });
  };

  const applyNow = () => {
    if (!review) return;
    const resolutions = Object.entries(choices).map(([row, choice]) => ({ row: Number(row), choice }));
    apply.mutate(
      { uploadId: review.uploadId, resolutions },
      {
        onSuccess: (res) => {
          notify(
            t('consoleAppliedFrom', {
              count: res.applied,
              n: res.applied,
              fileName: review.fileName,
            }),
          );
          reset();
          onClose();
        },
        onError: (err) => {
          // An item changed since the review: review the same file again, so the row shows as changed.
          if (err instanceof ApiError && err.status === 409 && file) {
            upload.mutate(file, {
              onSuccess: (r) => {
                setChoices({});
                setReview(r);
                setFileError(t('consoleTheFileWasReviewedAgainCheck', { message: err.message }));
              },
              onError: (again) => setFileError(again.message),
            });
            return;
          }
          setFileError(err.message);
        },
      },
    );
  };

  const conflicts = review ? review.rows.filter((r) => r.change === 'conflict') : [];
  const unresolved = conflicts.filter((r) => !choices[r.row]).length;
  const toApply = review
    ? review.counts.update +
      review.counts.new +
      conflicts.filter((r) => choices[r.row] && choices[r.row] !== 'keep').length
    : 0;
  return (
    <Dialog
      open={open}
      onClose={close}
      fullScreen={isPhone}
      fullWidth
      maxWidth={review ? 'lg' : 'sm'}
      aria-labelledby={titleId}
    >
      <DialogTitle id={titleId}>
        {review ? t('consoleReview', { fileName: review.fileName }) : t('consoleUploadInventory')}
      </DialogTitle>
      <DialogContent dividers>
        {review ? (
          <Stack spacing={2}>
            {fileError && <Alert severity="error">{fileError}</Alert>}
            <UploadReview
              review={review}
              money={money}
              choices={choices}
              onChoose={(row, choice) => setChoices((c) => ({ ...c, [row]: choice }))}
            />
          </Stack>
        ) : (
          <Stack spacing={2}>
            <Typography>
              {t('consoleUploadAnXlsxWithTheColumns')} <strong>{t('consoleItem2')}</strong>,{' '}
              <strong>{t('consoleWarehouse')}</strong>, <strong>{t('consoleAvailableQuantity2')}</strong>{' '}
              {t('consoleAnd')} <strong>{t('consoleListPrice2')}</strong>{' '}
              {t('consoleAStockExportFromThisScreen')}
            </Typography>
            <Typography variant="body2" color="text.secondary">
              {t('consoleUpTo10MbAnd20')}
            </Typography>
            <input
              ref={inputRef}
              type="file"
              accept=".xlsx,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet"
              hidden
              aria-label={t('consoleInventorySpreadsheet')}
              onChange={(e) => chosen(e.target.files?.[0])}
            />
            <Button
              variant="outlined"
              startIcon={<UploadFile />}
              onClick={() => inputRef.current?.click()}
              loading={upload.isPending}
              loadingPosition="start"
              sx={{ alignSelf: 'flex-start' }}
            >
              {t('consoleChooseXlsxFile')}
            </Button>
            {fileError && <Alert severity="error">{fileError}</Alert>}
          </Stack>
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={close} disabled={apply.isPending}>
          {t('consoleCancel')}
        </Button>
        {review && (
          <Button
            variant="contained"
            onClick={applyNow}
            disabled={toApply === 0 || unresolved > 0 || upload.isPending}
            loading={apply.isPending}
          >
            {unresolved > 0
              ? t('consoleChooseFor', { count: unresolved, n: unresolved })
              : t('consoleApply', { count: toApply, n: toApply })}
          </Button>
        )}
      </DialogActions>
    </Dialog>
  );
}
