import { createErrorFactory } from '../../lib/errors';

export const createLanguageNotFoundError = createErrorFactory({
  code: 'i18n.language_not_found',
  statusCode: 404,
  message: 'There is no language with this id.',
});

export const createLanguageCodeTakenError = createErrorFactory({
  code: 'i18n.code_taken',
  statusCode: 409,
  message: 'A language with this code already exists.',
});

export const createUnknownStringKeyError = createErrorFactory({
  code: 'i18n.unknown_key',
  statusCode: 400,
  message: 'The app has no text with this key.',
});

export const createNoDefaultLanguageError = createErrorFactory({
  code: 'i18n.no_default_language',
  statusCode: 409,
  message: 'Mark a default language first.',
});

export const createTranslationBadSortError = createErrorFactory({
  code: 'console.bad_sort',
  statusCode: 400,
  message: 'This table cannot be sorted by that column.',
});
