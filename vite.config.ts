import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig, type Alias, type Plugin } from 'vite';

const apiTarget = process.env.API_URL ?? 'http://localhost:8080';

/** The application name of this build: VITE_APP_NAME, else the server's APP_NAME, else the default. */
const appName = process.env.VITE_APP_NAME ?? process.env.APP_NAME ?? 'Zorgportaal';

/** Fills `%APP_NAME%` in index.html (its <title> and <meta name="application-name">, which the SPA reads). */
function appNamePlugin(): Plugin {
  const escaped = appName.replace(/[&<>"']/g, (character) => `&#${character.charCodeAt(0)};`);
  return {
    name: 'zorgportaal-app-name',
    transformIndexHtml: (html) => html.replaceAll('%APP_NAME%', escaped),
  };
}

/**
 * react-router 7 exports only its development build (remix-run/react-router#12532, #14753): a production build
 * takes its production files instead (no dev warnings, fewer bytes on /login).
 */
const reactRouterProduction: Alias[] = [
  { find: /^react-router$/, replacement: 'node_modules/react-router/dist/production/index.mjs' },
  { find: /^react-router\/dom$/, replacement: 'node_modules/react-router/dist/production/dom-export.mjs' },
].map(({ find, replacement }) => ({
  find,
  replacement: fileURLToPath(new URL(replacement, import.meta.url)),
}));

/**
 * Production-only byte savings for the sign-in page's budget (docs/decisions.md "SPA"): react-admin's router
 * adapter gets src/react-admin-router.ts (no data router), and node-polyglot's `object.entries` polyfill (with
 * its ~5 kB gzip of helpers) becomes the native `Object.entries`.
 */
function leanBuildPlugin(): Plugin {
  const routerShim = fileURLToPath(new URL('src/react-admin-router.ts', import.meta.url));
  const objectEntries = '\0native-object-entries';
  return {
    name: 'zorgportaal-lean-build',
    enforce: 'pre',
    apply: 'build',
    resolveId(source, importer) {
      if (source === 'object.entries') return objectEntries;
      if (
        source === 'react-router-dom' &&
        importer &&
        /[\\/]ra-core[\\/]dist[\\/]routing[\\/]/.test(importer)
      ) {
        return routerShim;
      }
      return null;
    },
    load: (id) => (id === objectEntries ? 'module.exports = Object.entries;' : null),
  };
}

export default defineConfig(({ command }) => ({
  plugins: [react(), appNamePlugin(), leanBuildPlugin()],
  resolve: { alias: command === 'build' ? reactRouterProduction : [] },
  build: { outDir: 'dist', sourcemap: true, target: 'es2022', manifest: true },
  server: {
    port: 5173,
    proxy: { '/api': { target: apiTarget, changeOrigin: false }, '/dev': { target: apiTarget } },
  },
}));
