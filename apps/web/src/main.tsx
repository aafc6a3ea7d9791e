import { StrictMode, useEffect, type ReactNode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router/dom';
import { AppProviders } from './app/providers';
import { createAppRouter } from './app/router';
import { removeSplash } from './components/ui/splash';
import { captureEarlyInstallOffer } from './lib/early-install-offer';
import './index.css';

/** The first commit has painted React's own loading screen: the inline splash can go (R4.14). */
function RemoveSplashOnMount({ children }: { children: ReactNode }) {
  useEffect(removeSplash, []);
  return children;
}

captureEarlyInstallOffer();
const router = createAppRouter();
const container = document.getElementById('root');

if (container) {
  createRoot(container).render(
    <StrictMode>
      <RemoveSplashOnMount>
        <AppProviders>
          <RouterProvider router={router} />
        </AppProviders>
      </RemoveSplashOnMount>
    </StrictMode>,
  );
}
