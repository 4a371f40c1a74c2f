import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import {
  createContext,
  type ReactNode,
  useCallback,
  useContext,
  useEffect,
  useId,
  useMemo,
  useState,
} from 'react';
import { useBlocker } from 'react-router';
import { t } from '../lib/i18n.ts';

/**
 * Edits not saved yet, across the forms of a screen (Settings has eleven cards, Brand & site one long form): each
 * form reports whether it holds any (`useReportUnsaved`, which SettingsActions calls), and the guard asks before
 * the console leaves the screen — a link, Back — or the browser closes the tab while one does.
 */
const Registry = createContext<((id: string, dirty: boolean) => void) | undefined>(undefined);

export function useReportUnsaved(dirty: boolean): void {
  const report = useContext(Registry);
  const id = useId();
  useEffect(() => {
    report?.(id, dirty);
    return () => report?.(id, false);
  }, [report, id, dirty]);
}

export function UnsavedChangesGuard({ children }: { children: ReactNode }) {
  const [dirty, setDirty] = useState<ReadonlySet<string>>(new Set());
  const report = useCallback((id: string, isDirty: boolean) => {
    setDirty((now) => {
      if (now.has(id) === isDirty) return now;
      const next = new Set(now);
      if (isDirty) next.add(id);
      else next.delete(id);
      return next;
    });
  }, []);
  const unsaved = dirty.size > 0;
  const blocker = useBlocker(
    ({ currentLocation, nextLocation }) => unsaved && currentLocation.pathname !== nextLocation.pathname,
  );
  useEffect(() => {
    if (!unsaved) return;
    const onBeforeUnload = (e: BeforeUnloadEvent) => e.preventDefault();
    window.addEventListener('beforeunload', onBeforeUnload);
    return () => window.removeEventListener('beforeunload', onBeforeUnload);
  }, [unsaved]);
  const value = useMemo(() => report, [report]);
  return (
    <Registry value={value}>
      {children}
      <Dialog
        open={blocker.state === 'blocked'}
        onClose={() => blocker.reset?.()}
        aria-labelledby="unsaved-changes-title"
      >
        <DialogTitle id="unsaved-changes-title">{t('consoleLeaveWithoutSaving')}</DialogTitle>
        <DialogContent>
          <DialogContentText>{t('consoleYourChangesAreNotSaved')}</DialogContentText>
        </DialogContent>
        <DialogActions>
          <Button onClick={() => blocker.reset?.()} autoFocus>
            {t('consoleStay')}
          </Button>
          <Button color="error" onClick={() => blocker.proceed?.()}>
            {t('consoleLeave')}
          </Button>
        </DialogActions>
      </Dialog>
    </Registry>
  );
}
