/** The Import upload dialog (F-001…F-005): one spreadsheet file, and the template workbook to fill in. */

import CloseIcon from '@mui/icons-material/Close';
import DescriptionOutlinedIcon from '@mui/icons-material/DescriptionOutlined';
import FileDownloadOutlinedIcon from '@mui/icons-material/FileDownloadOutlined';
import UploadFileOutlinedIcon from '@mui/icons-material/UploadFileOutlined';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import Chip from '@mui/material/Chip';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Divider from '@mui/material/Divider';
import FormControlLabel from '@mui/material/FormControlLabel';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { ApiError } from '@portico/web-kit';
import { type ChangeEvent, type DragEvent, type FormEvent, useId, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { useDownloadTemplate } from '../api/download-template.ts';
import { useUploadImport } from '../api/upload-import.ts';
import { checkFileChoice, formatFileSize, IMPORT_ACCEPT } from '../logic/file-choice.ts';
import { prefillItems } from '../logic/template.ts';

export const IMPORT_REVIEW_PATH = '/stock/import-review';

const COLUMN_KEYS = [
  'importColumnItemNumber',
  'importColumnWarehouse',
  'importColumnNewOfferQuantity',
  'importColumnNewOfferPrice',
] as const;

/**
 * The Import upload dialog (part 1 §2 Dialogs, §5 Import; F-001…F-005): exactly one .xlsx/.xls file, chosen or
 * dropped; 'Please upload the file to have a successful import' with none; the server's refusal shown inside the
 * dialog; and the template workbook (F-003), optionally pre-filled with the current stock list filter's items.
 * A successful upload opens the Review Import screen.
 */
export function ImportDialog({
  filteredItems,
  onClose,
}: {
  /** itemNumberWarehouse of every item the stock list's current filter shows. */
  filteredItems: readonly string[];
  onClose(): void;
}) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const titleId = useId();
  const inputRef = useRef<HTMLInputElement>(null);
  const [file, setFile] = useState<File | undefined>();
  const [error, setError] = useState<string | undefined>();
  const [dragging, setDragging] = useState(false);
  // The items the template is pre-filled with (the filter's, up to the server's cap).
  const prefillList = useMemo(() => prefillItems(filteredItems), [filteredItems]);
  const [prefill, setPrefill] = useState(prefillList.length > 0);
  const upload = useUploadImport();
  const template = useDownloadTemplate();

  const choose = (files: readonly File[]) => {
    const check = checkFileChoice(files);
    if (check.ok) {
      setFile(check.file);
      setError(undefined);
    } else {
      setFile(undefined);
      setError(t(check.error, check.params));
    }
  };

  const onInput = (e: ChangeEvent<HTMLInputElement>) => {
    choose([...(e.target.files ?? [])]);
    // Choosing the same file again after removing it must fire change again.
    e.target.value = '';
  };

  const onDrop = (e: DragEvent) => {
    e.preventDefault();
    setDragging(false);
    choose([...e.dataTransfer.files]);
  };

  const submit = (e: FormEvent) => {
    e.preventDefault();
    const check = checkFileChoice(file ? [file] : []);
    if (!check.ok) {
      setError(t(check.error));
      return;
    }
    setError(undefined);
    upload.mutate(check.file, {
      onSuccess: () => {
        onClose();
        void navigate(IMPORT_REVIEW_PATH);
      },
      // F-005: the failure's message inside the dialog.
      onError: (err) => setError(err instanceof ApiError ? err.message : t('importUploadFailed')),
    });
  };

  const downloadTemplate = () =>
    template.mutate(prefill ? prefillList : [], {
      onError: (err) => setError(err instanceof ApiError ? err.message : t('internalServerError')),
    });

  return (
    <Dialog
      open
      onClose={upload.isPending ? undefined : onClose}
      fullWidth
      maxWidth="sm"
      aria-labelledby={titleId}
      slotProps={{ paper: { component: 'form', onSubmit: submit, noValidate: true } as object }}
    >
      <DialogTitle id={titleId} sx={{ pr: 6 }}>
        {t('importDialogTitle')}
        <IconButton
          aria-label={t('close')}
          onClick={onClose}
          disabled={upload.isPending}
          sx={{ position: 'absolute', right: 8, top: 8 }}
        >
          <CloseIcon />
        </IconButton>
      </DialogTitle>
      <DialogContent>
        <Typography variant="body2" sx={{ color: 'text.secondary', mb: 1 }}>
          {t('importDialogIntro')}
        </Typography>
        <Stack
          direction="row"
          sx={{ flexWrap: 'wrap', gap: 0.75, mb: 2 }}
          aria-label={t('importDialogIntro')}
        >
          {COLUMN_KEYS.map((k) => (
            <Chip key={k} label={t(k)} size="small" variant="outlined" sx={{ fontWeight: 600 }} />
          ))}
        </Stack>

        <Box
          onDragOver={(e) => {
            e.preventDefault();
            setDragging(true);
          }}
          onDragLeave={() => setDragging(false)}
          onDrop={onDrop}
          sx={{
            border: 2,
            borderStyle: 'dashed',
            borderColor: dragging ? 'primary.main' : error ? 'error.light' : 'divider',
            bgcolor: dragging ? 'action.hover' : 'background.default',
            borderRadius: 2,
            px: 2,
            py: file ? 2 : 3.5,
            textAlign: 'center',
            transition: 'border-color 120ms, background-color 120ms',
          }}
        >
          <input
            ref={inputRef}
            type="file"
            accept={IMPORT_ACCEPT}
            aria-label={t('importFileInput')}
            onChange={onInput}
            hidden
          />
          {file ? (
            <Stack direction="row" spacing={1.5} sx={{ alignItems: 'center', textAlign: 'left' }}>
              <DescriptionOutlinedIcon color="primary" sx={{ fontSize: 36 }} aria-hidden />
              <Box sx={{ flex: 1, minWidth: 0 }}>
                <Typography sx={{ fontWeight: 600, overflowWrap: 'anywhere' }} data-testid="import-file-name">
                  {file.name}
                </Typography>
                <Typography variant="caption" sx={{ color: 'text.secondary' }}>
                  {formatFileSize(file.size)}
                </Typography>
              </Box>
              <IconButton
                aria-label={t('importRemoveFile')}
                onClick={() => setFile(undefined)}
                disabled={upload.isPending}
              >
                <CloseIcon />
              </IconButton>
            </Stack>
          ) : (
            <>
              <UploadFileOutlinedIcon sx={{ fontSize: 40, color: 'text.disabled' }} aria-hidden />
              <Typography variant="body2" sx={{ color: 'text.secondary', mt: 0.5, mb: 1 }}>
                {t('importDropHint')}
              </Typography>
              <Button variant="outlined" size="small" onClick={() => inputRef.current?.click()}>
                {t('importChooseFile')}
              </Button>
            </>
          )}
        </Box>

        {error ? (
          <Alert severity="error" sx={{ mt: 2 }} role="alert">
            {error}
          </Alert>
        ) : null}

        <Divider sx={{ my: 2.5 }} />
        <Stack spacing={0.5}>
          <Box>
            <Button
              variant="text"
              size="small"
              startIcon={<FileDownloadOutlinedIcon />}
              onClick={downloadTemplate}
              disabled={template.isPending}
              sx={{ ml: -0.75 }}
            >
              {t('importTemplateDownload')}
            </Button>
          </Box>
          <FormControlLabel
            control={
              <Checkbox
                size="small"
                checked={prefill && prefillList.length > 0}
                disabled={prefillList.length === 0}
                onChange={(e) => setPrefill(e.target.checked)}
              />
            }
            label={t('importTemplatePrefill', { count: prefillList.length, n: prefillList.length })}
            slotProps={{ typography: { variant: 'body2' } }}
          />
          <Typography variant="caption" sx={{ color: 'text.secondary' }}>
            {t('importTemplateHint')}
          </Typography>
        </Stack>
      </DialogContent>
      <DialogActions sx={{ px: 3, pb: 2 }}>
        <Button onClick={onClose} disabled={upload.isPending}>
          {t('cancelUpper')}
        </Button>
        <Button
          type="submit"
          variant="contained"
          loading={upload.isPending}
          startIcon={<UploadFileOutlinedIcon />}
        >
          {t('importUpload')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
