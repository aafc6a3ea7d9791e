import type { PaymentMethod } from '@app/shared/orders/orders.schemas';
import { listPaymentGateways } from '../payments/payment-providers.usecases';
import {
  parsePaymentSettings,
  PAYMENT_SETTING_KEYS,
} from '../payments/payment-settings.repository';
import { readSettingValues } from '../settings/settings.repository';
import type { Executor } from '../../db/client';

export interface CheckoutSettings {
  /** The methods `get-payment-gateways` offers: the same rule decides what place-order accepts. */
  enabledMethods: Set<PaymentMethod>;
  deliveryPin: boolean;
}

/** The settings checkout depends on, in one query. */
export async function readCheckoutSettings(db: Executor): Promise<CheckoutSettings> {
  const values = await readSettingValues(db, [...PAYMENT_SETTING_KEYS, 'enableDeliveryPin']);
  const gateways = listPaymentGateways(parsePaymentSettings(values));
  return {
    enabledMethods: new Set(gateways.map((gateway) => gateway.code)),
    deliveryPin: values.get('enableDeliveryPin') !== 'false',
  };
}
