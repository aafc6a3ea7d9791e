import { useEffect, useState } from 'react';
import { useChunkWhen } from '../hooks/use-chunk-when';
import {
  dismissIosHint,
  IOS_INSTALL_HINT_DELAY_MS,
  isAndroidUserAgent,
  isIosHintDismissed,
  isIosUserAgent,
  isStandalone,
} from '../lib/install-platform';

/** The bar and the hint: fetched only on Android and iOS, the platforms that show one. */
const loadOffers = () => import('./install-offers');

/**
 * Install offers (SPEC §4, R4.18): on Android the browser's own offer behind an install button
 * (setting `showPwaInstallPromptFooter`), on iOS a hint to use Share → Add to Home Screen after
 * 2.5 s. Neither in the product's Android app, nor once installed. Elsewhere nothing is fetched.
 */
export function InstallPrompts() {
  const [platform] = useState(() => {
    if (isStandalone()) return null;
    const userAgent = navigator.userAgent;
    // The product's Android app (a web view of this PWA) is ruled out in install-offers.tsx.
    if (isAndroidUserAgent(userAgent)) return 'android';
    if (isIosUserAgent(userAgent)) return 'ios';
    return null;
  });
  const offers = useChunkWhen(platform === 'android', loadOffers);
  if (platform === 'ios') return <IosInstallOffer />;
  return offers ? <offers.AndroidInstallOffer /> : null;
}

/** The hint 2.5 s after the layer is up (its chunk fetched meanwhile), unless dismissed. */
function IosInstallOffer() {
  const [isDismissed, setIsDismissed] = useState(isIosHintDismissed);
  const [isDue, setIsDue] = useState(false);

  useEffect(() => {
    if (isDismissed) return;
    const timer = window.setTimeout(() => setIsDue(true), IOS_INSTALL_HINT_DELAY_MS);
    return () => window.clearTimeout(timer);
  }, [isDismissed]);

  const offers = useChunkWhen(!isDismissed, loadOffers);
  if (!offers || !isDue || isDismissed) return null;
  return (
    <offers.IosInstallHint
      onDismiss={() => {
        dismissIosHint();
        setIsDismissed(true);
      }}
    />
  );
}
