// Every table, re-exported from its module: drizzle-kit reads this file to generate migrations.
export * from '../modules/settings/settings.table';
export * from '../modules/i18n/i18n.table';
export * from '../modules/location/location.table';
export * from '../modules/accounts/accounts.table';
