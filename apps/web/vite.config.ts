import { defineConfig, type Plugin } from 'vite';
import react from '@vitejs/plugin-react';
import tailwindcss from '@tailwindcss/vite';
import { VitePWA } from 'vite-plugin-pwa';
import { PRODUCT_NAME } from '@blaze/contracts/constants';
import { SURFACE_COLOURS } from './src/config/theme';
import { chunkGroups } from './build/chunk-groups';
import { directImports } from './build/direct-imports';
import { pureSchemas } from './build/pure-schemas';
import { compileHints } from './build/compile-hints';
import { openingPreloadsFile } from './build/opening-preloads';

const API_ORIGIN = 'http://localhost:3000';
const SRC_DIR = decodeURIComponent(new URL('./src', import.meta.url).pathname);

/** Writes the theme colour into index.html from the one place it is defined. */
function themeColourMeta(): Plugin {
  return {
    name: 'blaze-theme-colour-meta',
    transformIndexHtml: (html) => html.replaceAll('%THEME_COLOUR%', SURFACE_COLOURS.background),
  };
}

export default defineConfig({
  plugins: [
    directImports(),
    pureSchemas(),
    // The entry, the first screen's code and the shell run whenever a screen opens.
    compileHints(['index', 'first', 'app']),
    // The opening screens' chunks, which the server names in a Link header on the document.
    openingPreloadsFile(),
    react(),
    tailwindcss(),
    themeColourMeta(),
    VitePWA({
      registerType: 'prompt',
      injectRegister: false,
      // Our own worker (decision 035): precache and navigation fallback as before, plus push,
      // notification taps and the share target.
      strategies: 'injectManifest',
      srcDir: 'src/sw',
      filename: 'sw.ts',
      includeAssets: ['favicon.svg', 'default-avatar.svg', 'icons/apple-touch-icon.png'],
      manifest: {
        id: '/',
        name: PRODUCT_NAME,
        short_name: PRODUCT_NAME,
        description: 'Meet, chat and hook up with gay men near you.',
        lang: 'en',
        start_url: '/',
        scope: '/',
        display: 'standalone',
        orientation: 'portrait',
        theme_color: SURFACE_COLOURS.background,
        background_color: SURFACE_COLOURS.background,
        categories: ['social', 'lifestyle'],
        icons: [
          { src: '/icons/icon-192.png', sizes: '192x192', type: 'image/png', purpose: 'any' },
          { src: '/icons/icon-512.png', sizes: '512x512', type: 'image/png', purpose: 'any' },
          {
            src: '/icons/icon-maskable-512.png',
            sizes: '512x512',
            type: 'image/png',
            purpose: 'maskable',
          },
          { src: '/favicon.svg', sizes: 'any', type: 'image/svg+xml', purpose: 'any' },
        ],
        shortcuts: [
          { name: 'Quick hookup', short_name: 'Hookup', url: '/app/hookup?mode=quick' },
          { name: 'New message', short_name: 'Message', url: '/app/messages/new' },
          { name: 'Check in', short_name: 'Check in', url: '/app/places?action=checkin' },
        ],
        protocol_handlers: [{ protocol: 'web+blaze', url: '/?protocol=%s' }],
        share_target: {
          action: '/share-target',
          method: 'POST',
          enctype: 'multipart/form-data',
          params: { files: [{ name: 'photos', accept: ['image/*'] }] },
        },
      },
      injectManifest: {
        globPatterns: ['**/*.{js,css,html,svg,png,ico,webmanifest}'],
        // The worker is built on its own, without the app's chunks: only workbox and src/sw.
        rollupFormat: 'iife',
        minify: true,
        sourcemap: false,
      },
    }),
  ],
  resolve: { alias: { '@': SRC_DIR } },
  server: {
    port: 5173,
    proxy: {
      '/api': { target: API_ORIGIN, changeOrigin: false },
      '/media': { target: API_ORIGIN, changeOrigin: false },
    },
  },
  preview: {
    proxy: {
      '/api': { target: API_ORIGIN, changeOrigin: false },
      '/media': { target: API_ORIGIN, changeOrigin: false },
    },
  },
  build: {
    target: 'es2022',
    sourcemap: 'hidden',
    // dist/.vite/manifest.json: the chunks each module needs, read by the bytes-per-route budget.
    manifest: true,
    rolldownOptions: {
      treeshake: {
        // Contract modules mix zod schemas with plain constants. Declaring zod builders pure lets an
        // unused schema (and zod with it) drop out of the first-screen bundle when only a constant
        // such as ErrorCode is imported.
        manualPureFunctions: ['z'],
      },
      output: {
        codeSplitting: {
          // Everything the entry imports statically is needed by every screen, the first one included:
          // one chunk for it instead of a dozen small shared ones (cn, react, query, api client,
          // paths, ...), each of which cost a request, its headers and a worse compression ratio.
          groups: [
            { name: 'core', tags: ['$initial'], priority: 100 },
            // Forms validate with the contracts' zod schemas; zod comes with the first form, not before.
            { name: 'zod', test: /node_modules[\\/]zod[\\/]/, priority: 90 },
            ...chunkGroups,
          ],
        },
      },
    },
  },
});
