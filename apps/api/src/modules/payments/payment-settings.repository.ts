import { PAYU_LIVE_URL } from '@app/shared/settings/settings-catalog';
import type { Executor } from '../../db/client';
import { readSettingValues } from '../settings/settings.repository';

/**
 * The settings keys of payments, as an admin enters them (the console's Settings → Payments,
 * SETTINGS_CATALOG). Secrets are rows with is_public false, so get-settings never sends them; the
 * *ApiBaseUrl keys (phonepeApiBaseUrl, upiGatewayApiBaseUrl too) and payuVerifyUrl exist for
 * provider-compatible test servers and are not editable in the console.
 */
export const PAYMENT_SETTING_KEYS = [
  'currencyCode',
  'storeName',
  'codEnabled',
  'walletPaymentEnabled',
  'stripeSecretKey',
  'stripePublishableKey',
  'stripeWebhookSecret',
  'stripeApiBaseUrl',
  'razorpayKeyId',
  'razorpayKeySecret',
  'razorpayWebhookSecret',
  'razorpayApiBaseUrl',
  'payuMerchantKey',
  'payuMerchantSalt',
  'payuBaseUrl',
  'payuVerifyUrl',
  'phonepeMerchantId',
  'phonepeSaltKey',
  'phonepeSaltIndex',
  'phonepeCallbackUrl',
  'phonepeApiBaseUrl',
  'mercadoPagoPublicKey',
  'mercadoPagoAccessToken',
  'mercadoPagoWebhookSecret',
  'mercadoPagoApiBaseUrl',
  'khaltiPublicKey',
  'khaltiSecretKey',
  'khaltiApiBaseUrl',
  'paymongoPublicKey',
  'paymongoSecretKey',
  'paymongoWebhookSecret',
  'paymongoApiBaseUrl',
  'upiGatewayKey',
  'upiGatewayApiBaseUrl',
  'paytmMerchantId',
  'paytmMerchantKey',
  'paytmWebsiteName',
  'paytmApiBaseUrl',
] as const;

export interface PaymentSettings {
  currencyCode: string;
  storeName: string;
  isCodEnabled: boolean;
  isWalletEnabled: boolean;
  stripe: { secretKey: string; publishableKey: string; webhookSecret: string; apiBaseUrl: string };
  razorpay: { keyId: string; keySecret: string; webhookSecret: string; apiBaseUrl: string };
  payu: { merchantKey: string; merchantSalt: string; baseUrl: string; verifyUrl: string };
  phonepe: {
    merchantId: string;
    saltKey: string;
    saltIndex: string;
    /** Where PhonePe posts its server-to-server callbacks; derived from the request when empty. */
    callbackUrl: string;
    apiBaseUrl: string;
  };
  mercadoPago: {
    publicKey: string;
    accessToken: string;
    webhookSecret: string;
    apiBaseUrl: string;
  };
  khalti: { publicKey: string; secretKey: string; apiBaseUrl: string };
  paymongo: { publicKey: string; secretKey: string; webhookSecret: string; apiBaseUrl: string };
  /** UPIGateway.com (ekqr.in): one API key, sent in each call's body. */
  upiGateway: { key: string; apiBaseUrl: string };
  /** The merchant key is Paytm's 16-character AES key: it signs and checks every checksum. */
  paytm: { merchantId: string; merchantKey: string; websiteName: string; apiBaseUrl: string };
}

/** PayU's verify_payment API lives on another host: the test one for test mode. */
function defaultPayuVerifyUrl(baseUrl: string): string {
  return baseUrl.includes('test.payu.in')
    ? 'https://test.payu.in/merchant/postservice.php?form=2'
    : 'https://info.payu.in/merchant/postservice.php?form=2';
}

export async function readPaymentSettings(db: Executor): Promise<PaymentSettings> {
  return parsePaymentSettings(await readSettingValues(db, PAYMENT_SETTING_KEYS));
}

export function parsePaymentSettings(values: ReadonlyMap<string, string>): PaymentSettings {
  const get = (key: (typeof PAYMENT_SETTING_KEYS)[number], fallback = '') =>
    values.get(key) || fallback;
  const payuBaseUrl = get('payuBaseUrl', PAYU_LIVE_URL);
  return {
    currencyCode: get('currencyCode', 'INR').toUpperCase(),
    storeName: get('storeName', 'Swiftbite'),
    isCodEnabled: get('codEnabled', 'true') !== 'false',
    isWalletEnabled: get('walletPaymentEnabled', 'true') !== 'false',
    stripe: {
      secretKey: get('stripeSecretKey'),
      publishableKey: get('stripePublishableKey'),
      webhookSecret: get('stripeWebhookSecret'),
      apiBaseUrl: get('stripeApiBaseUrl', 'https://api.stripe.com'),
    },
    razorpay: {
      keyId: get('razorpayKeyId'),
      keySecret: get('razorpayKeySecret'),
      webhookSecret: get('razorpayWebhookSecret'),
      apiBaseUrl: get('razorpayApiBaseUrl', 'https://api.razorpay.com'),
    },
    payu: {
      merchantKey: get('payuMerchantKey'),
      merchantSalt: get('payuMerchantSalt'),
      baseUrl: payuBaseUrl,
      verifyUrl: get('payuVerifyUrl', defaultPayuVerifyUrl(payuBaseUrl)),
    },
    phonepe: {
      merchantId: get('phonepeMerchantId'),
      saltKey: get('phonepeSaltKey'),
      saltIndex: get('phonepeSaltIndex', '1'),
      callbackUrl: get('phonepeCallbackUrl'),
      apiBaseUrl: get('phonepeApiBaseUrl', 'https://api.phonepe.com/apis/hermes'),
    },
    mercadoPago: {
      publicKey: get('mercadoPagoPublicKey'),
      accessToken: get('mercadoPagoAccessToken'),
      webhookSecret: get('mercadoPagoWebhookSecret'),
      apiBaseUrl: get('mercadoPagoApiBaseUrl', 'https://api.mercadopago.com'),
    },
    khalti: {
      publicKey: get('khaltiPublicKey'),
      secretKey: get('khaltiSecretKey'),
      apiBaseUrl: get('khaltiApiBaseUrl', 'https://khalti.com/api/v2'),
    },
    paymongo: {
      publicKey: get('paymongoPublicKey'),
      secretKey: get('paymongoSecretKey'),
      webhookSecret: get('paymongoWebhookSecret'),
      apiBaseUrl: get('paymongoApiBaseUrl', 'https://api.paymongo.com'),
    },
    upiGateway: {
      key: get('upiGatewayKey'),
      apiBaseUrl: get('upiGatewayApiBaseUrl', 'https://api.ekqr.in'),
    },
    paytm: {
      merchantId: get('paytmMerchantId'),
      merchantKey: get('paytmMerchantKey'),
      websiteName: get('paytmWebsiteName', 'DEFAULT'),
      apiBaseUrl: get('paytmApiBaseUrl', 'https://securegw.paytm.in'),
    },
  };
}
