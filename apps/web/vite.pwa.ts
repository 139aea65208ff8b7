import { readFileSync } from 'node:fs';
import { relative, resolve } from 'node:path';
import type { Plugin } from 'vite';
import type { VitePWAOptions } from 'vite-plugin-pwa';
import { shellFiles, type ViteManifest } from './src/pwa/cache-rules.ts';

// vite-plugin-pwa's options (read by vite.config.ts at build time, never shipped): the web app
// manifest and the service worker (sw.ts), built with injectManifest so the caching rules are ours.

/** Route modules of the server-rendered public pages (router.tsx's `handle.module`): precached with the shell. */
export const PUBLIC_PAGE_MODULES = [
  'src/app/routes/landing.tsx',
  'src/app/layouts/storefront-layout.tsx',
  'src/app/layouts/general-layout.tsx',
  'src/app/routes/classifieds.tsx',
  'src/app/routes/listings.tsx',
  'src/app/routes/listing.tsx',
  'src/app/routes/delivery.tsx',
  // The page of an address the app has no page for (also rendered by the server, with a 404).
  'src/app/routes/not-found.tsx',
] as const;

/** The source modules (relative to the web app, as the manifest names them) each built file holds. */
const modulesOfFile = new Map<string, string[]>();

/**
 * Records which modules each built chunk holds, for the precache list: Rolldown merges some small
 * route modules (the landing's, the classifieds') into a shared chunk, which Vite's manifest then
 * keys by the chunk's name rather than by the module.
 */
export function chunkModules(): Plugin {
  let root = process.cwd();
  return {
    name: 'dwa-chunk-modules',
    apply: 'build',
    configResolved(config) {
      root = config.root;
    },
    generateBundle(_options, bundle) {
      modulesOfFile.clear();
      for (const output of Object.values(bundle)) {
        if (output.type !== 'chunk') continue;
        modulesOfFile.set(
          output.fileName,
          output.moduleIds.map((id) =>
            relative(root, id.split('?')[0] ?? id)
              .split('\\')
              .join('/'),
          ),
        );
      }
    },
  };
}

export const BRAND = { light: '#047857', dark: '#030712', background: '#ffffff' } as const;

export function pwaOptions(outDir: string): Partial<VitePWAOptions> {
  return {
    strategies: 'injectManifest',
    srcDir: 'src/pwa',
    filename: 'sw.ts',
    // Registered by src/pwa/start.ts after load, or by index.html's boot script on a page whose app
    // waits for a touch (ADR 099, allowed by its hash); never by the plugin's own script, which the
    // CSP refuses.
    injectRegister: false,
    registerType: 'prompt',
    includeAssets: [],
    manifest: {
      id: '/',
      name: 'Dwa',
      short_name: 'Dwa',
      description: 'Buy, sell and deliver across Ghana: classified ads, online shopping and same-day delivery.',
      lang: 'en',
      dir: 'ltr',
      start_url: '/',
      scope: '/',
      display: 'standalone',
      orientation: 'any',
      theme_color: BRAND.light,
      background_color: BRAND.background,
      categories: ['shopping', 'business'],
      icons: [
        { src: '/icons/icon-192.png', sizes: '192x192', type: 'image/png', purpose: 'any' },
        { src: '/icons/icon-512.png', sizes: '512x512', type: 'image/png', purpose: 'any' },
        { src: '/icons/maskable-192.png', sizes: '192x192', type: 'image/png', purpose: 'maskable' },
        { src: '/icons/maskable-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
      ],
    },
    injectManifest: {
      globPatterns: ['index.html', 'offline.html', 'offline.js', 'favicon.svg', 'icons/*.png', 'manifest.webmanifest', 'assets/*.{js,css}'],
      // Only what the entry and the public pages need, their parts loaded on demand included (moving
      // between them offline needs those): the rest (seller, admin, courier pages, other languages,
      // about 400 KB gzip) is kept on first use instead of downloaded by every visitor's phone.
      manifestTransforms: [
        async (entries) => {
          const manifest = JSON.parse(readFileSync(resolve(outDir, '.vite/manifest.json'), 'utf8')) as ViteManifest;
          const held = new Set([...modulesOfFile.values()].flat());
          const missing = PUBLIC_PAGE_MODULES.filter((key) => !manifest[key] && !held.has(key));
          const keep = shellFiles(manifest, PUBLIC_PAGE_MODULES, (file) => modulesOfFile.get(file) ?? []);
          const seen = new Set<string>();
          return {
            // The plugin adds the manifest's icons and the manifest itself again: each once.
            manifest: entries.filter(
              (entry) => (!entry.url.startsWith('assets/') || keep.has(entry.url)) && !seen.has(entry.url) && seen.add(entry.url),
            ),
            warnings: missing.map((key) => `pwa: ${key} is not in the build manifest; its page is not precached`),
          };
        },
      ],
      // A stray large file must fail the build rather than go into every phone's precache silently.
      maximumFileSizeToCacheInBytes: 600 * 1024,
    },
  };
}
