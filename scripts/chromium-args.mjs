// Debian's chromium driven by playwright-core without a browser download (TOOLCHAIN.md): the
// path and flags shared by the browser journeys (playwright.config.ts), `npm run size` and
// `npm run lighthouse`.
export const CHROMIUM_PATH = process.env.CHROME_PATH ?? '/usr/bin/chromium';
export const CHROMIUM_ARGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];
