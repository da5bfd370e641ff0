import { readdirSync, readFileSync } from 'node:fs';
import { pathToFileURL } from 'node:url';
import type { AreaMeta } from '../../lib/resources/area.ts';
import { MENU_GROUPS } from '../../lib/routing/menu-groups.ts';

export const AREAS_FILE = 'lib/resources/areas.ts';
const DIRECTORY = 'lib/resources';

const isMeta = (value: unknown): value is AreaMeta =>
  typeof value === 'object' && value !== null && 'name' in value && 'screens' in value && 'group' in value;

interface Found {
  file: string;
  exported: string;
  meta: AreaMeta;
}

/** Every area meta in lib/resources/*.area.ts, with the name it is exported under. */
async function metas(): Promise<Found[]> {
  const files = readdirSync(DIRECTORY).filter((file) => file.endsWith('.area.ts'));
  return Promise.all(
    files.map(async (file) => {
      const module = (await import(pathToFileURL(`${DIRECTORY}/${file}`).href)) as Record<string, unknown>;
      const entry = Object.entries(module).find(([, value]) => isMeta(value));
      if (!entry) throw new Error(`${DIRECTORY}/${file} exports no area meta`);
      return { file, exported: entry[0], meta: entry[1] as AreaMeta };
    }),
  );
}

/**
 * lib/resources/areas.ts from the area metas on disk (docs/architecture.md, adding an area): the areas
 * already listed keep their sidebar order, a new one goes after the last of its menu group (or last), and
 * one whose meta is gone leaves.
 */
async function inSidebarOrder(): Promise<Found[]> {
  const found = await metas();
  const listed = [...readFileSync(AREAS_FILE, 'utf8').matchAll(/^ {2}(\w+),$/gm)].map((match) => match[1]!);
  const order = listed.flatMap((exported) => found.filter((area) => area.exported === exported));
  for (const area of found.filter((candidate) => !order.includes(candidate))) {
    const rank = MENU_GROUPS.indexOf(area.meta.group);
    const after = order.findLastIndex((other) => MENU_GROUPS.indexOf(other.meta.group) <= rank);
    order.splice(after + 1, 0, area);
  }
  return order;
}

/** The areas' names in sidebar order, as the docs of `<resource-panel resource>` list them. */
export const areaNames = async (): Promise<string[]> => (await inSidebarOrder()).map(({ meta }) => meta.name);

export async function areasFile(): Promise<string> {
  const order = await inSidebarOrder();
  return [
    "import type { AreaMeta } from './area.ts';",
    ...order.map(({ file, exported }) => `import { ${exported} } from './${file}';`),
    '',
    '/**',
    " * Every area of the console, in sidebar order: the routes, the menu and the server's registry are made",
    " * from this list and each area's definition (docs/architecture.md, adding an area). Written by",
    ' * `npm run manifest` from the lib/resources/*.area.ts files; a new area joins the end of its menu group.',
    ' */',
    'export const AREAS: readonly AreaMeta[] = [',
    ...order.map(({ exported }) => `  ${exported},`),
    '];',
    '',
  ].join('\n');
}
