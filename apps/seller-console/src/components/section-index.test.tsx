// @vitest-environment jsdom

import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderConsole } from '../test/render.tsx';
import { SectionIndex } from './section-index.tsx';

describe('SectionIndex', () => {
  it('lists the sections of a long page and brings the chosen one into view', async () => {
    const scrolled: string[] = [];
    Element.prototype.scrollIntoView = vi.fn(function (this: Element) {
      scrolled.push(this.id);
    });
    renderConsole(
      <>
        <SectionIndex
          label="Settings sections"
          sections={[
            { id: 'orders-heading', label: 'Orders' },
            { id: 'free-freight-heading', label: 'Free freight' },
          ]}
        />
        <h2 id="orders-heading">Orders</h2>
        <h2 id="free-freight-heading">Free freight</h2>
      </>,
    );
    const nav = screen.getByRole('navigation', { name: 'Settings sections' });
    expect(nav.querySelectorAll('a')).toHaveLength(2);
    await userEvent.click(screen.getByRole('link', { name: 'Free freight' }));
    expect(scrolled).toEqual(['free-freight-heading']);
  });
});
