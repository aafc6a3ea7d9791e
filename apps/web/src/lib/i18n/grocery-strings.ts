import { uiStringsGroceryEn } from '@app/shared/i18n/ui-strings-grocery';
import { registerUiStrings } from './translate';

// The grocery screens' English strings ride with their route chunks.
registerUiStrings(uiStringsGroceryEn);
