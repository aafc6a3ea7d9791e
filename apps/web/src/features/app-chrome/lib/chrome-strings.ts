import { uiStringsChromeEn } from '@app/shared/i18n/ui-strings-chrome';
import { registerUiStrings } from '../../../lib/i18n/translate';

// The banner and dialogs' English strings ride with the after-interactive chunk, never the entry.
registerUiStrings(uiStringsChromeEn);
