// @vitest-environment jsdom
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { TrackingNumbers } from './tracking-numbers.tsx';

/** The tracking numbers of an order as the buyer's order page and the desk's order page show them (L-010). */
afterEach(cleanup);

describe('TrackingNumbers', () => {
  it('links each number of a carrier we know to its tracking page, in a new tab', () => {
    render(<TrackingNumbers parcels={[{ carrier: 'UPS', trackingNumber: '1Z999AA10123456784' }]} />);
    const link = screen.getByRole('link', { name: '1Z999AA10123456784' });
    expect(link.getAttribute('href')).toBe('https://www.ups.com/track?tracknum=1Z999AA10123456784');
    expect(link.getAttribute('target')).toBe('_blank');
    expect(link.getAttribute('rel')).toBe('noopener noreferrer');
    expect(document.body.textContent).toBe('UPS 1Z999AA10123456784');
  });

  it('names the carrier once for its parcels in a row, and each carrier after', () => {
    render(
      <TrackingNumbers
        parcels={[
          { carrier: 'FedEx', trackingNumber: '794616896420' },
          { carrier: 'FedEx', trackingNumber: '794616896431' },
          { carrier: 'dhl', trackingNumber: 'JD 1' },
        ]}
      />,
    );
    expect(screen.getAllByRole('link').map((a) => [a.textContent, a.getAttribute('href')])).toEqual([
      ['794616896420', 'https://www.fedex.com/fedextrack/?trknbr=794616896420'],
      ['794616896431', 'https://www.fedex.com/fedextrack/?trknbr=794616896431'],
      ['JD 1', 'https://www.dhl.com/global-en/home/tracking.html?tracking-id=JD%201'],
    ]);
    expect(screen.getByText('FedEx', { exact: false }).textContent).toBe('FedEx 794616896420, 794616896431');
  });

  it('shows the number as plain text when the carrier is one we do not know, or none', () => {
    render(
      <TrackingNumbers
        parcels={[
          { carrier: 'Royal Mail', trackingNumber: 'RM-1' },
          { carrier: null, trackingNumber: 'LOCAL-7' },
        ]}
      />,
    );
    expect(screen.queryAllByRole('link')).toEqual([]);
    expect(screen.getByText('Royal Mail RM-1')).toBeTruthy();
    expect(screen.getByText('LOCAL-7')).toBeTruthy();
  });
});
