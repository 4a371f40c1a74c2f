// @vitest-environment jsdom

import TextField from '@mui/material/TextField';
import { fireEvent, screen } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { renderConsole } from '../../../test/render.tsx';
import { DeskDialog } from './order-dialogs.tsx';

/** The console's dialog frame: a refused save is never left below the fold. */
function Form(props: { refuse: Record<string, string>; message?: string }) {
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [message, setMessage] = useState<string>();
  return (
    <DeskDialog
      form={{ busy: false, message, errors, onClose: () => {} }}
      title="New shipping method"
      submitLabel="Save"
      onSubmit={() => {
        setErrors(props.refuse);
        setMessage(props.message);
      }}
    >
      <TextField label="Name" error={Boolean(errors.label)} helperText={errors.label} />
      <TextField
        label="Most units per shipment"
        error={Boolean(errors.maxDevicesInShipment)}
        helperText={errors.maxDevicesInShipment}
      />
    </DeskDialog>
  );
}

describe('DeskDialog', () => {
  it('moves the focus to the first field a refusal names', async () => {
    renderConsole(<Form refuse={{ maxDevicesInShipment: 'Enter a whole number from 1' }} />);
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    const field = await screen.findByRole('textbox', { name: 'Most units per shipment' });
    expect(await screen.findByText('Enter a whole number from 1')).toBeTruthy();
    expect(document.activeElement).toBe(field);
  });

  it('leaves the focus where it is when nothing is refused', () => {
    renderConsole(<Form refuse={{}} />);
    const save = screen.getByRole('button', { name: 'Save' });
    save.focus();
    fireEvent.click(save);
    expect(document.activeElement).toBe(save);
  });
});
