import { useEffect } from 'react';
import { useSetting } from '../../../lib/settings/settings-store';
import { readableTextOn } from '../../../lib/settings/readable-text';

/** A CSS colour we are willing to inject: hex, rgb()/hsl()/oklch() or a plain colour name. */
const SAFE_COLOR = /^(#[0-9a-f]{3,8}|(rgb|rgba|hsl|hsla|oklch|oklab)\([\d\s.,%/-]+\)|[a-z]+)$/i;

const INK = '#282c3f';

/** Sets a CSS variable from a setting, or takes it back to the stylesheet's default. */
function apply(variable: string, value: string | null) {
  const style = document.documentElement.style;
  if (value) style.setProperty(variable, value);
  else style.removeProperty(variable);
}
const safe = (value: string) => (value && SAFE_COLOR.test(value) ? value : null);

/**
 * Applies the colour settings: `storeColor` (theme colour, CSS variable and browser theme-color),
 * `cartColorBg` (the view-cart bar), `headerBgColor` and `headerTextColor` (the page headers).
 * The cart bar's text is white or ink, whichever reads on the chosen colour.
 */
export function useThemeColor(): void {
  const storeColor = useSetting('storeColor').trim();
  const cartColor = useSetting('cartColorBg').trim();
  const headerBg = useSetting('headerBgColor').trim();
  const headerText = useSetting('headerTextColor').trim();

  useEffect(() => {
    if (!safe(storeColor)) return;
    apply('--color-primary', storeColor);
    document.querySelector('meta[name="theme-color"]')?.setAttribute('content', storeColor);
  }, [storeColor]);

  useEffect(() => {
    const color = safe(cartColor);
    apply('--color-cart-bar', color);
    apply(
      '--color-cart-bar-text',
      color ? readableTextOn(color, { light: '#ffffff', dark: INK }) : null,
    );
  }, [cartColor]);

  useEffect(() => {
    apply('--color-header-bg', safe(headerBg));
    apply('--color-header-text', safe(headerText));
  }, [headerBg, headerText]);
}
