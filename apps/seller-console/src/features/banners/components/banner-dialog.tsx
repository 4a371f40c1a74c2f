import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import FormControlLabel from '@mui/material/FormControlLabel';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { type SellerBanner, SellerBannerInput } from '@portico/contract';
import { ApiError, BannerNotice } from '@portico/web-kit';
import { type FormEvent, useEffect, useState } from 'react';
import { useNotify } from '../../../components/notifier.tsx';
import { t } from '../../../lib/i18n.ts';
import { previewBanner, useSaveBanner } from '../api/banners.ts';
import { fromLocalInput, toLocalInput } from '../logic/schedule-input.ts';
import { RichTextEditor } from './rich-text-editor.tsx';

type Errors = Partial<Record<'content' | 'startsAt' | 'endsAt', string>>;

/** The preview follows the text after a short pause: the server's sanitised HTML, rendered as the portal does. */
function usePreview(html: string): string | undefined {
  const [preview, setPreview] = useState<string>();
  useEffect(() => {
    const controller = new AbortController();
    const timer = setTimeout(() => {
      previewBanner(html, controller.signal)
        .then((p) => setPreview(p.content))
        .catch(() => undefined);
    }, 250);
    return () => {
      clearTimeout(timer);
      controller.abort();
    };
  }, [html]);
  return preview;
}

/**
 * Create or edit a banner: the rich text, the active switch and the schedule, with a live preview of what
 * buyers will see. Validated with the contract's SellerBannerInput before it is sent; the server's 422 lands on
 * its field too.
 */
export function BannerDialog(props: { banner?: SellerBanner; onClose(): void }) {
  const notify = useNotify();
  const save = useSaveBanner();
  const [html, setHtml] = useState(props.banner?.content ?? '');
  const [isActive, setActive] = useState(props.banner?.isBannerActive ?? true);
  const [from, setFrom] = useState(toLocalInput(props.banner?.startsAt ?? null));
  const [until, setUntil] = useState(toLocalInput(props.banner?.endsAt ?? null));
  const [errors, setErrors] = useState<Errors>({});
  const [serverError, setServerError] = useState<string>();
  const preview = usePreview(html);

  const submit = (e: FormEvent) => {
    e.preventDefault();
    const input = {
      content: html,
      isBannerActive: isActive,
      startsAt: fromLocalInput(from),
      endsAt: fromLocalInput(until),
    };
    const parsed = SellerBannerInput.safeParse(input);
    const found: Errors = {};
    if (!parsed.success) {
      for (const issue of parsed.error.issues) {
        const field = issue.path[0];
        if (field === 'content' || field === 'startsAt' || field === 'endsAt') found[field] ??= issue.message;
      }
    }
    if (preview === '') found.content ??= t('consolePreviewEmpty');
    setErrors(found);
    setServerError(undefined);
    if (Object.keys(found).length > 0) return;
    save.mutate(
      { id: props.banner?.id, input },
      {
        onSuccess: () => {
          notify(t('consoleBannerSaved'));
          props.onClose();
        },
        onError: (err) => {
          const fieldErrors: Errors = {};
          if (err instanceof ApiError) {
            for (const f of err.errors) {
              if (f.field === 'content' || f.field === 'startsAt' || f.field === 'endsAt') {
                fieldErrors[f.field] = f.messageDescription;
              }
            }
          }
          if (Object.keys(fieldErrors).length > 0) setErrors(fieldErrors);
          else setServerError(err.message);
        },
      },
    );
  };

  return (
    <Dialog open onClose={props.onClose} fullWidth maxWidth="md" aria-labelledby="banner-dialog-title">
      <Box component="form" noValidate onSubmit={submit}>
        <DialogTitle id="banner-dialog-title">
          {props.banner ? t('consoleEditBanner') : t('consoleNewBanner')}
        </DialogTitle>
        <DialogContent>
          <Stack spacing={3} sx={{ pt: 1 }}>
            {serverError && <Alert severity="error">{serverError}</Alert>}
            <Box>
              <RichTextEditor initialHtml={html} onChange={setHtml} error={errors.content} />
              {errors.content && (
                <Typography color="error" variant="caption" role="alert">
                  {errors.content}
                </Typography>
              )}
            </Box>
            <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
              <TextField
                type="datetime-local"
                label={t('consoleShowFrom')}
                value={from}
                onChange={(e) => setFrom(e.target.value)}
                slotProps={{ inputLabel: { shrink: true } }}
                error={Boolean(errors.startsAt)}
                helperText={errors.startsAt ?? t('consoleScheduleHint')}
                fullWidth
              />
              <TextField
                type="datetime-local"
                label={t('consoleShowUntil')}
                value={until}
                onChange={(e) => setUntil(e.target.value)}
                slotProps={{ inputLabel: { shrink: true } }}
                error={Boolean(errors.endsAt)}
                helperText={errors.endsAt ?? ' '}
                fullWidth
              />
            </Stack>
            <FormControlLabel
              control={<Switch checked={isActive} onChange={(e) => setActive(e.target.checked)} />}
              label={t('consoleBannerActive')}
            />
            <Box component="section" aria-label={t('consolePreviewAsBuyersSeeIt')}>
              <Typography variant="subtitle2" sx={{ mb: 1 }}>
                {t('consolePreviewAsBuyersSeeIt')}
              </Typography>
              {preview ? (
                <BannerNotice html={preview} />
              ) : (
                <Typography color="text.secondary">{t('consolePreviewEmpty')}</Typography>
              )}
            </Box>
          </Stack>
        </DialogContent>
        <DialogActions>
          <Button onClick={props.onClose}>{t('consoleCancel')}</Button>
          <Button type="submit" variant="contained" disabled={save.isPending}>
            {save.isPending ? t('consoleSaving') : t('consoleSave')}
          </Button>
        </DialogActions>
      </Box>
    </Dialog>
  );
}
