import { STORE_OR_ITEM_PATH } from './desktop-paths';

/**
 * The preview path named by `?open=`, or `null`. Only an item or restaurant path is accepted, so
 * the value (from the address bar) can never point the frame at another origin (`//host`,
 * `https:`, `javascript:`).
 */
export function getPreviewPath(open: string | null): string | null {
  if (!open || !STORE_OR_ITEM_PATH.test(open)) return null;
  return open;
}
