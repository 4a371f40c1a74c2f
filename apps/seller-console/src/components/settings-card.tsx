import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { Fragment, type ReactNode } from 'react';
import { useStaffCan } from '../features/staff/hooks.ts';
import { t } from '../lib/i18n.ts';
import { LoadFailed } from './load-states.tsx';
import { ReadOnlyFieldset } from './read-only-fieldset.tsx';
import { useReportUnsaved } from './unsaved-changes.tsx';

/**
 * A card of settings (Settings › Daily stock report, Settings › Orders): its heading and what it is for, a
 * placeholder while the saved settings load, the reason with Retry when they could not be, then the form.
 */
export function SettingsCard<D>(props: {
  /** The heading's id, which names the section. */
  headingId: string;
  title: string;
  explanation: string;
  query: {
    isPending: boolean;
    isError: boolean;
    error: Error | null;
    data: D | undefined;
    refetch(): unknown;
  };
  loadingLabel: string;
  loadingHeight: number;
  /** Put before the error's message: 'The … settings could not be loaded.' */
  errorLead: string;
  /** The form of the saved settings. */
  children(saved: D): ReactNode;
}) {
  const { query } = props;
  return (
    <Card component="section" aria-labelledby={props.headingId}>
      <CardContent sx={{ p: { xs: 2.5, sm: 4 } }}>
        {/* Below the fixed app bar when a section link brings it into view. */}
        <Typography
          id={props.headingId}
          variant="h2"
          sx={{ fontSize: '1.25rem', mb: 0.5, scrollMarginTop: 88 }}
        >
          {props.title}
        </Typography>
        <Typography color="text.secondary" sx={{ mb: 3, maxWidth: 640 }}>
          {props.explanation}
        </Typography>
        {query.isPending && (
          <Skeleton variant="rounded" height={props.loadingHeight} aria-label={props.loadingLabel} />
        )}
        {query.isError && (
          <LoadFailed error={query.error} onRetry={() => void query.refetch()} lead={props.errorLead} />
        )}
        {/* Keyed by the saved values so a save elsewhere (another tab) refills the form. */}
        {/* Read-only staff see the form's values, not controls they cannot use; the page says why, once. */}
        {query.data && (
          <ReadOnlyFieldset note={false}>
            <Fragment key={JSON.stringify(query.data)}>{props.children(query.data)}</Fragment>
          </ReadOnlyFieldset>
        )}
      </CardContent>
    </Card>
  );
}

/**
 * Save and Discard changes under a settings form, both off until something changed and while a save runs (Save
 * then reads Saving…); `children` follow them (what is saved now).
 */
export function SettingsActions(props: {
  saveLabel: string;
  isSaving: boolean;
  isDirty: boolean;
  onDiscard(): void;
  children?: ReactNode;
}) {
  const off = props.isSaving || !props.isDirty;
  // Leaving the screen with this form's edits unsaved asks first (UnsavedChangesGuard).
  useReportUnsaved(props.isDirty);
  // Read-only staff see the settings, not the buttons that would change them (the server refuses anyway).
  if (!useStaffCan().write) return null;
  return (
    <Box sx={{ display: 'flex', gap: 1.5, alignItems: 'center', flexWrap: 'wrap' }}>
      <Button type="submit" variant="contained" disabled={off}>
        {props.isSaving ? t('consoleSaving') : props.saveLabel}
      </Button>
      <Button disabled={off} onClick={props.onDiscard}>
        {t('consoleDiscardChanges')}
      </Button>
      {props.children}
    </Box>
  );
}
