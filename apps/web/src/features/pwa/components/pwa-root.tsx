/**
 * Service worker registration, the offline page and the forced update (/version.json): loaded
 * after the page is interactive (RootLayout). Placeholder until issue 7's work lands.
 */
export function PwaRoot() {
  return null;
}
