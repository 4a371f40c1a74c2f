import { PAYMENT_RESULT_MESSAGE_TYPE, type PaymentResultMessage } from '@portico/contract';

/**
 * The payment pop-up (I-072…I-074): a 600×700 window on the provider's approval link; the opener checks every
 * second whether it was closed (I-073). The result is success when the return page posts a message with a status
 * and paymentConfirmed; failure when the window closes first or an error occurs (I-074). Browsers only allow a
 * pop-up during a click, so the window is opened blank at the click (openPaymentWindow) and sent to the link
 * once the server has answered; a blocked pop-up (null) is for the re-launch dialog (I-056).
 */

export const PAYMENT_WINDOW_NAME = 'portico-payment';
export const POPUP_CHECK_MS = 1000; // I-073
export const RETURN_CLOSE_MS = 600; // I-078

/** Opens the (blank) 600×700 pop-up, centred on the opener; null when the browser blocked it. */
export function openPaymentWindow(url = ''): Window | null {
  const width = 600;
  const height = 700;
  const left = Math.max(0, Math.round(window.screenX + (window.outerWidth - width) / 2));
  const top = Math.max(0, Math.round(window.screenY + (window.outerHeight - height) / 2));
  const features = `popup=yes,width=${width},height=${height},left=${left},top=${top}`;
  try {
    return window.open(url, PAYMENT_WINDOW_NAME, features);
  } catch {
    return null;
  }
}

export type PopupResult = 'SUCCESS' | 'FAILURE';

/** Whether a window message is the return page's result for this order (same origin only). */
export function isPaymentResult(
  event: Pick<MessageEvent, 'origin' | 'data'>,
  origin: string,
  phonexOrderNumber: string,
): event is { origin: string; data: PaymentResultMessage } {
  const d = event.data as Partial<PaymentResultMessage> | null;
  return (
    event.origin === origin &&
    typeof d === 'object' &&
    d !== null &&
    d.type === PAYMENT_RESULT_MESSAGE_TYPE &&
    d.phonexOrderNumber === phonexOrderNumber &&
    typeof d.status === 'string' &&
    typeof d.paymentConfirmed === 'boolean'
  );
}

/**
 * Waits for the pop-up's result (I-073, I-074): the return page's message, or the window found closed by the
 * once-a-second check. `signal` stops waiting (the page went away).
 */
export function awaitPopupResult(
  popup: Window,
  phonexOrderNumber: string,
  signal?: AbortSignal,
): Promise<PopupResult> {
  return new Promise((resolve) => {
    const done = (result: PopupResult) => {
      window.clearInterval(timer);
      window.removeEventListener('message', onMessage);
      resolve(result);
    };
    const onMessage = (event: MessageEvent) => {
      if (!isPaymentResult(event, window.location.origin, phonexOrderNumber)) return;
      done(event.data.status === 'SUCCESS' && event.data.paymentConfirmed ? 'SUCCESS' : 'FAILURE');
    };
    const timer = window.setInterval(() => {
      if (popup.closed) done('FAILURE');
    }, POPUP_CHECK_MS);
    window.addEventListener('message', onMessage);
    signal?.addEventListener('abort', () => done('FAILURE'));
  });
}

/**
 * The window opened at the click, handed from the page that submitted (checkout, order details) to the page that
 * runs the payment (the confirmation pages), keyed by order number. A Window cannot travel in history state.
 */
const handedOver = new Map<string, Window | null>();

export function handOverPaymentWindow(phonexOrderNumber: string, popup: Window | null): void {
  handedOver.set(phonexOrderNumber, popup);
}

/** The window handed over for the order (once): a Window, null when it was blocked, undefined when none. */
export function takePaymentWindow(phonexOrderNumber: string): Window | null | undefined {
  if (!handedOver.has(phonexOrderNumber)) return undefined;
  const popup = handedOver.get(phonexOrderNumber) ?? null;
  handedOver.delete(phonexOrderNumber);
  return popup;
}
