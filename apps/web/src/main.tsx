import { StrictMode, useEffect, type ReactNode } from 'react';
import { createRoot } from 'react-dom/client';
import { AppProviders } from './app/providers';
import { App } from './app/router';
import { removeSplash } from './components/ui/splash';
import { captureEarlyInstallOffer } from './lib/early-install-offer';
import './index.css';

/** The first commit has painted React's own loading screen: the inline splash can go (R4.14). */
function RemoveSplashOnMount({ children }: { children: ReactNode }) {
  useEffect(removeSplash, []);
  return children;
}

captureEarlyInstallOffer();
const container = document.getElementById('root');

if (container) {
  createRoot(container).render(
    <StrictMode>
      <RemoveSplashOnMount>
        <AppProviders>
          <App />
        </AppProviders>
      </RemoveSplashOnMount>
    </StrictMode>,
  );
}
