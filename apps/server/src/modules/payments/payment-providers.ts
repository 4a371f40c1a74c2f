import type { AppConfig } from '../../config.ts';
import type { PaymentProviders } from './payment-provider.ts';
import { createPayPalProvider } from './paypal-provider.ts';
import { createSandboxProvider } from './sandbox-provider.ts';

/** The providers of this server: the sandbox always; PayPal when its credentials are configured (PAYPAL_*). */
export function createPaymentProviders(config: Pick<AppConfig, 'paypal'>): PaymentProviders {
  return {
    sandbox: createSandboxProvider(),
    ...(config.paypal ? { paypal: createPayPalProvider(config.paypal) } : {}),
  };
}
