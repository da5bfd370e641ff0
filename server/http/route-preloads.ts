import { existsSync, readFileSync } from 'node:fs';
import { matchRoute } from '../../lib/routing/match.ts';
import { AREAS } from '../../lib/resources/areas.ts';

interface ManifestChunk {
  file: string;
  imports?: string[];
}
type Manifest = Record<string, ManifestChunk>;

// The sources each screen's code starts from, as keys of the host build's manifest (relative to host-app/).
// The resource screen and the table list are part of the chunk the signed-in screens share (vite.config.ts),
// which the manifest names by its group's name only: `_screens-<hash>.js`.
const RESOURCE_SCREEN = 'screens/resource-screen.tsx';
// Every screen starts from the route table and the screens' index, which a signed-in page loads first.
const SIGNED_IN = 'signed-in.tsx';
const SHARED_SCREENS = /^_screens-[\w-]{8}\.js$/;
const VIEW_SOURCES: Record<string, string> = {
  list: '../elements/resource-panel/list/list-view.tsx',
  create: '../elements/resource-panel/form/form-view.tsx',
  edit: '../elements/resource-panel/form/form-view.tsx',
};
const OWN_SCREENS: Record<string, string> = {
  '/dashboard': 'screens/dashboard.tsx',
  '/profile': 'screens/profile.tsx',
};
// The dashboard and its cards are a group too (vite.config.ts), named `_dashboard-<hash>.js` only.
const GROUPED_SCREENS: Record<string, RegExp> = { 'screens/dashboard.tsx': /^_dashboard-[\w-]{8}\.js$/ };

/** The route patterns of the console's screens and the sources each one loads (host-app/screens.ts). */
function screenSources(): { path: string; sources: string[] }[] {
  const areaScreens = AREAS.flatMap((area) =>
    Object.entries(area.screens).map(([view, [path]]) => ({
      path,
      sources: [
        SIGNED_IN,
        RESOURCE_SCREEN,
        `../lib/resources/${area.name.replaceAll('_', '-')}.ts`,
        ...(Object.hasOwn(VIEW_SOURCES, view) ? [VIEW_SOURCES[view]!] : []),
      ],
    })),
  );
  return [
    ...areaScreens,
    ...Object.entries(OWN_SCREENS).map(([path, source]) => ({ path, sources: [SIGNED_IN, source] })),
  ];
}

/**
 * For the console's page at a path: `<link rel="modulepreload">` for every chunk its screen loads (the
 * screen, the area's definition, the view and all they import), so the browser asks for them with the
 * entry instead of after running it (docs/embedding.md, how a screen gets to its first rows quickly).
 * Empty for other paths (the sign-in page at /) and when the build has no manifest. A signed-out visitor
 * of a deep link fetches that screen's code too, which they will see once signed in.
 */
export function routePreloads(hostDir: string): (path: string) => string {
  const manifestFile = `${hostDir}/.vite/manifest.json`;
  if (!existsSync(manifestFile)) return () => '';
  const manifest = JSON.parse(readFileSync(manifestFile, 'utf8')) as Manifest;
  const entryFiles = closure(manifest, ['index.html']);
  const shared = Object.keys(manifest).filter((key) => SHARED_SCREENS.test(key));
  const keysOf = (source: string): string[] =>
    Object.hasOwn(GROUPED_SCREENS, source) && !manifest[source]
      ? Object.keys(manifest).filter((key) => GROUPED_SCREENS[source]!.test(key))
      : [source];
  const screens = screenSources().map(({ path, sources }) => {
    const files = [
      ...closure(manifest, [
        ...sources.flatMap(keysOf),
        ...(sources.includes(RESOURCE_SCREEN) ? shared : []),
      ]),
    ].filter((file) => !entryFiles.has(file));
    return {
      path,
      links: files.map((file) => `<link rel="modulepreload" crossorigin href="/${file}">`).join(''),
    };
  });
  const none = { path: '', links: '' };
  return (path) => matchRoute(screens, path, none).route.links;
}

/** The JavaScript files `keys` load before they run: themselves and their static imports. */
function closure(manifest: Manifest, keys: string[], files = new Set<string>()): Set<string> {
  for (const key of keys) {
    const chunk = manifest[key];
    if (!chunk || files.has(chunk.file)) continue;
    if (chunk.file.endsWith('.js')) files.add(chunk.file);
    closure(manifest, chunk.imports ?? [], files);
  }
  return files;
}
