import { randomBytes } from 'node:crypto';
import { SANDBOX_APPROVAL_PATH } from '@portico/contract';
import type { PaymentProvider } from './payment-provider.ts';

/**
 * The `sandbox` provider (Q-045; the default, what the demo and the tests use): Portico's own hosted approval
 * page (sandbox-page.ts at SANDBOX_APPROVAL_PATH) stands in for PayPal's. No money moves. Its state is the
 * payments row itself: the page's Approve records the payer (status APPROVED), so confirm and capture read the
 * attempt they are given and never call out.
 */
export function createSandboxProvider(): PaymentProvider {
  const id = (prefix: string) => `${prefix}${randomBytes(12).toString('hex').toUpperCase()}`;
  return {
    name: 'sandbox',
    async create() {
      const providerOrderId = id('SBX-');
      return {
        providerOrderId,
        approvalLink: `${SANDBOX_APPROVAL_PATH}?token=${encodeURIComponent(providerOrderId)}`,
      };
    },
    async confirm(attempt, payerId) {
      return attempt.status === 'APPROVED' && attempt.payerId === payerId;
    },
    async capture(attempt, payerId) {
      if (attempt.status !== 'APPROVED') return { ok: false, reason: 'NOT_APPROVED' };
      if (attempt.payerId !== payerId) return { ok: false, reason: 'PAYER_MISMATCH' };
      return { ok: true, captureId: id('SBXCAP-'), captured: null };
    },
    async status(attempt) {
      if (attempt.status === 'CAPTURED' || attempt.status === 'REFUNDED') return 'COMPLETED';
      if (attempt.status === 'APPROVED') return 'APPROVED';
      return attempt.status === 'FAILED' ? 'VOIDED' : 'CREATED';
    },
    async refund() {
      return { refundId: id('SBXREF-') };
    },
  };
}

/** A sandbox payer id, as PayPal's PayerID looks (13 characters). */
export const sandboxPayerId = () => randomBytes(8).toString('hex').toUpperCase().slice(0, 13);
