import { useEffect } from 'react';
import { useSetting } from '../../../lib/settings/settings-store';

/** A CSS colour we are willing to inject: hex, rgb()/hsl()/oklch() or a plain colour name. */
const SAFE_COLOR = /^(#[0-9a-f]{3,8}|(rgb|rgba|hsl|hsla|oklch|oklab)\([\d\s.,%/-]+\)|[a-z]+)$/i;

/** Applies the `storeColor` setting as the theme colour (CSS variable and browser theme-color). */
export function useThemeColor(): void {
  const storeColor = useSetting('storeColor').trim();

  useEffect(() => {
    if (!storeColor || !SAFE_COLOR.test(storeColor)) return;
    document.documentElement.style.setProperty('--color-primary', storeColor);
    document.querySelector('meta[name="theme-color"]')?.setAttribute('content', storeColor);
  }, [storeColor]);
}
