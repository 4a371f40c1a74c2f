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
      notify('Upload cancelled; nothing was changed', 'info');
    }
    reset();
    onClose();
  };

  const chosen = (file: File | undefined) => {
    setFileError(undefined);
    if (!file) return;
    if (!file.name.toLowerCase().endsWith('.xlsx')) {
      setFileError('Choose an .xlsx spreadsheet');
      return;
    }
    if (file.size > MAX_BYTES) {
      setFileError('The file is larger than 10 MB');
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
            `Applied ${res.applied} ${res.applied === 1 ? 'change' : 'changes'} from ${review.fileName}`,
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
                setFileError(`${err.message}. The file was reviewed again: check the rows below.`);
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
      <DialogTitle id={titleId}>{review ? `Review ${review.fileName}` : 'Upload inventory'}</DialogTitle>
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
              Upload an .xlsx with the columns <strong>Item #</strong>, <strong>Warehouse</strong>,{' '}
              <strong>Available Quantity</strong> and <strong>List Price</strong> — a stock export from this
              screen, edited, works as it is, and rows changed since it was exported are shown for you to
              decide. You will see every change before it is applied.
            </Typography>
            <Typography variant="body2" color="text.secondary">
              Up to 10 MB and 20,000 rows. A row for a new item also needs a Description and a Group (the
              group's key, or its title when only one group of that warehouse has it).
            </Typography>
            <input
              ref={inputRef}
              type="file"
              accept=".xlsx,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet"
              hidden
              aria-label="Inventory spreadsheet"
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
              Choose .xlsx file
            </Button>
            {fileError && <Alert severity="error">{fileError}</Alert>}
          </Stack>
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={close} disabled={apply.isPending}>
          Cancel
        </Button>
        {review && (
          <Button
            variant="contained"
            onClick={applyNow}
            disabled={toApply === 0 || unresolved > 0 || upload.isPending}
            loading={apply.isPending}
          >
            {unresolved > 0
              ? `Choose for ${unresolved} ${unresolved === 1 ? 'row' : 'rows'}`
              : `Apply ${toApply} ${toApply === 1 ? 'change' : 'changes'}`}
          </Button>
        )}
      </DialogActions>
    </Dialog>
  );
}
