import { readFileSync, readdirSync } from 'node:fs';
import { create, ts } from '@custom-elements-manifest/analyzer/index.js';
import type { ElementDeclaration, Package } from './manifest-types.ts';
import { consoleElementPlugin } from './console-element-plugin.ts';

export const MANIFEST_FILE = 'custom-elements.json';
export const THEME_FILE = 'elements/runtime/theme.css.ts';

/** Each element's register.ts, and the modules of elements that are plain classes (their JSDoc is on the class). */
function sourceFiles(): string[] {
  const folders = readdirSync('elements', { withFileTypes: true }).filter((entry) => entry.isDirectory());
  return folders
    .map((folder) => folder.name)
    .sort()
    .flatMap((name) => {
      const registration = `elements/${name}/register.ts`;
      const classFile = `elements/${name}/${name}.ts`;
      const files = readdirSync(`elements/${name}`);
      return [
        files.includes('register.ts') && registration,
        files.includes(`${name}.ts`) && classFile,
      ].filter((file): file is string => Boolean(file));
    });
}

// Written in the JSDoc where a list of every area belongs: the registry's names replace it, so a new area
// reaches the typings and docs/elements.md without an edit.
const AREA_LIST = '{@areas}';

/**
 * custom-elements.json as the analyzer makes it from the elements' JSDoc (run from the repository root),
 * `{@areas}` read as the areas' names.
 */
export function buildManifest(areas: readonly string[]): Package {
  const list = areas.map((name) => `\`${name}\``).join(', ');
  const modules = sourceFiles().map((file) =>
    ts.createSourceFile(
      file,
      readFileSync(file, 'utf8').replaceAll(AREA_LIST, list),
      ts.ScriptTarget.ES2022,
      true,
    ),
  );
  const manifest = create({ modules, plugins: [consoleElementPlugin({ themeFile: THEME_FILE })] }) as Package;
  return {
    ...manifest,
    schemaVersion: '2.1.0',
    readme: 'docs/elements.md',
    modules: manifest.modules.filter((module) => module.declarations?.length || module.exports?.length),
  };
}

/** The manifest's elements, in the order of their modules. */
export const elementsOf = (manifest: Package): ElementDeclaration[] =>
  manifest.modules.flatMap((module) =>
    (module.declarations ?? []).filter(
      (declaration): declaration is ElementDeclaration => declaration.customElement === true,
    ),
  );
