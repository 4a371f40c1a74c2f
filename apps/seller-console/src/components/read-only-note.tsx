import Alert from '@mui/material/Alert';
import { useStaffCan } from '../features/staff/hooks.ts';

/**
 * For read-only staff (decision 016), one line at the top of a page saying what their role lets them do there and
 * who can do more; nothing for staff who may write, or while the role loads. The page hides its write controls.
 */
export function ReadOnlyNote({ children }: { children: string }) {
  const { role, write } = useStaffCan();
  if (role === undefined || write) return null;
  return (
    <Alert severity="info" sx={{ mb: 2 }}>
      {children}
    </Alert>
  );
}
