import { afterEach, describe, expect, it } from 'vitest';
import { noticeStore, notify } from '../../../lib/notify.ts';
import { closeOrderNotices, notifyOrder, notifyOrderLeaving, ORDER_SNACKBAR_MS } from './order-snackbar.ts';

/** L-013: the order page's snackbars stay 5 minutes, and close when the buyer leaves the page. */
describe('order page snackbars', () => {
  afterEach(() => noticeStore.set(undefined));

  it('stay 5 minutes and close with the page', () => {
    notifyOrder('success', 'Your changes were saved');
    expect(noticeStore.get()).toMatchObject({
      message: 'Your changes were saved',
      autoHideMs: ORDER_SNACKBAR_MS,
    });
    closeOrderNotices();
    expect(noticeStore.get()).toBeUndefined();
  });

  it("leave alone what is not the page's: a message meant for the next page, or another screen's", () => {
    notifyOrderLeaving('error', 'No order found of this id: X1');
    closeOrderNotices();
    expect(noticeStore.get()).toMatchObject({ message: 'No order found of this id: X1' });
    notifyOrder('success', 'Your changes were saved');
    notify({ severity: 'info', message: 'A new stock alert fired' });
    closeOrderNotices();
    expect(noticeStore.get()).toMatchObject({ message: 'A new stock alert fired' });
  });
});
