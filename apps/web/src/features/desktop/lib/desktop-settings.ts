/**
 * Whether an operator text or link of the desktop page shows: the text 'null' hides it (SPEC §1),
 * and so does a missing or blank value, which would only leave an empty tile or a dead link.
 */
export function isShownSetting(value: string | undefined | null): value is string {
  return typeof value === 'string' && value.trim() !== '' && value.trim() !== 'null';
}
