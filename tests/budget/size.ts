// The size budget of the kit (issue 2): run after `vite build` (`npm run size` does both). Each entry is
// measured with every chunk it imports statically, transitively, as a browser loads it: each file
// gzipped on its own at level 9, which is how they travel.
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { gzipSync } from 'node:zlib';

interface ManifestChunk {
  file: string;
  name?: string;
  src?: string;
  isEntry?: boolean;
  imports?: string[];
  dynamicImports?: string[];
  css?: string[];
}

const KB = 1000;
// 88 KB until the route table and the menu, with every area's screens, left the shared runtime chunk for a
// chunk of their own that only the shell and the area definitions load (vite.config.ts): the status bar
// 78.4 KB, resource-panel 83.9, admin-shell 85.2 measured (issue 18).
// 86.7 KB for the shell once what two or more elements share became one chunk (see ALL_ELEMENTS_BUDGET): it
// loads a dialog or two it does not draw, and saves six files. Issue 18's goal for each element is 95 KB.
// admin-shell 84.8 KB once its first paint left the route table to the signed-in menu; then each budget
// the largest of its elements plus 0.2 KB: resource-panel 85.3, profile-panel 84.3, the status bar 78.4.
// Plus 2.1-2.2 KB for every element with the i18n layer (issue 35: @nanostores/i18n, the locale's resolution
// and its page observer, the status bar's English texts; another language's texts load only when shown):
// resource-panel 85.5 -> 87.7 KB. 88.2 KB after issue 34 (over); 87.7 KB once @nanostores/i18n's instances
// loaded with the first language other than English shown (lib/i18n/translations.ts, 0.5 KB less each).
// 88.0 KB (resource-panel) once the areas' words came in the user's language: the few lines that load
// them (lib/i18n/area-words.ts, a file of its own; the words and what applies them load only for another
// language), plus 0.1 KB.
// 88.2 KB once the dialogs' and toasts' own words (Cancel, Close, Dismiss, Undo) came from a catalog
// (elements/ui/common-texts.ts), plus 0.1 KB.
// 88.6 KB once the schema messages' words (lib/protocol/issue-texts.ts, validation-texts.ts) joined the
// runtime chunk, which both the zod error map and a form read: 0.4 KB, plus 0.1 KB.
// 88.75 KB (resource-panel) once a refused save of the profile or a connection says its reason in the
// page's language (lib/format/failure-reason.ts, shared by three elements' first paints, so in the panels
// chunk every element loads: 0.06 KB; the texts themselves load only when a save fails), plus 0.05 KB.
// 88.88 KB (resource-panel) once schemas are built on first use (issue 38: lib/protocol/lazy-schema.ts and
// the lazy makers, lib/protocol/zod-on-use.ts, 0.13 KB; no element builds a schema before its first paint),
// plus 0.02 KB.
const ELEMENT_BUDGET = 88.9 * KB;
// The shell's signed-in parts (the menu and its icons, the user menu, the status bar) load only once
// someone is signed in (elements/admin-shell/signed-in-chrome.ts): 84.1 KB measured, under the 88 KB goal.
// The profile panels call the API from their first paint, so they load the API chunk (zod and the
// protocol schemas the server shares, about 15 KB) on top of React: about 103-108 KB measured, over the
// 88 KB goal of issue 7 and issue 18's 95 KB. Dropping client-side validation would meet it and lose a
// docs/architecture.md rule. Of the 102.9-105.5 KB: React, react-dom and r2wc 68.6 KB (the floor), our
// runtime (stores, nanostores, lucide's base) 8 KB, the API chunk 15 KB (zod/mini about 11 KB of it).
// 106 KB until this round's shared runtime grew by 1.5 KB (issues 20, 21: the leave guard on navigation,
// toasts with an Undo, conflicts carried by the API client, tasks finished with failures).
// 102.2-105.2 KB once the route table left the runtime chunk (1.9 KB less each, issue 18), plus 0.2 KB for
// every schema message in the user's words (lib/protocol/z.ts, issue 23), plus 0.2 KB once users, accounts
// and Stripe connections carried their version (issue 21: the stale check, the profile forms' rebase):
// still over 95. The profile's two forms and the Stripe edit dialog then became lazy chunks, loaded when
// Edit is pressed, with their field-by-field merge a further chunk loaded on a 409 (issue 21):
// profile-panel 102.6 -> 99.7 KB, stripe-connections 105.5 -> 103.7 KB; druidia-connections 104.6 KB.
// Plus 0.05-0.1 KB once each element's entry names every chunk it needs, so a page fetches them in one
// wave (elements/runtime/vite-hoist-imports.ts): 99.8 / 103.8 / 104.7 KB.
// profile-panel then left this budget for the elements' own: its read views need no API call (the session
// holds the user and the account), so the API chunk and zod load with its forms, on Edit
// (lib/profile/account-view.ts, user-view.ts): 99.8 -> 84.2 KB.
// Then the API client left zod: the two panels' first read is a ref the server checks
// (lib/protocol/command-ref.ts), and zod with the schemas loads with a change (docs/architecture.md, what
// the browser checks): 104.7 -> 91.3 KB, then 88.4 and 87.8 KB with the shared chunk.
// 88.6 KB (druidia-connections) and 88.0 KB (stripe-connections) measured: the larger plus 0.2 KB.
// 91.0 KB (druidia-connections) with the i18n layer (issue 35, 2.2 KB): plus 0.2 KB.
// 91.5 KB once Service Connections' English became a catalog (issue 35, 0.3 KB): plus 0.1 KB.
// 91.6 KB with the catalog test's view of druidia's catalog (issue 35), plus 0.1 KB.
// 91.8 KB with the dialogs' words (issue 35), plus 0.1 KB.
// 92.1 KB with the schema messages' words in the runtime chunk (issue 35), plus 0.1 KB.
// 92.21 KB once schemas are built on first use (issue 38, see ELEMENT_BUDGET), plus 0.09 KB.
const API_PANEL_BUDGET = 92.3 * KB;
const ENTRY_BUDGETS: Record<string, number> = {
  'druidia-connections.js': API_PANEL_BUDGET,
  'stripe-connections.js': API_PANEL_BUDGET,
};
const budgetOf = (entry: string): number => ENTRY_BUDGETS[entry] ?? ELEMENT_BUDGET;
// Every element of the kit on one page: the shared runtime and API chunks, the shared controls, and each
// element's own code. Room for the elements' own code, not for another copy of a dependency.
// 131.6 KB until the shell's signed-in parts became a lazy chunk (126.5 KB); issue 18's 110 KB target is
// still open (docs/performance.md): the runtime and API chunks alone are 91.7 KB.
// 128.4 KB with the same runtime growth.
// The route table's chunk moved bytes, not removed them; the shared runtime gained the loader that lets a
// preloaded view render without suspending (0.2 KB, issue 18), the messages in the user's words (0.2 KB),
// and the versions of users, accounts and Stripe connections (0.2 KB, issue 21).
// 126.0 KB measured once the profile's forms and the Stripe dialog loaded on Edit (129.1 KB before), plus
// 0.3 KB once each element's entry and each lazy view name every chunk they need, one wave instead of up
// to four on a page without our modulepreload links (elements/runtime/vite-hoist-imports.ts): 126.3 KB;
// 126.8 KB once a pencil loads its form when pointed at and opens it without a loading text
// (elements/ui/use-loaded-view.ts).
// 126.3 KB once profile-panel's read views stopped importing the API chunk (the shared chunks moved a little).
// 112.5 KB once the API client left zod (the schemas load with a change); 108.5 KB once the thirty small files
// that two or more elements share (the ui primitives, dialogs, the sign-in gate, their icons) became one
// chunk (elements/runtime/vite-panel-chunk.ts): each file is compressed alone, so the thirty weighed 5 KB
// more than one holding them all. Issue 18's goal: 110 KB.
// 107.0 KB once the shell's first paint stopped loading the route table (the signed-in menu matches the
// address's group itself, elements/admin-shell/sidebar.tsx); the budget that plus 0.2 KB. Issue 38's goal:
// 95 KB, which the shared runtime chunk alone (75 KB, React's 68.5 KB floor among it) leaves 20 KB for.
// 109.5 KB with the i18n layer (issue 35, 2.3 KB), plus 0.2 KB.
// 110.1 KB after issue 34 (over); 109.6 KB once @nanostores/i18n's instances left the runtime chunk.
// 109.4 -> 110.0 KB with issue 35's second round: the user's saved language followed by the session
// (0.1 KB shared), and the Stripe connections' English as a catalog (0.4 KB: keys, params and the field
// labels beside lib/connections/stripe.ts's), within the issue's +2 KB an element for English users.
// 110.5 KB with Service Connections' catalog (0.4 KB, issue 35), plus 0.1 KB.
// 111.3 KB with the shell's texts, the roles' names and the areas' words loader (issue 35), plus 0.1 KB.
// 111.5 KB with the dialogs' words (issue 35), plus 0.1 KB.
// 111.9 KB with the schema messages' words (issue 35), plus 0.1 KB.
// 112.0 KB once the roles' names left admin-shell.js for a chunk of their own, which the lists' level cells
// and level choices share now that they name roles in the user's language (issue 35), plus 0.1 KB.
// 112.3 KB with the profile's user and account sections' words (0.2 KB, on the profile's first paint) and
// the Stripe store's texts (issue 35); 112.1 KB once the forms' banners (lib/forms/validation.ts) left the
// API chunk every element loads for the protocol chunk a form loads; 112.3 KB once each schema's own
// message is asked for when an issue comes up, in the form's language (said, lib/protocol/issue-texts.ts);
// plus 0.1 KB.
// 112.50 KB once schemas are built on first use (issue 38, see ELEMENT_BUDGET: 0.16 KB), plus 0.1 KB.
const ALL_ELEMENTS_BUDGET = 112.6 * KB;
// Issue 6: everything the browser loads to show the console's sign-in screen (react-admin's minimal app: 354 KB).
// 110 KB until the shell learned to finish a sign-in interrupted by a reload (6 bytes over); issue 18 asks
// for 100 KB. The entry now knows every area's route and its loaders, so that a signed-in page starts its
// screen's code and data at once (host-app/screens.ts preloadScreen): about 1.6 KB more.
// The same additions cost the first screen about 0.8 KB more. 113.3 KB until the shell's signed-in parts
// (menu, icons, user menu, status bar) left it: 107.0 KB (issue 18's 100 KB target is still open; the
// API chunk, 15 KB, is what the sign-in form calls). 107.1 KB once the signed-in screens' icons became one
// chunk apart from the sign-in screen's (vite.config.ts).
// 109.5 KB after issues 20, 21 and 23 (the runtime's 1.5 KB, and every area's edit and trash screens in
// the route table the entry carries).
// 108.5 KB in 8 files after issue 18's round (the route table, the controls' styles and the text field
// joined the host's runtime chunk: fewer files, less gzip framing), plus issue 23's messages and the
// registration's focus on its first marked field (elements/ui/use-focus-invalid.ts, a 0.3 KB chunk).
// 109.5-109.6 KB once the entry took a list's early answer itself (preloadPanel) and learned whether the page's
// early requests were answered before the code ran (lib/api/early-response.ts), issue 18.
// 97.2 KB once the sign-in form drew without the sign-in flows (zod and the user schemas), which it loads
// once it is on screen (elements/auth-form/auth-form.tsx). Issue 18's goal: 100 KB.
// 97.7 KB later (over); 97.5 KB once a page set up wrong had its explanations load only when one is needed
// (lib/api/setup-explain.ts, 0.3 KB less) and the form learned the sign-in's second step, whose screen and
// its loader load with the sign-in flows (elements/auth-form/sign-in-flows.tsx, 0.1 KB more).
// 97.8 KB once the gate's route joined the table (over); 93.3 KB once the route table with every area's
// screens, the screens' index and its loaders left the entry and the runtime chunk for the signed-in
// screens' start (host-app/signed-in.tsx), which a signed-in page preloads with the entry. 93.5 KB with
// "Sign in with a passkey" (its library loads on the press, lib/passkeys/ceremonies.ts).
// 96.3 KB with the i18n layer and the sign-in card's English texts, a chunk of their own (issue 35, 2.8 KB).
// 96.7 KB after issue 34 (over); 96.1 KB once @nanostores/i18n's instances left the runtime chunk.
// 96.4 -> 96.6 KB once the console's <html lang> follows the user's saved language (issue 35,
// host-app/document-language.ts and lib/i18n/user-language.ts).
// 97.1 KB with the shell's texts in a catalog (issue 35, 0.4 KB), plus 0.1 KB.
// 97.3 KB with the dialogs' words (issue 35), plus 0.1 KB.
// 98.0 KB with the host's own screens' texts (host-app/texts.ts, issue 35, 0.6 KB), plus 0.1 KB.
// 98.4 KB with the schema messages' words (issue 35), plus 0.1 KB.
// 98.5 KB once the sign-in form keeps the sign-in results' texts loaded in its language (keepAuthTexts,
// issue 35; the texts themselves load with the sign-in flows); 98.3 KB once the forms' banners left the
// API chunk (above); 98.45 KB once the schemas' messages are said in the form's language (above); plus 0.1 KB.
// 98.51 KB once zod and the base schemas are a chunk of their own (`schemas`, issue 38: a list's first rows
// load them without the sign-in flows' schemas), 98.54 KB once a refused save's reason loads its texts when
// it fails (lib/format/failure-reason.ts): the entry's preload lists name those chunks; plus 0.06 KB.
// 98.62 KB once schemas are built on first use and the host's screens take their locale from one root
// (DocumentLocale, issue 38); plus 0.08 KB.
const HOST_FIRST_SCREEN_BUDGET = 98.7 * KB;
const ELEMENT_ENTRY = /^elements\/[^/]+\/register\.ts$/;
// Issue 9: public pages carry many images and often no panel: image-delivery loads neither React nor the API.
const IMAGE_DELIVERY_ENTRY = 'elements/image-delivery/register.ts';
const IMAGE_DELIVERY_BUDGET = 6 * KB;
const SHARED_CHUNKS = /^chunks\/(runtime|api|schemas|protocol)-/;

type Manifest = Record<string, ManifestChunk>;

const dist = resolve(import.meta.dirname, '../../dist');
const readManifest = (dir: string): Manifest =>
  JSON.parse(readFileSync(resolve(dist, dir, '.vite/manifest.json'), 'utf8')) as Manifest;
const manifest = readManifest('kit');

const gzipSize = (file: string): number => gzipSync(readFileSync(resolve(dist, file)), { level: 9 }).length;

/** The output files (relative to dist/) an entry loads before it runs: itself, its CSS, its static imports. */
function closure(
  key: string,
  files = new Set<string>(),
  from: Manifest = manifest,
  dir = 'kit',
): Set<string> {
  const chunk = from[key];
  if (!chunk || files.has(`${dir}/${chunk.file}`)) return files;
  files.add(`${dir}/${chunk.file}`);
  for (const css of chunk.css ?? []) files.add(`${dir}/${css}`);
  for (const imported of chunk.imports ?? []) closure(imported, files, from, dir);
  return files;
}

const total = (files: Iterable<string>): number => [...files].reduce((sum, file) => sum + gzipSize(file), 0);

/** The host app's page with the sign-in screen: the entry and the lazy form it shows signed out. */
function hostFirstScreen(): Set<string> {
  const host = readManifest('host');
  const files = new Set<string>(['host/index.html']);
  closure('index.html', files, host, 'host');
  // By its chunk's name: the held screen, also in auth-form/, imports it too, and then it is a shared chunk.
  const form = host['index.html']?.dynamicImports?.find((key) => host[key]?.name === 'auth-form');
  if (!form) throw new Error('the host manifest has no auth-form chunk');
  closure(form, files, host, 'host');
  return files;
}
const kb = (bytes: number): string => `${(bytes / KB).toFixed(1)} KB`;

const entries = Object.entries(manifest).filter(([, chunk]) => chunk.isEntry);
const elementKeys = entries.map(([key]) => key).filter((key) => ELEMENT_ENTRY.test(key));
const rows = entries.map(([key, chunk]) => {
  const files = closure(key);
  const isElement = ELEMENT_ENTRY.test(key);
  const size = total(files);
  const budget = key === IMAGE_DELIVERY_ENTRY ? IMAGE_DELIVERY_BUDGET : budgetOf(chunk.file);
  return { key, entry: chunk.file, own: gzipSize(`kit/${chunk.file}`), size, files, isElement, budget };
});
const allElements = total(new Set(elementKeys.flatMap((key) => [...closure(key)])));
const hostFiles = hostFirstScreen();
const hostSize = total(hostFiles);

const failures = [
  ...rows
    .filter((row) => row.isElement && row.size > row.budget)
    .map((row) => `${row.entry}: ${kb(row.size)} > ${kb(row.budget)}`),
  ...rows
    .filter((row) => row.key === IMAGE_DELIVERY_ENTRY)
    .flatMap((row) => [...row.files].filter((file) => SHARED_CHUNKS.test(file.slice('kit/'.length))))
    .map((file) => `image-delivery.js imports ${file}, a shared chunk it must not load`),
  ...(allElements > ALL_ELEMENTS_BUDGET
    ? [`all elements: ${kb(allElements)} > ${kb(ALL_ELEMENTS_BUDGET)}`]
    : []),
  ...(hostSize > HOST_FIRST_SCREEN_BUDGET
    ? [`host first screen: ${kb(hostSize)} > ${kb(HOST_FIRST_SCREEN_BUDGET)}`]
    : []),
];

const table: string[][] = [
  ['entry', 'entry gzip', 'with imports', 'files', 'budget'],
  ...rows.map((row) => [
    row.entry,
    kb(row.own),
    kb(row.size),
    String(row.files.size),
    row.isElement ? kb(row.budget) : '-',
  ]),
  [`all ${elementKeys.length} element(s)`, '-', kb(allElements), '-', kb(ALL_ELEMENTS_BUDGET)],
  ['host app, sign-in screen', '-', kb(hostSize), String(hostFiles.size), kb(HOST_FIRST_SCREEN_BUDGET)],
];
const widths = table[0]!.map((_, column) => Math.max(...table.map((row) => row[column]!.length)));
for (const row of table) {
  console.log(
    row
      .map((cell, column) => (column === 0 ? cell.padEnd(widths[column]!) : cell.padStart(widths[column]!)))
      .join('  '),
  );
}

if (!manifest[IMAGE_DELIVERY_ENTRY]) failures.push(`no ${IMAGE_DELIVERY_ENTRY} entry in the kit manifest`);
// A shared chunk that imports a chunk outside the groups makes the two import each other, and the browser
// then evaluates one before the other is ready ('x is not a constructor'): the group lists must be closed.
const GROUPED =
  /(^|\/)(runtime|api|schemas|protocol|areas|rolldown-runtime|page-image-config)-[\w-]{8}\.(js|css)$/;
for (const [dir, chunks] of [
  ['kit', manifest],
  ['host', readManifest('host')],
] as const) {
  for (const chunk of Object.values(chunks).filter((c) => GROUPED.test(c.file))) {
    for (const imported of chunk.imports ?? []) {
      const file = chunks[imported]?.file ?? imported;
      if (!GROUPED.test(file))
        failures.push(`${dir}/${chunk.file} imports ${file}, outside the shared chunks`);
    }
  }
}

if (elementKeys.length === 0) failures.push('no element entries found in dist/kit/.vite/manifest.json');
if (failures.length > 0) {
  console.error(`Over budget (gzip -9, 1 KB = ${KB} bytes):\n  ${failures.join('\n  ')}`);
  process.exit(1);
}
console.log(`Within budget (gzip -9, 1 KB = ${KB} bytes).`);
