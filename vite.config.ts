import { reactRouter } from '@react-router/dev/vite';
import tailwindcss from '@tailwindcss/vite';
import { defineConfig } from 'vite';

export default defineConfig({
  plugins: [tailwindcss(), reactRouter()],
  server: { port: 5173, proxy: { '/api': { target: 'http://localhost:3000', ws: true }, '/realms': 'http://localhost:3000' } },
  build: { target: 'es2022', sourcemap: false },
});
