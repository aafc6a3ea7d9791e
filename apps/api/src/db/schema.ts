// Every table, re-exported from its module: drizzle-kit reads this file to generate migrations
// (apps/api/drizzle.config.ts). Nothing at run time imports it: the client needs no schema.
export * from '../modules/settings/settings.table';
export * from '../modules/i18n/i18n.table';
export * from '../modules/location/location.table';
export * from '../modules/accounts/accounts.table';
export * from '../modules/catalog/catalog.table';
export * from '../modules/catalog/merchandising.table';
export * from '../modules/reviews/reviews.table';
export * from '../modules/favorites/favorites.table';
export * from '../modules/accounts/otp.table';
export * from '../modules/addresses/addresses.table';
export * from '../modules/wallet/wallet.table';
export * from '../modules/notifications/notifications.table';
export * from '../modules/messages/messages.table';
export * from '../modules/audit/audit.table';
export * from '../modules/coupons/coupons.table';
export * from '../modules/orders/orders.table';
export * from '../modules/payments/payments.table';
export * from '../modules/delivery/delivery.table';
export * from '../modules/pickup-drop/pickup-drop.table';
export * from '../modules/payouts/payouts.table';
