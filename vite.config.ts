import { readdirSync, existsSync } from 'node:fs';
import { resolve } from 'node:path';
import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { signedInIcons } from './elements/runtime/vite-host-icons.ts';
import { signedInChunk } from './elements/runtime/vite-host-screens.ts';
import { hoistImports } from './elements/runtime/vite-hoist-imports.ts';
import { noChunkCycles } from './elements/runtime/vite-no-chunk-cycles.ts';
import { panelChunk } from './elements/runtime/vite-panel-chunk.ts';
import { precompress } from './elements/runtime/vite-precompress.ts';
import { serviceWorker } from './elements/runtime/vite-service-worker.ts';
import { shadowStyles } from './elements/runtime/vite-shadow-styles.ts';
import { stripSummaries } from './elements/runtime/vite-strip-summaries.ts';

const root = import.meta.dirname;

// One entry per element: every folder elements/<tag> with a register.ts becomes dist/kit/<tag>.js.
const elementEntries = Object.fromEntries(
  readdirSync(resolve(root, 'elements'), { withFileTypes: true })
    .filter(
      (entry) => entry.isDirectory() && existsSync(resolve(root, 'elements', entry.name, 'register.ts')),
    )
    .map((entry) => [entry.name, resolve(root, 'elements', entry.name, 'register.ts')]),
);

// Shared chunks, each loaded once per page whatever mix of entries it holds (one React, one state, one
// sheet set); the element folders themselves stay in their own entries.
// - runtime: React, nanostores, the element runtime and the stores every element reads (session, tasks,
//   toasts, preferences, navigation, configuration). The status bar and the shell's first paint need no more.
// - api: the API client, which every panel that talks to the API loads, without zod.
// - schemas: zod and the base schemas (fields, lists, packets) an area's definition builds its own from; a
//   resource panel loads it with its area (docs/performance.md, issue 38).
// - protocol: the sign-in flows', users' and accounts' schemas, loaded with a form or a change.
//   The stores import neither, so the runtime chunk never pulls them in (size.ts shows it).
// Everything else (the resource definitions, views, CSV handling) is split by use, so a page loads only the
// areas and views it shows.
const STORE_MODULES = [
  '/lib/session/session.ts',
  '/lib/tasks/',
  '/lib/toasts/',
  '/lib/prefs/',
  '/lib/routing/',
  '/lib/config/',
  '/lib/format/date.ts',
  '/lib/format/header-title.ts',
  '/lib/shell/site-name.ts',
  '/lib/protocol/access.ts',
  '/lib/protocol/limits.ts',
  '/lib/protocol/storage-keys.ts',
  // The schema messages' words, which the zod error map (protocol) and a form (its language) both read.
  '/lib/protocol/issue-texts.ts',
  '/lib/protocol/validation-texts.ts',
  '/elements/runtime/',
  'rolldown/runtime',
  // Vite's helper that preloads a lazy chunk's imports beside it: the host's entry and its screens use it.
  'vite/preload-helper',
];
// The API client, without zod: a panel's first read names its command by a ref (lib/protocol/command-ref.ts)
// and leaves before any schema code is loaded; the server checks it with the command's schemas
// (docs/architecture.md, what the browser checks).
const API_MODULES = [
  '/lib/protocol/command.ts',
  '/lib/protocol/command-ref.ts',
  '/lib/protocol/packet-check.ts',
  '/lib/api/api.ts',
  '/lib/api/api-error.ts',
  // With the client that throws it: a chunk of its own imported ApiError from the api chunk, which
  // imported it back, and its class was evaluated before ApiError existed.
  '/lib/api/setup-error.ts',
  '/lib/api/client.ts',
  '/lib/api/error-display.ts',
  '/lib/api/error-texts-slot.ts',
  '/lib/api/form-data.ts',
  '/lib/api/request.ts',
  '/lib/forms/marks.ts',
];
// zod and the base schemas an area's definition builds on: a list's first rows load these, and not the
// sign-in flows' schemas below (other modules' schemas load with the panels that use them).
const SCHEMA_MODULES = [
  '/node_modules/zod/',
  '/lib/protocol/z.ts',
  '/lib/protocol/zod-on-use.ts',
  '/lib/protocol/lazy-schema.ts',
  '/lib/protocol/fields.ts',
  '/lib/protocol/plain-text.ts',
  '/lib/protocol/packet.ts',
  '/lib/protocol/list.ts',
];
// What signing in, a user's or an account's form and a change need beyond them: loaded with a form or a
// change, never for a first paint.
const PROTOCOL_MODULES = [
  '/lib/protocol/user.ts',
  // user/token's answer may be a second step: left out, its chunk and this one import each other.
  '/lib/protocol/second-step.ts',
  '/lib/protocol/account.ts',
  '/lib/protocol/domain-name.ts',
  // Not lib/api/ndjson-stream.ts: it imports the druidia schemas, and a grouped module that imports a
  // module outside the groups makes the chunks import each other, which breaks their order of evaluation.
  '/lib/session/auth',
  // The forms' banners and their words (lib/forms/check-texts.ts): with the flows that check a form.
  '/lib/forms/validation.ts',
  '/lib/forms/check-texts.ts',
  '/lib/crypto/',
  '/lib/shell/fetch-site-name.ts',
];
// The route table and the menu carry every area's screens (lib/resources/*.area.ts): only the shell and
// the host draw them, so they stay with those instead of weighing on every panel and the status bar.
const AREA_TABLES = [
  '/lib/routing/routes.ts',
  '/lib/routing/menu.ts',
  '/lib/routing/no-access.ts',
  '/lib/routing/panel-address.ts',
];
const isAreaTable = (id: string): boolean =>
  AREA_TABLES.some((part) => id.includes(part)) || /\/lib\/resources\/(areas|[\w-]+\.area)\.ts$/.test(id);
// A catalog's other languages (texts.es.ts beside texts.ts) load when shown, never with the English
// (docs/architecture.md, texts and languages), even beside a store.
const isTranslation = (id: string): boolean => /[/-]texts\.[\w-]+\.ts$|\/labels\.[\w-]+\.ts$/.test(id);
const isStore = (id: string): boolean =>
  STORE_MODULES.some((part) => id.includes(part)) &&
  !AREA_TABLES.some((part) => id.includes(part)) &&
  !isTranslation(id);
// Icons stay with the elements that draw them: a page with only the status bar loads none of the shell's.
// The article editor's packages (tiptap, ProseMirror, the preview's DOMPurify) stay in its lazy chunks.
const EDITOR_PACKAGES =
  /\/node_modules\/(@tiptap\/|prosemirror-|orderedmap\/|rope-sequence\/|w3c-keyname\/|linkifyjs\/|dompurify\/)/;
// The QR code of an authenticator app's set-up (elements/profile-panel/qr-code.tsx) stays in its lazy chunk.
const QR_PACKAGES = /\/node_modules\/(qrcode|dijkstrajs)\//;
// The WebAuthn prompt's package stays with lib/passkeys, loaded at a passkey step and never before.
const PASSKEY_PACKAGES = /\/node_modules\/@simplewebauthn\//;
// @nanostores/i18n's instances serve the languages other than English and load with the first one shown
// (lib/i18n/translations.ts): 0.5 KB that an English page no longer carries. Its params() and count() stay,
// every catalog's English uses them.
const I18N_INSTANCES = '/node_modules/@nanostores/i18n/create-i18n/';
const isPackage = (id: string): boolean =>
  id.includes('/node_modules/') &&
  !id.includes('/lucide-react/dist/esm/icons/') &&
  !id.includes('/node_modules/papaparse/') &&
  // The gate's QR decoder and its SHA-256 of scanned codes, loaded by that screen alone (docs/tickets.md):
  // in the runtime chunk the hash cost every first screen 2.6 KB.
  !id.includes('/node_modules/jsqr/') &&
  !id.includes('/node_modules/@noble/hashes/') &&
  !EDITOR_PACKAGES.test(id) &&
  !QR_PACKAGES.test(id) &&
  !PASSKEY_PACKAGES.test(id) &&
  !id.includes(I18N_INSTANCES);
const isApi = (id: string): boolean => !isStore(id) && API_MODULES.some((part) => id.includes(part));
// The sign-in's results (lib/session/auth-texts.ts) go with the sign-in flows; their other languages do not.
const isProtocol = (id: string): boolean =>
  !isStore(id) && !isTranslation(id) && PROTOCOL_MODULES.some((part) => id.includes(part));
const isSchemas = (id: string): boolean => SCHEMA_MODULES.some((part) => id.includes(part));
// lib/media's page-wide image settings get a chunk of their own: image-delivery, on public pages without
// any panel, loads that and nothing else shared (size.ts checks).
const isPageImageConfig = (id: string): boolean => id.includes('/lib/media/page-config.ts');
const isRuntime = (id: string): boolean => isStore(id) || (isPackage(id) && !isSchemas(id));

const sharedChunks = {
  groups: [
    { name: 'page-image-config', test: isPageImageConfig },
    // Its dependencies (the stores) stay in the runtime group instead of being pulled in here.
    { name: 'api', test: isApi, includeDependenciesRecursively: false },
    { name: 'schemas', test: isSchemas, includeDependenciesRecursively: false },
    { name: 'protocol', test: isProtocol, includeDependenciesRecursively: false },
    // One chunk, not a file per area: each area's definition chunk imports its own screens too.
    { name: 'areas', test: isAreaTable, includeDependenciesRecursively: false },
    { name: 'runtime', test: isRuntime },
  ],
};

// The host's signed-in screens draw some thirty icons: one chunk for them instead of a request each (a list
// screen asked for 14), apart from the sign-in screen's (docs/embedding.md, how a screen gets to its first
// rows quickly). The kit keeps icons with the elements that draw them (see above).
const signInRoots = [resolve(root, 'host-app/main.tsx'), resolve(root, 'elements/auth-form/auth-form.tsx')];
// What every signed-in screen starts from (the route table, the screens' index) stays in its own chunk too.
const startRoots = [...signInRoots, resolve(root, 'host-app/signed-in.tsx')];
// Every page of the console loads the controls' styles and text field with its entry: in the host they join
// the runtime chunk, two requests fewer in the first wave (HTTP/1.1 fetches six at a time; docs/embedding.md,
// how a screen gets to its first rows quickly). The route table stays in its chunk, loaded with the
// signed-in screens (host-app/signed-in.tsx), not by the sign-in screen.
const HOST_RUNTIME_PARTS = ['/elements/ui/controls.css.ts', '/elements/ui/text-field.tsx'];
const isHostRuntime = (id: string): boolean =>
  isRuntime(id) || HOST_RUNTIME_PARTS.some((part) => id.includes(part));
const hostChunks = {
  groups: [
    ...sharedChunks.groups.map((group) =>
      group.name === 'runtime' ? { ...group, test: isHostRuntime } : group,
    ),
    {
      debugName: 'icons',
      name: signedInIcons(signInRoots, resolve(root, 'node_modules/lucide-react/dist/esm/lucide-react.mjs')),
    },
    // What a list's first request needs (its definition's helpers, the list's controller and prefetch), then
    // the code the resource screens share: two chunks (elements/runtime/vite-host-screens.ts), so that the
    // data request leaves once the small one is in, not after the views' code and icons. Then the
    // dashboard, the first screen after sign-in, with what its cards share with other screens (the glance,
    // the connections' and the gate counts' stores and views; 7.3 KB): its first wave was 24 files, the
    // last in at 580 ms over HTTP/1.1's six connections. The profile, the rodeo's screens and the gate load
    // that chunk for their part of it.
    ...(
      [
        [
          'list-data',
          ['lib/resource-views/first-page-load.ts', 'lib/resources/define.ts', 'lib/resources/field.ts'],
        ],
        ['screens', ['host-app/screens/resource-screen.tsx', 'elements/resource-panel/list/list-view.tsx']],
        ['dashboard', ['host-app/screens/dashboard.tsx']],
      ] as const
    ).map(([name, roots]) => ({
      debugName: name,
      name: signedInChunk(
        name,
        roots.map((file) => resolve(root, file)),
        startRoots,
      ),
      // What it imports from the sign-in screen's code stays in that code's chunks.
      includeDependenciesRecursively: false,
    })),
  ],
};

const isGrouped = (id: string): boolean =>
  isPageImageConfig(id) || isApi(id) || isSchemas(id) || isProtocol(id) || isAreaTable(id) || isRuntime(id);
// The kit adds one group to the shared ones: what two or more of the elements' first paints share
// (elements/runtime/vite-panel-chunk.ts). image-delivery loads none of it.
const kitChunks = {
  groups: [
    ...sharedChunks.groups,
    {
      debugName: 'panels',
      name: panelChunk(
        'panels',
        Object.entries(elementEntries)
          .filter(([tag]) => tag !== 'image-delivery')
          .map(([, file]) => file),
        2,
        isGrouped,
        resolve(root, 'node_modules/lucide-react/dist/esm/lucide-react.mjs'),
      ),
      includeDependenciesRecursively: false,
    },
  ],
};

const plugins = [
  react(),
  vanillaExtractPlugin(),
  shadowStyles(undefined, root),
  stripSummaries(),
  noChunkCycles(),
];
plugins.push(precompress());
// Without this a library build ships React's development build, which reads `process` and throws.
const define = { 'process.env.NODE_ENV': '"production"' };
// Rolldown's PLUGIN_TIMINGS note lists the plugins a build spends most of its time in: here the
// precompression of every output file (by design, once per build) and the per-module style transforms.
// Nothing to act on, so the build does not print it.
const checks = { bundlerTimings: false };

// `vite build --mode host`: the reference host app (host-app/index.html) into dist/host, with the elements
// it uses bundled in (one React, one set of stores); screens are lazy chunks.
const hostApp = defineConfig({
  root: resolve(root, 'host-app'),
  // The gate screen's worker, served by server/http/host-page.ts (docs/tickets.md, offline).
  plugins: [...plugins, serviceWorker(resolve(root, 'lib/checkin/service-worker.ts'), 'checkin-sw.js')],
  define,
  build: {
    outDir: resolve(root, 'dist/host'),
    emptyOutDir: true,
    target: 'es2022',
    manifest: true,
    // The same grouping as the kit: the sign-in screen loads a few files, not one per shared module.
    rolldownOptions: {
      checks,
      preserveEntrySignatures: 'allow-extension',
      output: { codeSplitting: hostChunks },
    },
  },
});

// `vite build`: the kit for pages that embed panels, one entry per element.
const kit = defineConfig({
  plugins: [...plugins, hoistImports()],
  define,
  build: {
    outDir: 'dist/kit',
    emptyOutDir: true,
    target: 'es2022',
    // size.ts follows each entry's static imports through the manifest.
    manifest: true,
    lib: {
      entry: {
        ...elementEntries,
        'console-kit': resolve(root, 'elements/kit/console-kit.ts'),
        'console-api': resolve(root, 'elements/kit/console-api.ts'),
      },
      formats: ['es'],
    },
    rolldownOptions: {
      // An entry without exports (an element's register.ts) still gets its own code, instead of sharing a
      // chunk with console-kit.js, which imports it.
      preserveEntrySignatures: 'allow-extension',
      checks,
      output: {
        // Vite keeps whitespace and annotations in library builds for later bundlers; these files go to
        // browsers as they are, so minify fully.
        minify: true,
        comments: false,
        entryFileNames: '[name].js',
        chunkFileNames: 'chunks/[name]-[hash].js',
        codeSplitting: kitChunks,
      },
    },
  },
});

export default defineConfig(({ mode }) => (mode === 'host' ? hostApp : kit));
