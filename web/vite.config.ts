/**
 * The browser client's build. `npm run build:web` writes dist/web, which the server serves.
 * `npx vite web` runs a dev server that forwards /api and /ws to a Warband server on WARBAND_PORT.
 */
import { defineConfig } from 'vite';

const server = `http://127.0.0.1:${process.env.WARBAND_PORT ?? '8080'}`;

export default defineConfig({
  root: import.meta.dirname,
  base: './',
  oxc: { jsx: { runtime: 'automatic', importSource: 'preact' } },
  build: { outDir: '../dist/web', emptyOutDir: true, target: 'es2022', manifest: true, chunkSizeWarningLimit: 800 },
  server: {
    proxy: {
      '/api': server,
      '/ws': { target: server, ws: true },
    },
  },
});
