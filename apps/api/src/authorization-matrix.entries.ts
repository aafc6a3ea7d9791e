/** Every POST route under /public/ with its kind (see authorization-matrix.kinds.ts). */
import {
  PNG_DATA_URL,
  addressFields,
  CART,
  TASK,
  pub,
  withUserId,
  withOrder,
  withRivalOrder,
  withRivalStore,
  POINT,
  type Entry,
} from './authorization-matrix.kinds';

export const matrix: Record<string, Entry> = {
  // Settings, languages, location, catalogue, reviews: browsing is for everyone (SPEC §6).
  '/public/api/get-settings': pub,
  '/public/api/get-all-languages': pub,
  '/public/api/get-single-language': pub,
  '/public/api/coordinate-to-address': pub,
  '/public/api/popular-geo-locations': pub,
  '/public/api/search-locations': pub,
  '/public/api/get-modules': pub,
  '/public/api/get-delivery-restaurants': pub,
  '/public/api/get-selfpickup-restaurants': pub,
  '/public/api/get-filtered-restaurants': pub,
  '/public/api/get-all-restaurants-categories': pub,
  '/public/api/promo-slider': pub,
  '/public/api/get-restaurant-category-slides': pub,
  '/public/api/get-restaurant-info': pub,
  '/public/api/get-restaurant-info/:slug': pub,
  '/public/api/get-restaurant-info-by-id/:id': pub,
  '/public/api/get-restaurant-info-and-operational-status': pub,
  '/public/api/get-restaurant-items/:id': pub,
  '/public/api/get-meat-categories': pub,
  '/public/api/get-category-items': pub,
  '/public/api/get-single-item': pub,
  '/public/api/get-grocery-categories': pub,
  '/public/api/get-grocery-sub-categories': pub,
  '/public/api/get-grocery-stores': pub,
  '/public/api/get-grocery-store': pub,
  '/public/api/get-grocery-items': pub,
  '/public/api/get-grocery-sub-category-items': pub,
  '/public/api/get-offers': pub,
  '/public/api/get-pages': pub,
  '/public/api/get-single-page': pub,
  '/public/api/search-restaurants': pub,
  '/public/api/check-restaurant-operation-service': pub,
  '/public/api/get-store-reviews': pub,
  // Optional token: the favorite flag is the caller's own.
  '/public/api/get-restaurant-info-with-favourite/:id': pub,
  // Log-in, registration, OTP and password reset (auth-flow): public, rate-limited.
  '/public/api/login': pub,
  '/public/api/login-with-otp': pub,
  '/public/api/register': pub,
  '/public/api/register-with-social': pub,
  '/public/api/generate-otp-for-register': pub,
  '/public/api/generate-otp-for-login': pub,
  '/public/api/check-social-login': pub,
  '/public/api/send-otp': pub,
  '/public/api/verify-otp': pub,
  '/public/api/send-password-reset-mail': pub,
  '/public/api/verify-password-reset-otp': pub,
  '/public/api/change-password': pub,

  // Token-scoped calls on the caller only.
  '/public/api/get-login-delivery-restaurants': { kind: 'self', body: () => POINT },
  '/public/api/get-user-offers': { kind: 'self', body: () => POINT },
  '/public/api/toggle-favorite': {
    kind: 'self',
    body: (ids) => ({ user_id: ids.a, id: ids.storeId }),
  },
  '/public/api/get-favorite-stores': { kind: 'self', body: () => ({}) },
  '/public/api/logout': { kind: 'self', body: () => ({}) },

  // A's things.
  '/public/api/login-by-user-id': withUserId(),
  '/public/api/generate-otp-phone-number-update': withUserId(() => ({ phone: '+919877777777' })),
  '/public/api/update-new-phone-number': withUserId(() => ({
    phone: '+919877777777',
    otp: '123456',
  })),
  '/public/api/update-user-info': withUserId(() => ({ name: 'Taken over', email: 'x@test.dev' })),
  '/public/api/change-avatar': withUserId(() => ({ avatar: PNG_DATA_URL })),
  '/public/api/update-tax-number': withUserId(() => ({ tax_number: 'TAKEN' })),
  '/public/api/delete-my-account': withUserId(() => ({ password: 'a-password', confirm: true })),
  '/public/api/check-ban': withUserId(),
  '/public/api/check-running-order': withUserId(),
  '/public/api/get-running-order': withUserId(),
  '/public/api/get-wallet-transactions': withUserId(),
  '/public/api/get-addresses': withUserId(),
  '/public/api/save-address': {
    kind: 'owned',
    bodies: (ids) => [
      { user_id: ids.a, id: ids.addressId, ...addressFields },
      { id: ids.addressId, ...addressFields },
    ],
  },
  '/public/api/delete-address': {
    kind: 'owned',
    bodies: (ids) => [{ user_id: ids.a, address_id: ids.addressId }, { address_id: ids.addressId }],
  },
  '/public/api/set-default-address': {
    kind: 'owned',
    bodies: (ids) => [{ user_id: ids.a, address_id: ids.addressId }, { address_id: ids.addressId }],
  },
  '/public/api/get-user-notifications': withUserId(),
  '/public/api/mark-all-notifications-read': withUserId(),
  '/public/api/mark-one-notification-read': {
    kind: 'owned',
    bodies: (ids) => [
      { user_id: ids.a, notification_id: ids.notificationId },
      { notification_id: ids.notificationId },
    ],
  },
  '/public/api/save-notification-token': withUserId((ids) => ({
    push_token: { endpoint: ids.endpoint, keys: { p256dh: 'stolen', auth: 'stolen' } },
  })),
  // Staff only (agents and admins): impersonating A or registering customers.
  '/public/api/auth/login-as-customer': withUserId(),
  '/public/callandorder/login-as-customer': withUserId(),
  // Cart, coupons and checkout: the cart check and a store's coupon list are public; the rest acts
  // on the caller (B's quote or order never touches A's rows).
  '/public/api/check-cart-items-availability': pub,
  '/public/api/get-cart-coupon': pub,
  '/public/api/user-coupons': { kind: 'self', body: () => ({}) },
  '/public/api/apply-coupon': {
    kind: 'self',
    body: (ids) => ({ coupon: 'MATRIX', restaurant_id: ids.storeId, items: CART }),
  },
  '/public/api/get-checkout-quote': {
    kind: 'self',
    body: (ids) => ({ restaurant_id: ids.storeId, items: CART, delivery_type: 'SELFPICKUP' }),
  },
  '/public/api/place-order': {
    kind: 'self',
    body: (ids) => ({
      restaurant_id: ids.storeId,
      items: CART,
      delivery_type: 'SELFPICKUP',
      payment_method: 'COD',
      idempotency_key: 'matrix-place-order',
    }),
  },
  '/public/api/get-orders': { kind: 'self', body: () => ({}) },
  '/public/api/get-grocery-order-again': { kind: 'self', body: () => ({}) },
  // A's order.
  '/public/api/get-order-details': {
    kind: 'owned',
    bodies: (ids) => [
      { user_id: ids.a, unique_order_id: ids.orderUniqueId },
      { unique_order_id: ids.orderUniqueId },
    ],
  },
  '/public/api/cancel-order': withOrder(),
  '/public/api/get-ratable-order': withOrder(),
  '/public/api/rate-order': withOrder(() => ({ store_rating: 1, review: 'Taken over' })),
  // Payments: starting or checking the payment of A's order is A's alone.
  '/public/api/get-payment-gateways': pub,
  '/public/api/stripe/create-payment-intent': withOrder(),
  '/public/api/razorpay/create-order': withOrder(),
  '/public/api/payu/create-order': withOrder(),
  '/public/api/phonepe/create-order': withOrder(),
  '/public/api/mercado-pago/create-order': withOrder(),
  '/public/api/khalti/create-order': withOrder(),
  '/public/api/paymongo/create-order': withOrder(),
  '/public/api/paytm/create-order': withOrder(),
  // The owner's return from Khalti: checked against Khalti's lookup of a payment of theirs.
  '/public/api/khalti/verify': {
    kind: 'owned',
    bodies: (ids) => [
      { user_id: ids.a, pidx: 'pidx_matrix', purchase_order_id: ids.orderUniqueId },
      { pidx: 'pidx_matrix', purchase_order_id: ids.orderUniqueId },
    ],
  },
  // A's order confirmed with a PaymentMethod: only A may pay it (nothing reaches Stripe otherwise).
  '/public/api/accept-stripe-payment': {
    kind: 'owned',
    bodies: (ids) => [
      { user_id: ids.a, unique_order_id: ids.orderUniqueId, payment_method_id: 'pm_card_visa' },
      { unique_order_id: ids.orderUniqueId, payment_method_id: 'pm_card_visa' },
    ],
  },
  '/public/api/razorpay/process': withOrder(() => ({
    razorpay_order_id: 'order_matrix',
    razorpay_payment_id: 'pay_matrix',
    razorpay_signature: 'f'.repeat(64),
  })),
  '/public/api/verify-payu-money': {
    kind: 'owned',
    bodies: (ids) => [
      { user_id: ids.a, transaction_id: ids.payuTxnId },
      { transaction_id: ids.payuTxnId },
    ],
  },
  // Public but signature-checked: the provider signs the body (Stripe-Signature,
  // X-Razorpay-Signature, PayU's reverse hash, PhonePe's X-VERIFY, Mercado Pago's x-signature,
  // PayMongo's Paymongo-Signature, Paytm's CHECKSUMHASH on its callback and its notification);
  // nothing happens without a valid signature.
  '/public/api/stripe/webhook': { kind: 'signed' },
  '/public/api/razorpay/webhook': { kind: 'signed' },
  '/public/api/payu/return': { kind: 'signed' },
  '/public/api/phonepe/webhook': { kind: 'signed' },
  '/public/api/mercado-pago/webhook': { kind: 'signed' },
  '/public/api/paymongo/webhook': { kind: 'signed' },
  '/public/api/upi-gateway/create-order': withOrder(),
  // Unsigned by UPIGateway: confirmed with its check_order_status, never taken on its word.
  '/public/api/upi-gateway/webhook': { kind: 'confirmed' },
  '/public/api/paytm/return': { kind: 'signed' },
  '/public/api/paytm/webhook': { kind: 'signed' },
  '/public/callandorder/register-guest-user': {
    kind: 'owned',
    bodies: () => [{ name: 'Sneaky', phone: '+919866666666' }],
  },
  // Delivery staff (issue 6): log-in is public and rate-limited; the rider's own status, position,
  // lists and earnings are theirs; an order is the rider's only when they deliver for its store.
  '/public/api/delivery/login': pub,
  '/public/api/delivery/update-user-info': { kind: 'self', body: () => ({}) },
  '/public/api/delivery/get-delivery-orders': { kind: 'self', body: () => ({}) },
  '/public/api/delivery/toggle-status': { kind: 'self', body: () => ({ is_online: true }) },
  '/public/api/delivery/set-delivery-guy-gps-location': { kind: 'self', body: () => POINT },
  '/public/api/delivery/get-completed-orders': { kind: 'self', body: () => ({}) },
  '/public/api/delivery/get-single-delivery-order': withRivalOrder(),
  '/public/api/delivery/accept-to-deliver': withRivalOrder(),
  '/public/api/delivery/pickedup-order': withRivalOrder(),
  '/public/api/delivery/arrived-at-stop': withRivalOrder({ stop: 'pickup' }),
  '/public/api/delivery/deliver-order': withRivalOrder({ delivery_pin: '1234' }),
  // The order's rider or its customer only.
  '/public/api/delivery/get-delivery-guy-gps-location': withRivalOrder(),
  // Store console (issue 6): an owner acts on their own stores only, an admin on all.
  '/public/api/console/login': pub,
  '/public/api/console/get-stores': { kind: 'self', body: () => ({}) },
  '/public/api/console/get-store-orders': withRivalStore(),
  '/public/api/console/accept-order': withRivalOrder(),
  '/public/api/console/reject-order': withRivalOrder({ reason: 'Taken over' }),
  '/public/api/console/mark-order-ready': withRivalOrder(),
  '/public/api/console/complete-order': withRivalOrder(),
  '/public/api/console/confirm-scheduled': withRivalOrder(),
  '/public/api/console/toggle-store': withRivalStore({ is_active: false }),
  '/public/api/console/set-auto-accept': withRivalStore({ auto_accept_orders: true }),
  '/public/api/console/get-store-items': withRivalStore(),
  '/public/api/console/set-item-availability': {
    kind: 'owned',
    bodies: (ids) => [{ item_id: ids.rivalItemId, is_available: false }],
  },
  // Pickup and drop (issue 16): settings and quotes are public (no one's data).
  '/public/api/pickup-and-drop-settings': pub,
  '/public/api/pickup-and-drop/cart-details': pub,
  '/public/api/pickup-and-drop/track': pub,
  '/public/api/pickup-and-drop/checkout-quote': { kind: 'self', body: () => ({ task: TASK }) },
  '/public/api/pickup-and-drop-place-order': {
    kind: 'self',
    body: () => ({ task: TASK, payment_method: 'COD', idempotency_key: 'matrix-courier-1' }),
  },
  // The operator's pickup-and-drop tariff, zones and rules: admins only.
  '/public/api/console/get-pickup-drop-settings': { kind: 'owned', bodies: () => [{}] },
  '/public/api/console/save-pickup-drop-settings': {
    kind: 'owned',
    bodies: () => [
      {
        is_enabled: true,
        task_types: ['parcel'],
        tariff: {
          baseFareMinor: 1,
          baseDistanceKm: 1,
          perKmMinor: 1,
          weightBands: [{ maxKg: 5, feeMinor: 0 }],
          minDistanceKm: 0,
          maxDistanceKm: 10,
          surcharges: [],
          taxBps: 0,
          serviceHours: null,
        },
        zones: [{ name: 'Matrix', ...POINT, radiusKm: 5 }],
        proof_photo_allowed: true,
        dispatch_radius_km: 5,
      },
    ],
  },
  // Grocery picking (issue 15): only the order's store; the answer to a substitute, its customer.
  '/public/api/console/set-item-stock': {
    kind: 'owned',
    bodies: (ids) => [{ item_id: ids.rivalItemId, stock_count: 0 }],
  },
  '/public/api/console/update-item': {
    kind: 'owned',
    bodies: (ids) => [
      {
        item_id: ids.rivalItemId,
        price: 100,
        mrp: null,
        pack_quantity: null,
        pack_unit: null,
        max_per_order: null,
      },
    ],
  },
  '/public/api/console/pick-order-line': withRivalOrder({ order_item_id: 1, pick_status: 'short' }),
  '/public/api/console/propose-substitute': withRivalOrder({
    order_item_id: 1,
    item_id: 1,
    quantity: 1,
  }),
  '/public/api/decide-substitution': {
    kind: 'owned',
    bodies: (ids) => [
      { user_id: ids.a, unique_order_id: ids.orderUniqueId, substitution_id: 1, approve: true },
      { unique_order_id: ids.orderUniqueId, substitution_id: 1, approve: true },
    ],
  },
  // Menus (issue 17): the store's owner or an admin; the rival's menu stays as it is.
  '/public/api/console/menu/get': withRivalStore(),
  '/public/api/console/menu/upload-image': withRivalStore({ image: PNG_DATA_URL }),
  '/public/api/console/menu/save-category': withRivalStore({ name: 'Taken over' }),
  '/public/api/console/menu/delete-category': withRivalStore({ category_id: 1 }),
  '/public/api/console/menu/save-item': {
    kind: 'owned',
    bodies: (ids) => [
      {
        store_id: ids.rivalStoreId,
        item_id: ids.rivalItemId,
        category_id: 1,
        name: 'Taken over',
        price_minor: 1,
      },
    ],
  },
  '/public/api/console/menu/delete-item': {
    kind: 'owned',
    bodies: (ids) => [{ store_id: ids.rivalStoreId, item_id: ids.rivalItemId }],
  },
  '/public/api/console/menu/save-addon-group': {
    kind: 'owned',
    bodies: (ids) => [
      {
        store_id: ids.rivalStoreId,
        item_id: ids.rivalItemId,
        name: 'Taken over',
        min_choices: 0,
        max_choices: 1,
        addons: [{ name: 'X', price_minor: 0 }],
      },
    ],
  },
  '/public/api/console/menu/delete-addon-group': withRivalStore({ group_id: 1 }),
};
