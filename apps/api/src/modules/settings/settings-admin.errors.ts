import { AppError } from '../../lib/errors';

/** A save naming a key the console does not edit (typo, pickup and drop's keys, a client-only key). */
export function createUnknownSettingError(keys: string[]) {
  return new AppError({
    code: 'settings.unknown_key',
    statusCode: 400,
    message: `These settings cannot be edited here: ${keys.join(', ')}.`,
    issues: keys.map((key) => ({ path: `values.${key}`, message: 'not an editable setting' })),
  });
}

/** Values that do not fit their type (colour, number range, select options...). Nothing is saved. */
export function createInvalidSettingError(issues: { path: string; message: string }[]) {
  return new AppError({
    code: 'settings.invalid_value',
    statusCode: 400,
    message: `Some values are not valid: ${issues.map((issue) => `${issue.path.replace('values.', '')} ${issue.message}`).join('; ')}.`,
    issues,
  });
}

/** An image upload for a setting that is not an image (a colour, a text…). */
export function createNotImageSettingError(key: string) {
  return new AppError({
    code: 'settings.not_an_image',
    statusCode: 400,
    message: `${key} is not an image setting.`,
    issues: [{ path: 'key', message: 'not an image setting' }],
  });
}
