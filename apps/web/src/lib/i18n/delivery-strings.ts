import { uiStringsDeliveryEn } from '@app/shared/i18n/ui-strings-delivery';
import { registerUiStrings } from './translate';

// The delivery partner screens' and live tracking's English strings ride with their route chunks.
registerUiStrings(uiStringsDeliveryEn);
