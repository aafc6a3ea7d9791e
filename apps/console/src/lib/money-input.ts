/**
 * Money typed by an operator ("12", "12.5", "12.50") to minor units (1250); null when it is not
 * an amount with at most two decimals. The server still checks every amount.
 */
export function toMinor(text: string): number | null {
  const trimmed = text.trim();
  if (!/^\d{1,9}(\.\d{1,2})?$/.test(trimmed)) return null;
  const [whole = '0', fraction = ''] = trimmed.split('.');
  return Number(whole) * 100 + Number(fraction.padEnd(2, '0'));
}

/**
 * An optional money field: empty is null (no amount), an amount is its minor units, anything else
 * NaN, which the form refuses before sending.
 */
export function toMinorField(text: string): number | null {
  if (text.trim() === '') return null;
  return toMinor(text) ?? Number.NaN;
}

/** Minor units as the plain number an input shows ("12.50", "12"). */
export function fromMinor(minor: number | null | undefined): string {
  if (minor === null || minor === undefined) return '';
  const whole = Math.floor(minor / 100);
  const cents = minor % 100;
  return cents === 0 ? String(whole) : `${whole}.${String(cents).padStart(2, '0')}`;
}
