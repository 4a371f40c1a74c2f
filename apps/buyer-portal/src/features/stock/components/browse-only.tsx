import Alert from '@mui/material/Alert';
import Tooltip from '@mui/material/Tooltip';
import type { ReactElement } from 'react';
import { useTranslation } from 'react-i18next';

/**
 * C-050 / B-035: a buyer without CAN_BUY_ONLINE browses only. Buy, Offer and Import are disabled, and say why:
 * once in a note above the list, as the accessible description of each disabled button, and in a tooltip on
 * pointing at one.
 */
export const BROWSE_ONLY_NOTE_ID = 'browse-only-note';

export function BrowseOnlyNote() {
  const { t } = useTranslation();
  return (
    <Alert id={BROWSE_ONLY_NOTE_ID} severity="info" variant="outlined" role="note" sx={{ mb: 2 }}>
      {t('browseOnlyReason')}
    </Alert>
  );
}

/**
 * Wraps a button disabled for a browse-only buyer: the tooltip needs an element that takes the pointer (a
 * disabled button does not). Pass `aria-describedby={BROWSE_ONLY_NOTE_ID}` to the button itself.
 */
export function BrowseOnlyReason({
  isBrowseOnly,
  children,
}: {
  isBrowseOnly: boolean;
  children: ReactElement;
}) {
  const { t } = useTranslation();
  return (
    <DisabledReason reason={isBrowseOnly ? t('browseOnlyReason') : undefined}>{children}</DisabledReason>
  );
}

/** Any disabled button's reason as a tooltip on pointing at it (undefined: the button as it is). */
export function DisabledReason({ reason, children }: { reason: string | undefined; children: ReactElement }) {
  if (!reason) return children;
  return (
    <Tooltip title={reason} describeChild>
      <span style={{ display: 'inline-flex' }}>{children}</span>
    </Tooltip>
  );
}
