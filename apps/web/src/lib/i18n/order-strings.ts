import { uiStringsOrdersEn } from '@app/shared/i18n/ui-strings-orders';
import { registerUiStrings } from './translate';

// The cart, coupon, checkout and order screens' English strings ride with their route chunks.
registerUiStrings(uiStringsOrdersEn);
