import { t } from '../../../lib/i18n.ts';
import type { NeedsAction } from './orders-url-state.ts';

/** What the queue's 'Needs action' filter and the Home's order work call each bucket (the console's words). */
export const NEEDS_ACTION_LABEL: Record<NeedsAction, () => string> = {
  QUOTE_REQUESTED: () => t('consoleQuoteRequested'),
  PAYMENT_TO_CONFIRM: () => t('consolePaymentToConfirm'),
  READY_TO_SHIP: () => t('consoleReadyToShip'),
  DOCUMENTS_TO_REVIEW: () => t('consoleDocumentsToReview'),
};
