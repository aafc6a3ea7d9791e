import { uiStringsScreensEn } from '@app/shared/i18n/ui-strings-screens';
import { registerUiStrings } from './translate';

// English strings of the screens the home page does not load ride with those screens' chunks.
registerUiStrings(uiStringsScreensEn);
