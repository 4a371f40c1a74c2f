import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import type { KeyboardEvent, ReactNode } from 'react';
import { useStaffCan } from '../features/staff/hooks.ts';
import { t } from '../lib/i18n.ts';

/** Keys that open a select (MUI's select is a focusable element, not a native control the fieldset disables). */
const OPENS_A_SELECT = new Set(['Enter', ' ', 'ArrowDown', 'ArrowUp']);

function keepSelectsShut(e: KeyboardEvent) {
  const target = e.target as HTMLElement;
  if (target.getAttribute('role') === 'combobox' && OPENS_A_SELECT.has(e.key)) {
    e.preventDefault();
    e.stopPropagation();
  }
}

/**
 * A settings form as the signed-in staff member's role allows (staff roles, decision 016): for read-only staff a
 * disabled fieldset — the browser disables every native control inside (text fields, checkboxes, switches,
 * buttons), and MUI's selects neither open on a click nor on a key — under a note saying why (unless the page says
 * it once for all its forms: `note` false); for staff who may
 * write (or while the role loads), the form as it is. The server refuses a read-only member's write whatever the page shows.
 */
export function ReadOnlyFieldset({ children, note = true }: { children: ReactNode; note?: boolean }) {
  const { role, write } = useStaffCan();
  // Until the role is known the form shows as it is (its Save waits for the role too: SettingsActions).
  if (role === undefined || write) return children;
  return (
    <Box
      component="fieldset"
      disabled
      onKeyDownCapture={keepSelectsShut}
      sx={{
        border: 0,
        p: 0,
        m: 0,
        minWidth: 0,
        '& .MuiSelect-select': { pointerEvents: 'none' },
        // The native fieldset disables the controls without MUI's disabled look: give them one, so nothing
        // reads as editable (a field's tinted box, greyed buttons and icons).
        '& .MuiInputBase-root': { bgcolor: 'action.hover' },
        '& .MuiButtonBase-root': { color: 'text.disabled', borderColor: 'action.disabled' },
      }}
    >
      {note && (
        <Alert severity="info" sx={{ mb: 2.5 }}>
          {t('consoleYourRoleCanViewTheseSettings')}
        </Alert>
      )}
      {children}
    </Box>
  );
}
