import DeleteOutlined from '@mui/icons-material/DeleteOutlined';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Chip from '@mui/material/Chip';
import MenuItem from '@mui/material/MenuItem';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import {
  type BrandAssetKind,
  type BrandSettings,
  type BrandSettingsResponse,
  type BrandStyles,
  BUNDLED_FONT_FAMILIES,
  SHIPPED_LANGUAGES,
  WhatsappIconPosition,
} from '@portico/contract';
import { ApiError } from '@portico/web-kit';
import { type ChangeEvent, type FormEvent, type ReactNode, useCallback, useEffect, useState } from 'react';
import { LoadFailed } from '../../../components/load-states.tsx';
import { useNotify } from '../../../components/notifier.tsx';
import { ReadOnlyFieldset } from '../../../components/read-only-fieldset.tsx';
import { useReportUnsaved } from '../../../components/unsaved-changes.tsx';
import { type ConsoleKey, t } from '../../../lib/i18n.ts';
import { CanWrite } from '../../staff/hooks.ts';
import {
  createBrandPreview,
  useBrand,
  useDiscardBrandDraft,
  usePublishBrand,
  useSaveBrandDraft,
  useUploadBrandFile,
} from '../api/brand.ts';
import { COLOUR_TOKENS, cleanStyles, fieldErrors } from '../logic/brand-form.ts';
import { GradeChipsPreview } from './grade-chips-preview.tsx';

/**
 * /seller/settings/brand (A-001… …A-024): the tenant's brand as a draft — name and title, logo and
 * favicon, colours and fonts for light and dark mode, custom CSS, footer, language and currency — beside a live
 * preview of the portal showing the saved draft (to this staff user only); Publish makes it what buyers see.
 */
export function BrandPage() {
  const brand = useBrand();
  return (
    <Box>
      <Typography variant="h1" sx={{ fontSize: { xs: '1.6rem', md: '2rem' }, mb: 1 }}>
        {t('consoleBrandAndSite')}
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 3, maxWidth: 760 }}>
        {t('consoleBrandIntro')}
      </Typography>
      {brand.isPending && <Skeleton variant="rounded" height={420} aria-label={t('consoleBrandLoading')} />}
      {brand.isError && (
        <LoadFailed
          error={brand.error}
          onRetry={() => void brand.refetch()}
          lead={t('consoleBrandCouldNotLoad')}
        />
      )}
      {brand.data && <BrandEditor key={JSON.stringify(brand.data.draft)} saved={brand.data} />}
    </Box>
  );
}

type WhatsappPosition = BrandSettings['whatsappPosition'];
const WHATSAPP_KEYS: Record<WhatsappPosition, ConsoleKey> = {
  'bottom-right': 'consoleBrandWhatsapp_bottomRight',
  'bottom-left': 'consoleBrandWhatsapp_bottomLeft',
  'top-right': 'consoleBrandWhatsapp_topRight',
  'top-left': 'consoleBrandWhatsapp_topLeft',
};

/** A field of source text (CSS, HTML): several lines, no spell check; the contract's refusal or the help below. */
function SourceField(props: {
  label: string;
  value: string;
  onChange(value: string): void;
  error: string | undefined;
  help: string;
  rows: [min: number, max: number];
  monospace?: boolean;
}) {
  return (
    <TextField
      label={props.label}
      value={props.value}
      onChange={(e) => props.onChange(e.target.value)}
      multiline
      minRows={props.rows[0]}
      maxRows={props.rows[1]}
      error={Boolean(props.error)}
      helperText={props.error ?? props.help}
      slotProps={{
        htmlInput: { spellCheck: false, ...(props.monospace ? { style: { fontFamily: 'monospace' } } : {}) },
      }}
    />
  );
}

function Section({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <Card component="section" aria-labelledby={id}>
      <CardContent sx={{ p: { xs: 2.5, sm: 3 } }}>
        <Typography id={id} variant="h2" sx={{ fontSize: '1.15rem', mb: 2 }}>
          {title}
        </Typography>
        <Stack spacing={2.5}>{children}</Stack>
      </CardContent>
    </Card>
  );
}

function BrandEditor({ saved }: { saved: BrandSettingsResponse }) {
  const notify = useNotify();
  const save = useSaveBrandDraft();
  const discard = useDiscardBrandDraft();
  const publish = usePublishBrand();
  const [form, setForm] = useState<BrandSettings>(saved.draft);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [serverError, setServerError] = useState<string>();
  const [mode, setMode] = useState<'light' | 'dark'>('light');
  const isDirty = JSON.stringify(form) !== JSON.stringify(saved.draft);
  useReportUnsaved(isDirty);
  const busy = save.isPending || discard.isPending || publish.isPending;

  const set = <K extends keyof BrandSettings>(key: K, value: BrandSettings[K]) =>
    setForm((f) => ({ ...f, [key]: value }));
  const setStyle = (m: 'light' | 'dark', token: keyof BrandStyles, value: string) =>
    setForm((f) => ({ ...f, [m]: cleanStyles({ ...f[m], [token]: value }) }));
  const err = (path: string) => errors[path];

  const submit = (e: FormEvent) => {
    e.preventDefault();
    const found = fieldErrors(form);
    setErrors(found);
    setServerError(undefined);
    if (Object.keys(found).length > 0) {
      setServerError(t('consoleBrandFixTheFields'));
      return;
    }
    save.mutate(form, {
      onSuccess: () => notify(t('consoleBrandDraftSaved')),
      onError: (error) => {
        const byField: Record<string, string> = {};
        if (error instanceof ApiError)
          for (const f of error.errors) if (f.field) byField[f.field] = f.messageDescription;
        setErrors(byField);
        setServerError(error.message);
      },
    });
  };

  const fonts = [...BUNDLED_FONT_FAMILIES, ...(form.font ? [form.font.family] : [])];

  return (
    <Box
      sx={{
        display: 'grid',
        gap: 3,
        gridTemplateColumns: { xs: '1fr', lg: 'minmax(0, 1fr) minmax(0, 1fr)' },
        alignItems: 'start',
      }}
    >
      <ReadOnlyFieldset>
        <Box component="form" noValidate onSubmit={submit}>
          <Stack spacing={3}>
            <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
              <Chip
                color={saved.hasUnpublishedChanges ? 'warning' : 'success'}
                label={
                  saved.hasUnpublishedChanges ? t('consoleBrandUnpublished') : t('consoleBrandAllPublished')
                }
              />
            </Stack>
            {serverError && <Alert severity="error">{serverError}</Alert>}

            <Section id="brand-identity" title={t('consoleBrandIdentity')}>
              <TextField
                label={t('consoleBrandTenantName')}
                value={form.tenantName}
                onChange={(e) => set('tenantName', e.target.value)}
                error={Boolean(err('tenantName'))}
                helperText={err('tenantName')}
                required
              />
              <TextField
                label={t('consoleBrandSiteTitle')}
                value={form.siteTitle}
                onChange={(e) => set('siteTitle', e.target.value)}
                error={Boolean(err('siteTitle'))}
                helperText={err('siteTitle')}
                required
              />
              <TextField
                label={t('consoleBrandShortName')}
                value={form.tenantShortName}
                onChange={(e) => set('tenantShortName', e.target.value)}
                error={Boolean(err('tenantShortName'))}
                helperText={err('tenantShortName') ?? t('consoleBrandShortNameHelp')}
              />
            </Section>

            <Section id="brand-images" title={t('consoleBrandImages')}>
              <FileField
                kind="logo"
                what={t('consoleBrandLogo')}
                help={t('consoleBrandLogoHelp')}
                url={form.logo}
                onChange={(url) => set('logo', url)}
                error={err('logo')}
              />
              <FileField
                kind="favicon"
                what={t('consoleBrandFavicon')}
                help={t('consoleBrandFaviconHelp')}
                url={form.favicon}
                onChange={(url) => set('favicon', url)}
                error={err('favicon')}
              />
            </Section>

            <Section id="brand-colours" title={t('consoleBrandColours')}>
              <Tabs value={mode} onChange={(_e, v) => setMode(v)} aria-label={t('consoleBrandColours')}>
                <Tab value="light" label={t('consoleBrandLightMode')} />
                <Tab value="dark" label={t('consoleBrandDarkMode')} />
              </Tabs>
              <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } }}>
                {COLOUR_TOKENS.map((token) => {
                  const value = form[mode][token] ?? '';
                  const path = `${mode}.${token}`;
                  return (
                    <TextField
                      key={`${mode}-${token}`}
                      label={t(`consoleStyle_${token}`)}
                      value={value}
                      placeholder="#1F4E99"
                      onChange={(e) => setStyle(mode, token, e.target.value)}
                      error={Boolean(err(path))}
                      helperText={
                        err(path) ??
                        t(
                          token === 'primary_color'
                            ? 'consoleBrandPrimaryColourHelp'
                            : 'consoleBrandColourHelp',
                        )
                      }
                      slotProps={{
                        input: {
                          startAdornment: (
                            <Box
                              aria-hidden
                              sx={{
                                width: 20,
                                height: 20,
                                mr: 1,
                                borderRadius: 0.5,
                                border: 1,
                                borderColor: 'divider',
                                flexShrink: 0,
                                bgcolor: /^#[0-9a-f]{3,6}$/i.test(value) ? value : 'transparent',
                              }}
                            />
                          ),
                        },
                      }}
                    />
                  );
                })}
              </Box>
              <GradeChipsPreview
                mode={mode}
                primary={form[mode].primary_color}
                paper={form[mode].paper_color}
              />
            </Section>

            <Section id="brand-fonts" title={t('consoleBrandFonts')}>
              {(['font_family', 'heading_font_family'] as const).map((token) => (
                <TextField
                  key={`${mode}-${token}`}
                  select
                  label={`${token === 'font_family' ? t('consoleBrandBodyFont') : t('consoleBrandHeadingFont')} (${mode === 'light' ? t('consoleBrandLightMode') : t('consoleBrandDarkMode')})`}
                  value={form[mode][token] ?? ''}
                  onChange={(e) => setStyle(mode, token, e.target.value)}
                  error={Boolean(err(`${mode}.${token}`))}
                  helperText={err(`${mode}.${token}`)}
                >
                  <MenuItem value="">{t('consoleBrandDefaultFont')}</MenuItem>
                  {fonts.map((f) => (
                    <MenuItem key={f} value={f} sx={{ fontFamily: f }}>
                      {f}
                    </MenuItem>
                  ))}
                </TextField>
              ))}
              <TextField
                select
                label={t('consoleBrandBorderRadius')}
                value={form[mode].border_radius ?? ''}
                onChange={(e) => setStyle(mode, 'border_radius', e.target.value)}
              >
                <MenuItem value="">{t('consoleBrandDefaultFont')}</MenuItem>
                {[0, 2, 4, 6, 8, 12, 16, 24].map((px) => (
                  <MenuItem key={px} value={`${px}px`}>
                    {`${px}px`}
                  </MenuItem>
                ))}
              </TextField>
              <Typography variant="subtitle2" component="h3">
                {t('consoleBrandOwnFont')}
              </Typography>
              <FileField
                kind="font"
                what={t('consoleBrandFontFile')}
                help={t('consoleBrandOwnFontHelp')}
                url={form.font?.url ?? null}
                onChange={(url) =>
                  set('font', url ? { family: form.font?.family || 'TenantFont', url } : null)
                }
                error={err('font.url')}
              />
              {form.font && (
                <TextField
                  label={t('consoleBrandFontFamily')}
                  value={form.font.family}
                  onChange={(e) => set('font', form.font ? { ...form.font, family: e.target.value } : null)}
                  error={Boolean(err('font.family'))}
                  helperText={err('font.family')}
                />
              )}
            </Section>

            <Section id="brand-css" title={t('consoleBrandCustomCss')}>
              <SourceField
                label={t('consoleBrandCustomCss')}
                value={form.customCss}
                onChange={(v) => set('customCss', v)}
                error={err('customCss')}
                help={t('consoleBrandCustomCssHelp')}
                rows={[4, 16]}
                monospace
              />
            </Section>

            <Section id="brand-footer" title={t('consoleBrandFooter')}>
              <TextField
                label={t('consoleBrandCopyright')}
                value={form.copyright}
                onChange={(e) => set('copyright', e.target.value)}
                error={Boolean(err('copyright'))}
                helperText={err('copyright') ?? t('consoleBrandPlainTextHelp')}
              />
              <Typography variant="subtitle2" component="h3">
                {t('consoleBrandFooterLinks')}
              </Typography>
              {form.footerLinks.map((link, i) => (
                <Stack
                  // biome-ignore lint/suspicious/noArrayIndexKey: rows are edited in place; their order is their identity
                  key={i}
                  direction={{ xs: 'column', sm: 'row' }}
                  spacing={1.5}
                  // On a phone each link is a framed group, its Remove button inside the frame it removes.
                  sx={(theme) => ({
                    alignItems: 'flex-start',
                    [theme.breakpoints.down('sm')]: {
                      alignItems: 'stretch',
                      border: `1px solid ${theme.palette.divider}`,
                      borderRadius: `${theme.shape.borderRadius}px`,
                      p: 1.5,
                    },
                  })}
                >
                  <TextField
                    label={t('consoleBrandLinkLabel')}
                    value={link.label}
                    onChange={(e) =>
                      set(
                        'footerLinks',
                        // A new label is the seller's own words: the dictionary key the seed gave the old one
                        // (shown instead of the label, A-022) goes with it.
                        form.footerLinks.map((l, j) => (j === i ? { label: e.target.value, url: l.url } : l)),
                      )
                    }
                    error={Boolean(err(`footerLinks.${i}.label`))}
                    helperText={err(`footerLinks.${i}.label`)}
                    sx={{ flex: 1, minWidth: { sm: 150 } }}
                  />
                  <TextField
                    label={t('consoleBrandLinkUrl')}
                    value={link.url}
                    onChange={(e) =>
                      set(
                        'footerLinks',
                        form.footerLinks.map((l, j) => (j === i ? { ...l, url: e.target.value } : l)),
                      )
                    }
                    error={Boolean(err(`footerLinks.${i}.url`))}
                    helperText={err(`footerLinks.${i}.url`)}
                    sx={{ flex: 2 }}
                  />
                  <Button
                    color="inherit"
                    aria-label={t('consoleBrandRemoveLink', { n: i + 1 })}
                    startIcon={<DeleteOutlined />}
                    onClick={() =>
                      set(
                        'footerLinks',
                        form.footerLinks.filter((_l, j) => j !== i),
                      )
                    }
                    sx={{
                      alignSelf: { xs: 'flex-end', sm: 'flex-start' },
                      minWidth: 0,
                      mt: { sm: 1 },
                      // A desktop row shows the icon alone; a phone's frame says what it does.
                      '& .MuiButton-startIcon': { mr: { xs: 1, sm: 0 }, ml: { sm: 0 } },
                    }}
                  >
                    <Box component="span" sx={{ display: { xs: 'inline', sm: 'none' } }}>
                      {t('consoleRemove')}
                    </Box>
                  </Button>
                </Stack>
              ))}
              <Box>
                <Button
                  onClick={() => set('footerLinks', [...form.footerLinks, { label: '', url: '' }])}
                  disabled={form.footerLinks.length >= 20}
                >
                  {t('consoleBrandAddLink')}
                </Button>
              </Box>
            </Section>

            <Section id="brand-pages" title={t('consoleBrandPages')}>
              <SourceField
                label={t('consoleBrandSignInText')}
                value={form.signInText}
                onChange={(v) => set('signInText', v)}
                error={err('signInText')}
                help={t('consoleBrandPageHtmlHelp')}
                rows={[3, 10]}
              />
              <SourceField
                label={t('consoleBrandTermsOfSale')}
                value={form.termsOfSale}
                onChange={(v) => set('termsOfSale', v)}
                error={err('termsOfSale')}
                help={t('consoleBrandPageHtmlHelp')}
                rows={[6, 20]}
              />
            </Section>

            <Section id="brand-site" title={t('consoleBrandSite')}>
              <TextField
                select
                label={t('consoleBrandLanguage')}
                value={form.language}
                onChange={(e) => set('language', e.target.value as BrandSettings['language'])}
              >
                {SHIPPED_LANGUAGES.map((l) => (
                  <MenuItem key={l} value={l}>
                    {t(`consoleBrandLanguage_${l}`)}
                  </MenuItem>
                ))}
              </TextField>
              <Stack direction="row" spacing={2}>
                <TextField
                  label={t('consoleBrandCurrencyCode')}
                  value={form.currencyCode}
                  onChange={(e) => set('currencyCode', e.target.value.toUpperCase())}
                  error={Boolean(err('currencyCode'))}
                  helperText={err('currencyCode')}
                  slotProps={{ htmlInput: { maxLength: 3 } }}
                />
                <TextField
                  select
                  label={t('consoleBrandCurrencyPrecision')}
                  value={form.currencyPrecision}
                  onChange={(e) => set('currencyPrecision', Number(e.target.value))}
                >
                  {[0, 1, 2, 3, 4].map((n) => (
                    <MenuItem key={n} value={n}>
                      {n}
                    </MenuItem>
                  ))}
                </TextField>
              </Stack>
              <TextField
                select
                label={t('consoleBrandWhatsapp')}
                value={form.whatsappPosition}
                onChange={(e) => set('whatsappPosition', e.target.value as WhatsappPosition)}
              >
                {WhatsappIconPosition.options.map((p) => (
                  <MenuItem key={p} value={p}>
                    {t(WHATSAPP_KEYS[p])}
                  </MenuItem>
                ))}
              </TextField>
            </Section>

            <CanWrite>
              <Box
                sx={{
                  position: 'sticky',
                  bottom: 0,
                  py: 1.5,
                  bgcolor: 'background.default',
                  display: 'flex',
                  gap: 1.5,
                  flexWrap: 'wrap',
                  alignItems: 'center',
                  zIndex: 1,
                }}
              >
                <Button type="submit" variant="contained" disabled={busy || !isDirty}>
                  {save.isPending ? t('consoleSaving') : t('consoleBrandSaveDraft')}
                </Button>
                <Button
                  disabled={busy || (!isDirty && !saved.hasUnpublishedChanges)}
                  onClick={() => {
                    if (isDirty && !saved.hasUnpublishedChanges) {
                      setForm(saved.draft);
                      setErrors({});
                      return;
                    }
                    discard.mutate(undefined, { onSuccess: () => notify(t('consoleBrandDraftDiscarded')) });
                  }}
                >
                  {t('consoleBrandDiscardDraft')}
                </Button>
                <Button
                  variant="outlined"
                  color="secondary"
                  disabled={busy || isDirty || !saved.hasUnpublishedChanges}
                  onClick={() =>
                    publish.mutate(undefined, { onSuccess: () => notify(t('consoleBrandPublished')) })
                  }
                >
                  {publish.isPending ? t('consoleBrandPublishing') : t('consoleBrandPublish')}
                </Button>
                {isDirty && (
                  <Typography variant="body2" color="text.secondary">
                    {t('consoleBrandSaveBeforePublish')}
                  </Typography>
                )}
              </Box>
            </CanWrite>
          </Stack>
        </Box>
      </ReadOnlyFieldset>
      <BrandPreview version={JSON.stringify(saved.draft)} />
    </Box>
  );
}

/** An uploaded brand file: what is set now (a preview of the image), Upload and Remove. */
function FileField(props: {
  kind: BrandAssetKind;
  what: string;
  help: string;
  url: string | null;
  error?: string;
  onChange(url: string | null): void;
}) {
  const upload = useUploadBrandFile();
  const notify = useNotify();
  const [error, setError] = useState<string>();
  const inputId = `brand-file-${props.kind}`;
  const choose = (e: ChangeEvent<HTMLInputElement>) => {
    const file = e.target.files?.[0];
    e.target.value = '';
    if (!file) return;
    setError(undefined);
    upload.mutate(
      { kind: props.kind, file },
      {
        onSuccess: (result) => {
          props.onChange(result.url);
          notify(t('consoleBrandUploaded', { what: props.what }));
        },
        onError: (err) => setError(err.message),
      },
    );
  };
  const shown = error ?? props.error;
  return (
    <Stack spacing={1}>
      <Stack direction="row" spacing={2} sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
        <Box
          sx={{
            width: 96,
            height: 56,
            border: 1,
            borderColor: 'divider',
            borderRadius: 1,
            display: 'grid',
            placeItems: 'center',
            overflow: 'hidden',
            bgcolor: 'background.default',
          }}
        >
          {props.url && props.kind !== 'font' ? (
            <Box
              component="img"
              src={props.url}
              alt={t('consoleBrandCurrentImage', { what: props.what })}
              sx={{ maxWidth: '100%', maxHeight: '100%', objectFit: 'contain' }}
            />
          ) : (
            <Typography variant="caption" color="text.secondary">
              {props.url ? props.url.split('.').pop()?.toUpperCase() : t('consoleBrandNoImage')}
            </Typography>
          )}
        </Box>
        <CanWrite>
          <Button component="label" htmlFor={inputId} variant="outlined" disabled={upload.isPending}>
            {upload.isPending ? t('consoleBrandUploading') : t('consoleBrandUpload', { what: props.what })}
            <input
              id={inputId}
              type="file"
              hidden
              accept={props.kind === 'font' ? '.woff2,font/woff2' : 'image/*,.ico,.svg'}
              aria-label={t('consoleBrandUpload', { what: props.what })}
              onChange={choose}
            />
          </Button>
          {props.url && (
            <Button onClick={() => props.onChange(null)}>
              {t('consoleBrandRemove', { what: props.what })}
            </Button>
          )}
        </CanWrite>
      </Stack>
      <Typography
        variant="body2"
        color={shown ? 'error' : 'text.secondary'}
        role={shown ? 'alert' : undefined}
      >
        {shown ?? props.help}
      </Typography>
    </Stack>
  );
}

/**
 * The live preview: the portal's sign-in page with a preview token (this staff user's, 15 minutes), which makes
 * the server apply the saved draft to that page only. A new token after each save, so the frame reloads.
 */
function BrandPreview({ version }: { version: string }) {
  const [url, setUrl] = useState<string>();
  const [failed, setFailed] = useState<Error>();
  const load = useCallback(() => {
    setFailed(undefined);
    createBrandPreview()
      .then((p) => setUrl(p.url))
      .catch((e: Error) => setFailed(e));
  }, []);
  // biome-ignore lint/correctness/useExhaustiveDependencies: a new draft (version) asks for a fresh preview
  useEffect(() => load(), [load, version]);
  return (
    <Card
      component="section"
      aria-labelledby="brand-preview"
      sx={{ position: { lg: 'sticky' }, top: { lg: 88 } }}
    >
      <CardContent sx={{ p: { xs: 2, sm: 3 } }}>
        <Stack direction="row" sx={{ alignItems: 'center', justifyContent: 'space-between', mb: 2 }}>
          <Typography id="brand-preview" variant="h2" sx={{ fontSize: '1.15rem' }}>
            {t('consoleBrandPreview')}
          </Typography>
          <Button onClick={load}>{t('consoleBrandRefreshPreview')}</Button>
        </Stack>
        {failed && <LoadFailed error={failed} onRetry={load} lead={t('consoleBrandCouldNotLoad')} />}
        {!url && !failed && (
          <Skeleton variant="rounded" height={560} aria-label={t('consoleBrandPreviewLoading')} />
        )}
        {url && (
          <Box
            component="iframe"
            key={url}
            src={url}
            title={t('consoleBrandPreviewFrame')}
            sx={{
              width: '100%',
              height: 640,
              border: 1,
              borderColor: 'divider',
              borderRadius: 1,
              bgcolor: '#fff',
            }}
          />
        )}
      </CardContent>
    </Card>
  );
}
