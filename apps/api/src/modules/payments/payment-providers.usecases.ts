import type { z } from 'zod';
import type { paymentGatewaySchema } from '@app/shared/orders/orders.schemas';
import type { PaymentProvider, ProviderCode } from './payment-provider';
import type { PaymentSettings } from './payment-settings.repository';
import { createKhaltiProvider, isKhaltiConfigured } from './khalti-provider';
import { createMercadoPagoProvider, isMercadoPagoConfigured } from './mercadopago-provider';
import {
  createPaymongoProvider,
  isPaymongoConfigured,
  isPaymongoOffered,
} from './paymongo-provider';
import { createPaytmProvider, isPaytmConfigured } from './paytm-provider';
import { createPayuProvider, isPayuConfigured } from './payu-provider';
import { createPhonepeProvider, isPhonepeConfigured } from './phonepe-provider';
import { createRazorpayProvider, isRazorpayConfigured } from './razorpay-provider';
import { createStripeProvider, isStripeConfigured } from './stripe-provider';
import { createUpiGatewayProvider, isUpiGatewayConfigured } from './upi-gateway-provider';

type PaymentGateway = z.infer<typeof paymentGatewaySchema>;

export type ProviderSet = Partial<Record<ProviderCode, PaymentProvider>>;

/** The providers whose keys an admin has entered, built from the current settings. */
export function createConfiguredProviders(settings: PaymentSettings): ProviderSet {
  const providers: ProviderSet = {};
  if (isStripeConfigured(settings)) providers.STRIPE = createStripeProvider(settings.stripe);
  if (isRazorpayConfigured(settings))
    providers.RAZORPAY = createRazorpayProvider(settings.razorpay);
  if (isPayuConfigured(settings)) providers.PAYU = createPayuProvider(settings.payu);
  if (isPhonepeConfigured(settings)) providers.PHONEPE = createPhonepeProvider(settings.phonepe);
  if (isMercadoPagoConfigured(settings)) {
    providers.MERCADOPAGO = createMercadoPagoProvider(settings.mercadoPago);
  }
  if (isKhaltiConfigured(settings)) providers.KHALTI = createKhaltiProvider(settings.khalti);
  // Whatever the currency is now: PayMongo attempts already made are reconciled and refunded.
  if (isPaymongoConfigured(settings)) {
    providers.PAYMONGO = createPaymongoProvider(settings.paymongo);
  }
  if (isUpiGatewayConfigured(settings)) {
    providers.UPIGATEWAY = createUpiGatewayProvider(settings.upiGateway);
  }
  if (isPaytmConfigured(settings)) providers.PAYTM = createPaytmProvider(settings.paytm);
  return providers;
}

/** The ways to pay the checkout offers, each with its public key only (never a secret). */
export function listPaymentGateways(settings: PaymentSettings): PaymentGateway[] {
  const gateways: PaymentGateway[] = [];
  if (settings.isCodEnabled)
    gateways.push({ code: 'COD', name: 'Cash on delivery', public_key: null });
  if (settings.isWalletEnabled) gateways.push({ code: 'WALLET', name: 'Wallet', public_key: null });
  if (isStripeConfigured(settings)) {
    gateways.push({ code: 'STRIPE', name: 'Card', public_key: settings.stripe.publishableKey });
  }
  if (isRazorpayConfigured(settings)) {
    gateways.push({ code: 'RAZORPAY', name: 'Razorpay', public_key: settings.razorpay.keyId });
  }
  if (isPayuConfigured(settings)) {
    gateways.push({ code: 'PAYU', name: 'PayU', public_key: null });
  }
  if (isPhonepeConfigured(settings)) {
    gateways.push({ code: 'PHONEPE', name: 'PhonePe', public_key: settings.phonepe.merchantId });
  }
  if (isMercadoPagoConfigured(settings)) {
    gateways.push({
      code: 'MERCADOPAGO',
      name: 'Mercado Pago',
      public_key: settings.mercadoPago.publicKey,
    });
  }
  if (isKhaltiConfigured(settings)) {
    gateways.push({ code: 'KHALTI', name: 'Khalti', public_key: settings.khalti.publicKey });
  }
  // PayMongo takes pesos only: a store charging in another currency does not offer it.
  if (isPaymongoOffered(settings)) {
    gateways.push({ code: 'PAYMONGO', name: 'PayMongo', public_key: settings.paymongo.publicKey });
  }
  if (isUpiGatewayConfigured(settings)) {
    gateways.push({ code: 'UPIGATEWAY', name: 'UPI', public_key: null });
  }
  if (isPaytmConfigured(settings)) {
    gateways.push({ code: 'PAYTM', name: 'Paytm', public_key: settings.paytm.merchantId });
  }
  return gateways;
}
