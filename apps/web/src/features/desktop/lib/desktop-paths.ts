/** A restaurant (`/stores/:restaurant`) or one of its items (`/stores/:restaurant/:id`). */
export const STORE_OR_ITEM_PATH = /^\/stores\/[^/?#\\]+(?:\/[^/?#\\]+)?$/;

/**
 * Routes a wide screen still opens as the app (decision for SPEC §1's "every route"):
 * - `/delivery*`: riders work from laptops too, and the rider app has no desktop landing of its own;
 * - `/payu-verify/*`, `/grocery-payu-verify/*`, `/khalti-verify`: the payment provider returns the
 *   browser here, and
 *   the order would never be verified if the page were replaced by the landing;
 * - `/auth/login-as-customer*`: phone-order agents sit at desktops; the hand-off stores the
 *   customer's session, which the landing's preview then shares;
 * - `/pickup-and-drop/track/*`: a pickup and drop recipient's link, opened wherever it was sent.
 */
const APP_ONLY_PATH =
  /^\/(?:(?:delivery|payu-verify|grocery-payu-verify|khalti-verify|auth\/login-as-customer)(?:\/|$)|pickup-and-drop\/track\/)/;

/**
 * Where a wide screen goes from `pathname`: `null` to stay (the root shows the landing; app-only
 * routes render as they are), else `/`, carrying an item or restaurant path in `?open=` so the
 * landing opens its phone preview there.
 */
export function getDesktopRedirect(pathname: string): string | null {
  if (pathname === '/' || APP_ONLY_PATH.test(pathname)) return null;
  if (STORE_OR_ITEM_PATH.test(pathname)) return `/?open=${encodeURIComponent(pathname)}`;
  return '/';
}
