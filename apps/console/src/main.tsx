import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router/dom';
import { AppProviders } from './app/providers';
import { createConsoleRouter } from './app/router';
import './index.css';

// The mark the bundle-separation check looks for (scripts/bundle-separation.mjs).
document.documentElement.dataset.app = 'swiftbite-console';
const router = createConsoleRouter();
const container = document.getElementById('root');

if (container) {
  createRoot(container).render(
    <StrictMode>
      <AppProviders>
        <RouterProvider router={router} />
      </AppProviders>
    </StrictMode>,
  );
}
