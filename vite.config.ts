import { readdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { brotliCompressSync, constants as zlibConstants, gzipSync } from 'node:zlib';
import react from '@vitejs/plugin-react';
import { defineConfig, type Alias, type Plugin } from 'vite';

const apiTarget = process.env.API_URL ?? 'http://localhost:8080';

/**
 * Fills `%APP_NAME%` in index.html for the dev server only. The built index.html keeps the placeholder: the API
 * server fills it from its APP_NAME when serving (server/http/index-html.ts), so the name is runtime configuration.
 */
function appNamePlugin(): Plugin {
  const appName = process.env.APP_NAME ?? 'Zorgportaal';
  const escaped = appName.replace(/[&<>"']/g, (character) => `&#${character.charCodeAt(0)};`);
  return {
    name: 'zorgportaal-app-name',
    apply: 'serve',
    transformIndexHtml: (html) => html.replaceAll('%APP_NAME%', escaped),
  };
}

/** Writes `.br` and `.gz` beside every compressible asset of the build; the server sends them by Accept-Encoding. */
function precompressPlugin(): Plugin {
  return {
    name: 'zorgportaal-precompress',
    apply: 'build',
    async writeBundle({ dir }) {
      if (!dir) return;
      const files = await readdir(path.join(dir, 'assets'));
      await Promise.all(
        files
          .filter((file) => /\.(js|css|svg|json)$/.test(file))
          .map(async (file) => {
            const full = path.join(dir, 'assets', file);
            const content = await readFile(full);
            if (content.length < 1024) return;
            await writeFile(`${full}.gz`, gzipSync(content, { level: 9 }));
            await writeFile(
              `${full}.br`,
              brotliCompressSync(content, { params: { [zlibConstants.BROTLI_PARAM_QUALITY]: 11 } }),
            );
          }),
      );
    },
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
 * Production-only byte savings (docs/decisions.md "SPA"). For the sign-in page's budget: react-admin's router
 * adapter gets src/react-admin-router.ts (no data router), and node-polyglot's `object.entries` polyfill (with
 * its ~5 kB gzip of helpers) becomes the native `Object.entries`. For the admin's pages (issue 16):
 * - react-admin's `<AdminUI>` imports its default sign-in page (`Login`: a form with react-hook-form, ~25 kB gzip)
 *   though src/AdminApp.tsx passes `loginPage={false}` (the shell signs in): it gets a stand-in that says so if
 *   it is ever rendered. Every other import of `Login` (the `react-admin` index) still gets the real one.
 */
function leanBuildPlugin(): Plugin {
  const routerShim = fileURLToPath(new URL('src/react-admin-router.ts', import.meta.url));
  const objectEntries = '\0native-object-entries';
  const adminUiAuth = '\0admin-ui-auth';
  const authCallback = fileURLToPath(
    new URL('node_modules/ra-ui-materialui/dist/auth/AuthCallback.js', import.meta.url),
  );
  return {
    name: 'zorgportaal-lean-build',
    enforce: 'pre',
    apply: 'build',
    resolveId(source, importer) {
      if (source === 'object.entries') return objectEntries;
      if (
        source === './auth/index.js' &&
        importer &&
        /[\\/]ra-ui-materialui[\\/]dist[\\/]AdminUI\.js$/.test(importer)
      ) {
        return adminUiAuth;
      }
      if (
        source === 'react-router-dom' &&
        importer &&
        /[\\/]ra-core[\\/]dist[\\/]routing[\\/]/.test(importer)
      ) {
        return routerShim;
      }
      return null;
    },
    load(id) {
      if (id === objectEntries) return 'module.exports = Object.entries;';
      if (id === adminUiAuth) {
        return [
          `export { AuthCallback } from ${JSON.stringify(authCallback)};`,
          'export const Login = () => {',
          "  throw new Error('react-admin\\'s sign-in page is left out of the build: pass <Admin loginPage={false}>');",
          '};',
        ].join('\n');
      }
      return null;
    },
  };
}

/**
 * MUI's form controls (text field, checkbox, their form-control plumbing) in one chunk shared by the sign-in form
 * and the admin's forms. Left alone, the bundler splits them by which pages happen to use each (the sign-in page,
 * the admin's lists, its forms) into several small chunks, and the sign-in page paid ~2 kB gzip for the
 * fragmentation once the admin screens used them too (docs/decisions.md "Admin screens").
 */
const FORM_CONTROLS =
  /[\\/]@mui[\\/]material[\\/]esm[\\/](Checkbox|FormControlLabel|FormControl|FormLabel|InputLabel|OutlinedInput|InputBase|TextareaAutosize|InputAdornment|internal[\\/](SwitchBase|switchBaseClasses|svg-icons[\\/](CheckBox|CheckBoxOutlineBlank|IndeterminateCheckBox)))[\\/.]/;

/**
 * The sign-in pages' text field with its icons (clear, search, show/hide password) in one chunk: the admin uses
 * some of the same icons, and left alone the bundler put each icon in a chunk of its own on /login's path.
 */
const TEXT_FIELD =
  /([\\/]src[\\/]ui[\\/](TextField|PasswordToggle|IconToggle|FieldErrors|clear-input)\.|[\\/]@mui[\\/]icons-material[\\/]esm[\\/](Close|Search|Visibility|VisibilityOff)\.js)/;

/**
 * The small modules every first page needs besides the entry (React itself, the session store and the
 * authentication check, MUI's button, icon button, typography, icon and slot helpers) in one chunk. Left alone, the
 * bundler cuts them into a dozen tiny chunks by which lazy pages share each one, and every page added (settings,
 * onboarding steps, the re-confirmation dialogs) re-cut them: /login paid ~3 kB gzip for the pieces, and again
 * 1.1 kB when the toasts' code moved out of the entry (docs/decisions.md "SPA").
 */
const SHELL_CORE = new RegExp(
  [
    String.raw`[\\/]auth[\\/](store|session-store|current-user|check-authentication|redirect-target)\.ts`,
    String.raw`[\\/]resources[\\/]onboarding\.ts`,
    String.raw`[\\/]src[\\/]api[\\/](api-error|constants|cookies|query-string|exchange|http-handlers|http|index)\.ts`,
    String.raw`[\\/]i18n[\\/](nl[\\/]app|translator|react)\.tsx?`,
    String.raw`[\\/]src[\\/]app-name\.ts`,
    String.raw`[\\/]pages[\\/]login[\\/](method-path|second-step-path)\.ts`,
    String.raw`[\\/]@mui[\\/]material[\\/]esm[\\/](SvgIcon|Button|ButtonBase|CircularProgress|useLazyRipple|IconButton|Typography)[\\/]`,
    String.raw`[\\/]@mui[\\/]material[\\/]esm[\\/]ButtonGroup[\\/]ButtonGroup(Button)?Context\.js`,
    String.raw`[\\/]@mui[\\/]material[\\/]esm[\\/]utils[\\/](createSvgIcon|useSlot|mergeSlotProps|useControlled|useEnhancedEffect|isMuiElement|ownerDocument|getActiveElement|useId|useEventCallback|useForkRef)\.js`,
    String.raw`[\\/]@mui[\\/]utils[\\/]esm[\\/](useEnhancedEffect|useId|useEventCallback|isFocusVisible|useLazyRef|useOnMount|useTimeout|isHostComponent|appendOwnerState|resolveComponentProps|extractEventHandlers|omitEventHandlers|mergeSlotProps|ownerDocument|ownerWindow|getActiveElement|useControlled|isMuiElement|debounce)[\\/]`,
    String.raw`[\\/]react-transition-group[\\/]esm[\\/](TransitionGroupContext|TransitionGroup|utils[\\/]ChildMapping)\.js`,
    String.raw`[\\/]@babel[\\/]runtime[\\/]helpers[\\/]esm[\\/](objectWithoutPropertiesLoose|setPrototypeOf|inheritsLoose|assertThisInitialized)\.js`,
  ].join('|'),
);

export default defineConfig(({ command }) => ({
  plugins: [react(), appNamePlugin(), leanBuildPlugin(), precompressPlugin()],
  resolve: { alias: command === 'build' ? reactRouterProduction : [] },
  build: {
    outDir: 'dist',
    sourcemap: true,
    target: 'es2022',
    manifest: true,
    // Every browser we support (es2022) preloads modules natively: the polyfill would only weigh on /login.
    modulePreload: { polyfill: false },
    rolldownOptions: {
      output: {
        codeSplitting: {
          groups: [
            { name: 'form-controls', test: FORM_CONTROLS, includeDependenciesRecursively: false },
            { name: 'text-field', test: TEXT_FIELD, includeDependenciesRecursively: false },
            { name: 'shell-core', test: SHELL_CORE, includeDependenciesRecursively: false },
          ],
        },
      },
    },
  },
  server: {
    port: 5173,
    proxy: { '/api': { target: apiTarget, changeOrigin: false }, '/dev': { target: apiTarget } },
  },
}));
