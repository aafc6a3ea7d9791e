import type { CheckoutData } from './checkout-data';
import type { OrderKindPricing } from './order-kinds';
import { loadStoreOrderData, priceStoreOrder } from './store-pricing';

/** Food's part of the order engine (order-kinds.ts): a restaurant's menu, priced as it is now. */
export const foodPricing: OrderKindPricing<CheckoutData> = {
  kind: 'food',
  load: loadStoreOrderData,
  price: (data, context) => priceStoreOrder(data, context, { module: 'food', smallCart: null }),
};
