import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';
import react from '@vitejs/plugin-react';
import tailwindcss from '@tailwindcss/vite';
import { VitePWA } from 'vite-plugin-pwa';
import { precompress } from './vite-plugins/precompress.ts';
import { firstScreenChunks } from './vite-plugins/first-screens.ts';
import { inlineHeadScript } from './vite-plugins/inline-head-script.ts';
import { preloadHome } from './vite-plugins/preload-home.ts';
import { prerender } from './vite-plugins/prerender.ts';

const API_ORIGIN = 'http://localhost:3000';
const ROOT = fileURLToPath(new URL('.', import.meta.url)).replace(/\/$/, '');
const ENTRY = 'src/main.tsx';
const THEME_COLOUR = '#0f766e';

export default defineConfig(({ command }) => ({
  resolve: {
    alias: [
      {
        find: /^zod$/,
        replacement: fileURLToPath(new URL('./src/lib/validation/zod-without-eval.ts', import.meta.url)),
      },
      // react-router's package exports name its development build only, warnings and checks
      // included (remix-run/react-router#14102); the app is built with its production build.
      ...(command === 'build'
        ? [
            {
              find: /^react-router$/,
              replacement: path.join(
                path.dirname(createRequire(import.meta.url).resolve('react-router/package.json')),
                'dist/production/index.mjs',
              ),
            },
          ]
        : []),
    ],
  },
  plugins: [
    react(),
    tailwindcss(),
    inlineHeadScript('/before-paint.js', fileURLToPath(new URL('./head/before-paint.js', import.meta.url))),
    VitePWA({
      // Tests render components; a service worker build there only slows them down.
      disable: Boolean(process.env.VITEST),
      registerType: 'autoUpdate',
      // Registered by head/before-paint.js, once the first screen has settled.
      injectRegister: false,
      includeAssets: ['favicon.svg', 'icons/apple-touch-icon-180.png'],
      manifest: {
        name: 'Tera',
        short_name: 'Tera',
        description:
          'Check-in emocional diario, TeraPulse y panel de líder para cuidar el bienestar de tu equipo.',
        lang: 'es',
        // The app's identity stays what it was when it opened at '/', so existing installs update.
        id: '/',
        // Home for a signed-in person, the landing for anyone else (the /start route).
        start_url: '/start',
        scope: '/',
        display: 'standalone',
        background_color: '#ffffff',
        theme_color: THEME_COLOUR,
        icons: [
          { src: '/icons/icon-192.png', sizes: '192x192', type: 'image/png', purpose: 'any' },
          { src: '/icons/icon-512.png', sizes: '512x512', type: 'image/png', purpose: 'any' },
          { src: '/icons/icon-maskable-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
        ],
      },
      workbox: {
        globPatterns: ['**/*.{js,css,html,svg,png,webmanifest}'],
        // The prerendered public pages are for a first visit; an installed app opens the shell.
        globIgnores: ['prerendered/**'],
        navigateFallback: '/index.html',
        // The API and the server-rendered documentation must always reach the server.
        navigateFallbackDenylist: [/^\/api\//, /^\/docs\//],
        // Shows Web Push notifications and opens their page when tapped.
        importScripts: ['/push-handlers.js'],
      },
    }),
    preloadHome(ROOT),
    // Before precompress, which compresses the pages it writes.
    prerender(),
    precompress(),
  ],
  build: {
    manifest: true,
    target: 'es2022',
    rolldownOptions: {
      output: {
        // A phone on a slow connection waits a round trip for each file it fetches, several at a
        // time: the code a page needs before its first paint goes as few files, not dozens of
        // small shared chunks (docs/PERFORMANCE.md, "Fast on a phone").
        codeSplitting: {
          groups: [
            {
              name: firstScreenChunks(ROOT, ENTRY),
              debugName: 'first screens',
              // Each module's chunk is decided from the graph; their imports are named already.
              includeDependenciesRecursively: false,
            },
          ],
        },
      },
    },
  },
  test: {
    setupFiles: ['./src/testing/setup.ts'],
  },
  server: {
    proxy: {
      '/api': API_ORIGIN,
      '/docs': API_ORIGIN,
    },
  },
  preview: {
    proxy: {
      '/api': API_ORIGIN,
      '/docs': API_ORIGIN,
    },
  },
}));
