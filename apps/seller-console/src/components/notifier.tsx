import Alert, { type AlertColor } from '@mui/material/Alert';
import Snackbar from '@mui/material/Snackbar';
import { createContext, type ReactNode, useCallback, useContext, useMemo, useState } from 'react';

type Note = { key: number; message: string; severity: AlertColor };
type Notify = (message: string, severity?: AlertColor) => void;

const NotifierContext = createContext<Notify | undefined>(undefined);

/**
 * One snackbar for the whole console: a later message replaces the one on screen rather than stacking. It is a
 * polite live region (role status), so screen readers hear the outcome of an action without losing focus.
 */
export function NotifierProvider({ children }: { children: ReactNode }) {
  const [note, setNote] = useState<Note>();
  const [isOpen, setIsOpen] = useState(false);
  const notify = useCallback<Notify>((message, severity = 'success') => {
    setNote({ key: Date.now(), message, severity });
    setIsOpen(true);
  }, []);
  const value = useMemo(() => notify, [notify]);
  return (
    <NotifierContext value={value}>
      {children}
      <Snackbar
        key={note?.key}
        open={isOpen}
        autoHideDuration={note?.severity === 'error' ? 10_000 : 6000}
        onClose={(_e, reason) => {
          if (reason !== 'clickaway') setIsOpen(false);
        }}
        anchorOrigin={{ vertical: 'bottom', horizontal: 'center' }}
      >
        <Alert
          role="status"
          aria-live="polite"
          variant="filled"
          severity={note?.severity ?? 'success'}
          onClose={() => setIsOpen(false)}
          sx={{ minWidth: 280, alignItems: 'center' }}
        >
          {note?.message}
        </Alert>
      </Snackbar>
    </NotifierContext>
  );
}

export function useNotify(): Notify {
  const value = useContext(NotifierContext);
  if (!value) throw new Error('useNotify must be used inside NotifierProvider');
  return value;
}
