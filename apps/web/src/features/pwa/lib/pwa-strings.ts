import { uiStringsPwaEn } from '@app/shared/i18n/ui-strings-pwa';
import { registerUiStrings } from '../../../lib/i18n/translate';

// The offline page's and updating screen's English strings ride with the PWA chunk only.
registerUiStrings(uiStringsPwaEn);
