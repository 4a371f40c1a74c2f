import Alert, { type AlertColor } from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Snackbar from '@mui/material/Snackbar';
import { createContext, type ReactNode, useCallback, useContext, useMemo, useState } from 'react';

/** A button on the snackbar (e.g. Undo), shown for `duration` ms unless another message replaces it. */
export type NoteAction = { label: string; onClick(): void; duration: number };
type Note = { key: number; message: string; severity: AlertColor; action?: NoteAction | undefined };
type Notify = (message: string, severity?: AlertColor, action?: NoteAction) => void;

const NotifierContext = createContext<Notify | undefined>(undefined);

/**
 * One snackbar for the whole console: a later message replaces the one on screen rather than stacking. The
 * message is a polite live region (role status), so screen readers hear the outcome of an action without losing
 * focus; an action button (Undo) sits beside it, outside the announced text.
 */
export function NotifierProvider({ children }: { children: ReactNode }) {
  const [note, setNote] = useState<Note>();
  const [isOpen, setIsOpen] = useState(false);
  const notify = useCallback<Notify>((message, severity = 'success', action) => {
    setNote({ key: Date.now(), message, severity, action });
    setIsOpen(true);
  }, []);
  const value = useMemo(() => notify, [notify]);
  const action = note?.action;
  return (
    <NotifierContext value={value}>
      {children}
      <Snackbar
        key={note?.key}
        open={isOpen}
        autoHideDuration={action ? action.duration : note?.severity === 'error' ? 10_000 : 6000}
        onClose={(_e, reason) => {
          if (reason !== 'clickaway') setIsOpen(false);
        }}
        anchorOrigin={{ vertical: 'bottom', horizontal: 'center' }}
      >
        <Alert
          role="none"
          variant="filled"
          severity={note?.severity ?? 'success'}
          onClose={() => setIsOpen(false)}
          action={
            action ? (
              <Button
                color="inherit"
                size="small"
                sx={{ fontWeight: 700 }}
                onClick={() => {
                  setIsOpen(false);
                  action.onClick();
                }}
              >
                {action.label}
              </Button>
            ) : undefined
          }
          sx={{ minWidth: 280, alignItems: 'center' }}
        >
          <span role="status" aria-live="polite">
            {note?.message}
          </span>
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
