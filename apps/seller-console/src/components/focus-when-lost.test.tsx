// @vitest-environment jsdom

import { act, render } from '@testing-library/react';
import { useRef } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useFocusWhenLost } from './focus-when-lost.ts';

/** A section whose button goes away with its state (Approve once approved). */
function Section({ status }: { status: string }) {
  const heading = useRef<HTMLHeadingElement>(null);
  useFocusWhenLost(heading, status);
  return (
    <section>
      <h2 ref={heading} tabIndex={-1}>
        Account
      </h2>
      {status === 'PROSPECT' ? <button type="button">Approve</button> : <p>Active</p>}
    </section>
  );
}

afterEach(() => vi.useRealTimers());

describe('useFocusWhenLost', () => {
  it('puts the focus on the heading when the change took away the focused button, not at first render', () => {
    vi.useFakeTimers();
    const { rerender, getByRole } = render(<Section status="PROSPECT" />);
    act(() => vi.advanceTimersByTime(500));
    expect(document.activeElement).toBe(document.body);
    getByRole('button', { name: 'Approve' }).focus();
    rerender(<Section status="ACTIVE" />);
    act(() => vi.advanceTimersByTime(500));
    expect(document.activeElement).toBe(getByRole('heading', { name: 'Account' }));
  });
});
