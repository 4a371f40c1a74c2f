// @vitest-environment jsdom
import Button from '@mui/material/Button';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { renderConsole } from '../test/render.tsx';
import { useNotify } from './notifier.tsx';

/**
 * The console's one snackbar, as after answering offers: the outcome is announced (role status) with an Undo
 * button beside it; Undo runs once and closes the snackbar, and a later message replaces the one on screen.
 * The buttons below stand in for the inbox's answer actions.
 */
function AnswerAndUndo() {
  const notify = useNotify();
  const [undone, setUndone] = useState(0);
  return (
    <>
      <Button
        onClick={() =>
          notify('Offer accepted.', 'success', {
            label: 'Undo',
            onClick: () => setUndone((n) => n + 1),
            duration: 60_000,
          })
        }
      >
        Accept
      </Button>
      <Button onClick={() => notify('The offer could not be answered.', 'error')}>Fail</Button>
      <p>Undone {undone}</p>
    </>
  );
}

describe('NotifierProvider', () => {
  it('announces the answer with an Undo button that runs once and closes the snackbar', async () => {
    const user = userEvent.setup();
    renderConsole(<AnswerAndUndo />);
    expect(screen.queryByRole('button', { name: 'Undo' })).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Accept' }));
    expect(screen.getByRole('status').textContent).toBe('Offer accepted.');
    await user.click(screen.getByRole('button', { name: 'Undo' }));
    expect(screen.getByText('Undone 1')).toBeTruthy();
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Undo' })).toBeNull());
  });

  it('replaces the message on screen rather than stacking, and a plain message has no Undo', async () => {
    const user = userEvent.setup();
    renderConsole(<AnswerAndUndo />);
    await user.click(screen.getByRole('button', { name: 'Accept' }));
    await user.click(screen.getByRole('button', { name: 'Fail' }));
    await waitFor(() => expect(screen.getAllByRole('status')).toHaveLength(1));
    expect(screen.getByRole('status').textContent).toBe('The offer could not be answered.');
    expect(screen.queryByRole('button', { name: 'Undo' })).toBeNull();
    expect(screen.getByText('Undone 0')).toBeTruthy();
  });
});
