import { uiStringsAccountsEn } from '@app/shared/i18n/ui-strings-accounts';
import { registerUiStrings } from './translate';

// The account screens' English strings ride with their route chunks.
registerUiStrings(uiStringsAccountsEn);
