import { createErrorFactory } from '../../lib/errors';

export const createLanguageNotFoundError = createErrorFactory({
  code: 'i18n.language_not_found',
  statusCode: 404,
  message: 'There is no language with this id.',
});
