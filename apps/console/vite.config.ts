import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

const API_ORIGIN = process.env.API_ORIGIN ?? 'http://127.0.0.1:8080';
const proxy = { '/public': { target: API_ORIGIN, changeOrigin: true } };

/** The operator console: its own bundle, served by the API under /console (web-hosting.ts). */
export default defineConfig({
  base: '/console/',
  plugins: [react(), tailwindcss()],
  build: {
    // scripts/size.mjs reads .vite/manifest.json for the console's budget.
    manifest: true,
    target: 'es2022',
    sourcemap: false,
  },
  server: { port: 5174, proxy },
  preview: { proxy },
});
