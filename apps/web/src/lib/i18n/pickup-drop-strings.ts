import { uiStringsPickupDropEn } from '@app/shared/i18n/ui-strings-pickup-drop';
import { registerUiStrings } from './translate';

// The pickup-and-drop screens' English strings ride with their route chunks.
registerUiStrings(uiStringsPickupDropEn);
