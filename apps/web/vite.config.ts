import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import tailwindcss from '@tailwindcss/vite';
import { compression } from 'vite-plugin-compression2';

const API_ORIGIN = 'http://localhost:8080';

export default defineConfig({
  plugins: [
    react(),
    tailwindcss(),
    // The API serves dist/ with preCompressed: true, so each asset ships next to its .br and .gz.
    compression({ algorithms: ['brotliCompress', 'gzip'], threshold: 512, logLevel: 'silent' }),
  ],
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    sourcemap: false,
    // Every browser that runs this app supports modulepreload; the polyfill would be dead weight.
    modulePreload: { polyfill: false },
  },
  server: {
    proxy: {
      '/api': { target: API_ORIGIN, changeOrigin: true, ws: true },
      '/static': { target: API_ORIGIN, changeOrigin: true },
    },
  },
  preview: {
    proxy: {
      '/api': { target: API_ORIGIN, changeOrigin: true, ws: true },
      '/static': { target: API_ORIGIN, changeOrigin: true },
    },
  },
});
