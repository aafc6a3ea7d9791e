import { uiStringsCourierTrackingEn } from '@app/shared/i18n/ui-strings-courier-tracking';
import { registerUiStrings } from './translate';

// Pickup and drop's task screens (rider, sender, recipient): English strings ride with their routes.
registerUiStrings(uiStringsCourierTrackingEn);
