import { uiStringsNavEn } from '@app/shared/i18n/ui-strings-nav';
import { registerUiStrings } from './translate';

// English strings of the nav bar variants and share (issue 7) ride with the inner pages' chunks.
registerUiStrings(uiStringsNavEn);
