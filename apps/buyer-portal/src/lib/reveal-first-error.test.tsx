// @vitest-environment jsdom

import { act, render } from '@testing-library/react';
import { useEffect } from 'react';
import { describe, expect, it } from 'vitest';
import { useRevealFirstError } from './reveal-first-error.ts';

/** A refused save: the first message on the page is scrolled to, and its field takes the focus. */
function Form({ reveal }: { reveal: number }) {
  const revealError = useRevealFirstError();
  useEffect(() => {
    if (reveal > 0) revealError();
  }, [reveal, revealError]);
  return (
    <main>
      <div className="MuiFormControl-root">
        <input aria-label="Name" />
      </div>
      <div>
        <div role="radiogroup">
          <input type="radio" aria-label="Insured" />
          <input type="radio" aria-label="Not insured" />
        </div>
        <p role="alert" data-field-error>
          Please Select Insurance.
        </p>
      </div>
    </main>
  );
}

describe('useRevealFirstError', () => {
  it('scrolls to the first message and focuses the field it belongs to (a choice drawn outside a MUI field too)', () => {
    const scrolled: Element[] = [];
    // jsdom lays nothing out, so it has no scrollIntoView: record the calls instead.
    Element.prototype.scrollIntoView = function (this: Element) {
      scrolled.push(this);
    };
    const { rerender, getByLabelText } = render(<Form reveal={0} />);
    act(() => rerender(<Form reveal={1} />));
    expect(scrolled.map((e) => e.textContent)).toEqual(['Please Select Insurance.']);
    expect(document.activeElement).toBe(getByLabelText('Insured'));
  });
});
