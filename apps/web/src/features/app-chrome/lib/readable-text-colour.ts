function relativeLuminance(hex: string): number | null {
  const match = /^#?([0-9a-f]{3}|[0-9a-f]{6})$/i.exec(hex.trim());
  if (!match?.[1]) return null;
  const digits =
    match[1].length === 3 ? [...match[1]].map((digit) => digit + digit).join('') : match[1];
  const channels = [0, 2, 4].map((start) => {
    const value = parseInt(digits.slice(start, start + 2), 16) / 255;
    return value <= 0.03928 ? value / 12.92 : ((value + 0.055) / 1.055) ** 2.4;
  });
  const [red = 0, green = 0, blue = 0] = channels;
  return 0.2126 * red + 0.7152 * green + 0.0722 * blue;
}

/**
 * White or the ink colour, whichever reads better on `background` (a hex store colour): a light
 * store colour such as orange fails contrast with white text. White when the colour is not hex.
 */
export function readableTextOn(background: string, ink = '#282c3f'): string {
  const luminance = relativeLuminance(background);
  const inkLuminance = relativeLuminance(ink);
  if (luminance === null || inkLuminance === null) return '#ffffff';
  const contrastWithWhite = 1.05 / (luminance + 0.05);
  const contrastWithInk = (luminance + 0.05) / (inkLuminance + 0.05);
  return contrastWithWhite >= contrastWithInk ? '#ffffff' : ink;
}
