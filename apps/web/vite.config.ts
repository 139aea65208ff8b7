import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import tailwindcss from '@tailwindcss/vite';
import { compression } from 'vite-plugin-compression2';
import { VitePWA } from 'vite-plugin-pwa';
import { chunkModules, pwaOptions } from './vite.pwa.ts';
import { icuCatalogs } from './vite.catalogs.ts';

const API_ORIGIN = 'http://localhost:8080';
/** Where the build goes (WEB_OUT_DIR for a build of one's own, as the journeys' E2E_WEB_DIST). */
const OUT_DIR = process.env.WEB_OUT_DIR ?? 'dist';
/** The islands' modules (src/islands), which stay out of the app's shell chunk. */
const ISLANDS = /[\\/]src[\\/]islands[\\/]/;

// Two builds (`npm run build`): the browser's (dist/, with the manifest the server reads to name
// every file a page needs) and the server renderer's (`--ssr`: dist/.server/entry-server.js, one
// self-contained file the API imports; the API never serves dot folders).
export default defineConfig(({ isSsrBuild }) => ({
  plugins: [
    // The catalogs (src/lib/i18n/catalogs) compiled by FormatJS's parser: a broken message fails the build (ADR 068).
    icuCatalogs(),
    react(),
    tailwindcss(),
    // The API serves dist/ with preCompressed: true, so each asset ships next to its .br and .gz.
    ...(isSsrBuild ? [] : [compression({ algorithms: ['brotliCompress', 'gzip'], threshold: 512, logLevel: 'silent' })]),
    // The web app manifest and the service worker (src/pwa, ADR 032); the server renderer needs neither.
    ...(isSsrBuild ? [] : [chunkModules(), VitePWA(pwaOptions(OUT_DIR))]),
  ],
  // The only JSON the app imports is its catalogs, each used whole (an area's English, a language's
  // chunk): one default export, not a variable per message, so a small area's English stays small
  // enough to travel inside the chunks that use it instead of being a file of its own (ADR 052, 068).
  json: { namedExports: false },
  ssr: { noExternal: true },
  // The server renderer bundles React, which picks its build by NODE_ENV when it runs, and `npm start`
  // (the demo) runs the API in development. The renderer is a build artifact: it always takes
  // React's production build (the development build checks every element and records owner stacks:
  // a fresh render of the landing took 4x as long). `npm run build` sets NODE_ENV=production so the
  // JSX is compiled for that build too, whatever the caller's NODE_ENV (the tests run in 'test').
  ...(isSsrBuild ? { define: { 'process.env.NODE_ENV': JSON.stringify('production') } } : {}),
  build: isSsrBuild
    ? {
        outDir: `${OUT_DIR}/.server`,
        emptyOutDir: true,
        sourcemap: false,
        copyPublicDir: false,
        rolldownOptions: { input: 'src/entry-server.tsx' },
      }
    : {
        outDir: OUT_DIR,
        emptyOutDir: true,
        sourcemap: false,
        manifest: true,
        // Everything the entry imports statically (React, the router, the query cache, i18n: loaded by
        // every page before anything else) is one file (the group `shell`) instead of a dozen the lazy
        // pages also import (ADR 052: /listings 21 -> 10 files, 8 KiB less gzip). Small shared pieces (an
        // icon, a helper) go into the chunks that use them instead of files of their own (ADR 029).
        // A second entry, the islands' script (src/islands, ADR 100): what moves on a page before its app
        // runs. It imports nothing of the app's, so it is a file of its own of about a kilobyte.
        rolldownOptions: {
          input: { index: 'index.html', islands: 'src/islands/islands.ts' },
          output: {
            codeSplitting: {
              groups: [{ name: 'shell', tags: ['$initial'], test: (id) => !ISLANDS.test(id) }],
              experimentalInlineCommonChunks: { maxSize: 4000 },
            },
          },
        },
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
}));
