// @vitest-environment jsdom
import { type CheckoutIssue, type CheckoutSelection, EMPTY_SELECTION } from '@portico/domain';
import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderPortal } from '../test/render.tsx';
import { ShippingExtras } from './shipping-billing-editors.tsx';

/** The shipping method row's extras, shared by the checkout and the order details page (I-034…I-040, L-023). */

const money = (n: number) => `$${n.toFixed(2)}`;
const translateIssue = (issue: CheckoutIssue) => issue.messageCode;

async function renderExtras(
  method: { insuranceAvailable: boolean; ignoreShippingInstructions: boolean } | undefined,
  opts: { selection?: Partial<CheckoutSelection>; issues?: CheckoutIssue[] } = {},
) {
  const dispatch = vi.fn();
  await renderPortal(
    <ShippingExtras
      method={method}
      selection={{ ...EMPTY_SELECTION, ...opts.selection }}
      maxInsuranceAmount={2500}
      issues={opts.issues ?? []}
      dispatch={dispatch}
      translateIssue={translateIssue}
      money={money}
    />,
  );
  return dispatch;
}

describe('ShippingExtras', () => {
  it('shows the insurance choice and the instructions for a method that offers insurance', async () => {
    const dispatch = await renderExtras({ insuranceAvailable: true, ignoreShippingInstructions: false });
    expect(screen.getByRole('radiogroup', { name: 'Shipping Insurance' })).toBeTruthy();
    fireEvent.click(screen.getByRole('radio', { name: 'Not insured' }));
    expect(dispatch).toHaveBeenCalledWith({ type: 'insuranceChosen', insured: false });
    fireEvent.change(screen.getByRole('textbox', { name: 'Shipping Instructions (optional)' }), {
      target: { value: 'Call first' },
    });
    expect(dispatch).toHaveBeenCalledWith({ type: 'shippingInstructionEdited', text: 'Call first' });
  });

  it('shows its own fields’ messages only, and the maximum beside the insured amount', async () => {
    await renderExtras(
      { insuranceAvailable: true, ignoreShippingInstructions: false },
      {
        selection: { shippingInsured: true, shippingInsuranceAmount: 100 },
        issues: [
          { section: 'shippingMethod', field: 'carrier', messageCode: 'carrierRequired' },
          { section: 'shippingMethod', field: 'shippingInsured', messageCode: 'selectInsurance' },
        ],
      },
    );
    expect(screen.getByRole('alert').textContent).toBe('selectInsurance');
    expect(screen.queryByText('carrierRequired')).toBeNull();
    expect(screen.getByText('Up to $2500.00')).toBeTruthy();
  });

  it('checks an insured amount the buyer applies at once, before the row is confirmed (I-037)', async () => {
    const dispatch = await renderExtras(
      { insuranceAvailable: true, ignoreShippingInstructions: false },
      { selection: { shippingInsured: true, shippingInsuranceAmount: 100 } },
    );
    const amount = screen.getByRole('textbox', { name: 'Insurance Amount' });
    fireEvent.change(amount, { target: { value: '3000' } });
    fireEvent.blur(amount);
    expect(dispatch).toHaveBeenCalledWith({ type: 'insuranceAmountApplied', amount: '3000' });
    expect(screen.getByText('insuranceAmountTooHigh')).toBeTruthy();
    fireEvent.change(amount, { target: { value: '2500' } });
    fireEvent.click(screen.getByRole('button', { name: 'Apply' }));
    expect(screen.queryByText('insuranceAmountTooHigh')).toBeNull();
    expect(screen.getByText('Up to $2500.00')).toBeTruthy();
  });

  it('leaves out the insurance without it and the instructions when the method ignores them', async () => {
    await renderExtras({ insuranceAvailable: false, ignoreShippingInstructions: true });
    expect(screen.queryByRole('radiogroup', { name: 'Shipping Insurance' })).toBeNull();
    expect(screen.queryByRole('textbox', { name: /Shipping Instructions/ })).toBeNull();
  });

  it('shows nothing before a method is chosen', async () => {
    const { container } = await renderPortal(
      <ShippingExtras
        method={undefined}
        selection={EMPTY_SELECTION}
        maxInsuranceAmount={2500}
        issues={[]}
        dispatch={vi.fn()}
        translateIssue={translateIssue}
        money={money}
      />,
    );
    expect(container.textContent).toBe('');
  });
});
