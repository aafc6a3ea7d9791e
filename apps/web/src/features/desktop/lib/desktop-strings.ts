import { uiStringsDesktopEn } from '@app/shared/i18n/ui-strings-desktop';
import { registerUiStrings } from '../../../lib/i18n/translate';

// The desktop landing's English strings ride with its own chunk (decision 007).
registerUiStrings(uiStringsDesktopEn);
