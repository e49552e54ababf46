import { reactRouter } from '@react-router/dev/vite';
import tailwindcss from '@tailwindcss/vite';
import { defineConfig } from 'vite';
import { appChunks } from './scripts/build/chunks.ts';

export default defineConfig({
  plugins: [tailwindcss(), reactRouter(), appChunks()],
  server: {
    port: 5173,
    // The API server believes it is at :5173 (scripts/dev.ts), so sign-in URLs point back here.
    proxy: {
      '/api': { target: 'http://localhost:3000', ws: true, xfwd: true },
      '/realms': {
        target: 'http://localhost:3000',
        xfwd: true,
        headers: { 'x-forwarded-host': 'localhost:5173' },
      },
    },
    watch: {
      ignored: ['**/build/**', '**/build-*/**', '**/data/**', '**/data-dev/**', '**/test-results/**'],
    },
  },
  build: { target: 'es2022', sourcemap: false },
  // pragmatic-drag-and-drop's entry points are folders with a package.json, which Node's ESM loader
  // (used when prerendering) cannot import: bundle them into the server build instead.
  ssr: { noExternal: ['@atlaskit/pragmatic-drag-and-drop', '@atlaskit/pragmatic-drag-and-drop-hitbox'] },
});
