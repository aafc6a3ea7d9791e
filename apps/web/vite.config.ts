import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

const API_ORIGIN = process.env.API_ORIGIN ?? 'http://127.0.0.1:8080';

export default defineConfig({
  plugins: [react(), tailwindcss()],
  build: {
    // scripts/size.mjs reads .vite/manifest.json to attribute chunks to route modules.
    manifest: true,
    target: 'es2022',
    sourcemap: false,
  },
  server: {
    proxy: {
      '/public': { target: API_ORIGIN, changeOrigin: true },
      '/version.json': { target: API_ORIGIN, changeOrigin: true },
    },
  },
  preview: {
    proxy: {
      '/public': { target: API_ORIGIN, changeOrigin: true },
      '/version.json': { target: API_ORIGIN, changeOrigin: true },
    },
  },
});
