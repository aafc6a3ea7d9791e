import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { createRequire } from 'node:module';
import path from 'node:path';
import { defineConfig } from 'vite';
import { VitePWA } from 'vite-plugin-pwa';
import { forbidConsoleModules } from '../../scripts/bundle-separation.mjs';

const require = createRequire(import.meta.url);
/**
 * React Router publishes a production build beside its default one, which keeps development
 * warnings (dev-only checks and messages) in the bundle; its package exports offer no condition
 * that picks it, so the build points at it by path.
 */
const REACT_ROUTER_PRODUCTION = path.join(
  path.dirname(require.resolve('react-router/package.json')),
  'dist/production',
);

const API_ORIGIN = process.env.API_ORIGIN ?? 'http://127.0.0.1:8080';

/** Server-owned paths the service worker must never answer with the app shell. */
const NOT_THE_APP_SHELL = [
  /^\/public\//,
  /^\/console(\/|$)/,
  /^\/version\.json$/,
  /^\/manifest\.webmanifest$/,
  /^\/robots\.txt$/,
  /^\/healthz$/,
];

/** The small modules the home feed shares with other screens (stores, models, tab bar). */
const HOME_SHARED_MODULES =
  /(lib\/(catalog\/catalog|cart\/cart)-store\.ts|catalog\/catalog\.models|(features\/catalog\/components\/slide-link|components\/catalog\/store-list-skeleton)\.tsx|bottom-tab-bar|app\/app-tab-bar)/;

/**
 * What every page runs before anything else: React, the router, TanStack Query, zustand, and the
 * few tiny modules that the entry and this chunk both need (bundler runtime, preload helper,
 * storage and API client) or that every page loads anyway (the signed-in user's store and the
 * open-dialog count), which would otherwise be chunks of a few hundred bytes each.
 */
const FRAMEWORK_MODULES =
  /(node_modules\/(react|react-dom|scheduler|react-router|@tanstack|zustand|use-sync-external-store)\/|rolldown:runtime|vite\/preload-helper|src\/lib\/(storage|open-dialogs)\.ts|common\/api-client\.ts|location\/location\.models\.ts|lib\/session\/user-store\.ts)/;

/** TanStack Query's mutation and infinite-query hooks: the screens that use them load them. */
const SCREEN_QUERY_MODULES =
  /@tanstack\/(react-query|query-core)\/build\/modern\/(useMutation|mutationObserver|useInfiniteQuery|infiniteQueryObserver)\.js$/;

export default defineConfig(({ command }) => ({
  plugins: [
    forbidConsoleModules(),
    react(),
    tailwindcss(),
    VitePWA({
      strategies: 'generateSW',
      filename: 'sw.js',
      // Registered by hand in features/pwa (after the page is interactive, production only).
      injectRegister: false,
      // 'prompt' leaves the new worker waiting: the page tells it to skip waiting (R4.15).
      registerType: 'prompt',
      // The manifest is built from the settings by the API (GET /manifest.webmanifest).
      manifest: false,
      workbox: {
        // The app shell: a reload while offline shows the page the user was on.
        globPatterns: ['index.html', 'assets/**/*.{js,css}', 'favicon.svg', 'images/*.svg'],
        navigateFallback: 'index.html',
        navigateFallbackDenylist: NOT_THE_APP_SHELL,
        cleanupOutdatedCaches: true,
        // The first worker takes control of the open page at once (the offline reload needs it);
        // later ones wait until the page tells them to skip waiting.
        clientsClaim: true,
        // Web Push handling lives in its own file (public/push-sw.js), loaded into this worker.
        importScripts: ['push-sw.js'],
        runtimeCaching: [
          {
            urlPattern: ({ request }) => request.destination === 'image',
            handler: 'CacheFirst',
            options: {
              cacheName: 'images',
              expiration: { maxEntries: 200, maxAgeSeconds: 30 * 24 * 60 * 60 },
              cacheableResponse: { statuses: [0, 200] },
            },
          },
        ],
      },
      devOptions: { enabled: false },
    }),
  ],
  // The production build only: `npm run dev` keeps React Router's development warnings.
  resolve:
    command === 'build'
      ? {
          alias: [{ find: /^react-router$/, replacement: `${REACT_ROUTER_PRODUCTION}/index.mjs` }],
        }
      : {},
  build: {
    // scripts/size.mjs reads .vite/manifest.json to attribute chunks to route modules.
    manifest: true,
    rolldownOptions: {
      output: {
        advancedChunks: {
          // Only the grouped modules move; their dependencies stay where automatic chunking puts them.
          includeDependenciesRecursively: false,
          groups: [
            {
              // The libraries every page runs (React, the router, TanStack Query, zustand) in one
              // chunk: automatic chunking split React and parts of TanStack Query into three small
              // chunks that every page loaded anyway, each with its own gzip overhead (issue 13).
              name: 'framework',
              test: (id: string) => FRAMEWORK_MODULES.test(id) && !SCREEN_QUERY_MODULES.test(id),
              priority: 2,
            },
            {
              // The small modules the home route shares with other screens (stores, models, tab
              // bar), in one chunk instead of ten: the home route is the first download and each
              // chunk costs a request and its own gzip overhead (home 131.4 → 128.8 KB). The store
              // cards are not among them: home fetches them with its list, below the fold.
              name: 'home-shared',
              test: HOME_SHARED_MODULES,
            },
          ],
        },
      },
    },
    target: 'es2022',
    sourcemap: false,
  },
  server: {
    proxy: {
      '/public': { target: API_ORIGIN, changeOrigin: true },
      '/version.json': { target: API_ORIGIN, changeOrigin: true },
      '/manifest.webmanifest': { target: API_ORIGIN, changeOrigin: true },
    },
  },
  preview: {
    proxy: {
      '/public': { target: API_ORIGIN, changeOrigin: true },
      '/version.json': { target: API_ORIGIN, changeOrigin: true },
      '/manifest.webmanifest': { target: API_ORIGIN, changeOrigin: true },
    },
  },
}));
