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

/** The offer made before the install bar listened, once. */
export function takeEarlyInstallOffer(): Event | null {
  const offer = earlyOffer;
  earlyOffer = null;
  return offer;
}
