/** WCAG relative luminance of a #rgb or #rrggbb colour; null for any other notation. */
export function luminance(color: string): number | null {
  const hex = /^#([0-9a-f]{3}|[0-9a-f]{6})$/i.exec(color.trim())?.[1];
  if (!hex) return null;
  const full = hex.length === 3 ? [...hex].map((digit) => digit + digit).join('') : hex;
  const [r, g, b] = [0, 2, 4].map((at) => {
    const channel = Number.parseInt(full.slice(at, at + 2), 16) / 255;
    return channel <= 0.03928 ? channel / 12.92 : ((channel + 0.055) / 1.055) ** 2.4;
  });
  return 0.2126 * r! + 0.7152 * g! + 0.0722 * b!;
}

const contrast = (a: number, b: number) => (Math.max(a, b) + 0.05) / (Math.min(a, b) + 0.05);

/**
 * The text colour to put on a background an operator chose: the light one while it keeps a
 * contrast of 4.5:1 (WCAG AA), else whichever of the two contrasts more. Colours that are not
 * hex (a name, rgb()) keep the light one.
 */
export function readableTextOn(background: string, text: { light: string; dark: string }): string {
  const back = luminance(background);
  const light = luminance(text.light);
  const dark = luminance(text.dark);
  if (back === null || light === null || dark === null) return text.light;
  if (contrast(back, light) >= 4.5) return text.light;
  return contrast(back, dark) > contrast(back, light) ? text.dark : text.light;
}
