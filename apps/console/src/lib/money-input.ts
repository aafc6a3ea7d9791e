/** "12.50" → 1250; empty → null; anything else → NaN (refused before sending). */
export function toMinor(text: string): number | null {
  const trimmed = text.trim();
  if (trimmed === '') return null;
  return /^\d{1,9}(\.\d{1,2})?$/.test(trimmed) ? Math.round(Number(trimmed) * 100) : Number.NaN;
}

/** 1250 → "12.50"; null → "". */
export const fromMinor = (minor: number | null | undefined) =>
  minor === null || minor === undefined ? '' : (minor / 100).toFixed(2);
