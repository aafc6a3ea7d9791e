/**
 * Chrome may offer installation (`beforeinstallprompt`) before the install bar, which loads once
 * the page is interactive, is listening. main.tsx keeps an early offer here; the bar takes it.
 */
let earlyOffer: Event | null = null;

export function captureEarlyInstallOffer(): void {
  // The install bar is Android's only (SPEC §4); elsewhere the browser keeps its own install UI.
  if (!/Android/i.test(navigator.userAgent)) return;
  window.addEventListener('beforeinstallprompt', (event) => {
    event.preventDefault();
    earlyOffer = event;
  });
  window.addEventListener('appinstalled', () => {
    earlyOffer = null;
  });
}

/**
 * The offer made before the install bar listened. Read, not taken: React may render the bar and
 * throw that render away (a lazy sibling suspending), and an offer taken by a discarded render
 * would be lost. The bar clears it once the customer has answered it.
 */
export function peekEarlyInstallOffer(): Event | null {
  return earlyOffer;
}

export function clearEarlyInstallOffer(): void {
  earlyOffer = null;
}
