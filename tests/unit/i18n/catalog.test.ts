import { ISSUE_TEXTS } from '../../../lib/protocol/issue-texts.ts';
import { SCHEMA_MESSAGES } from '../../../lib/protocol/schema-message-texts.ts';
import { DRUIDIA_SERVICES } from '../../../lib/protocol/druidia-ref.ts';
import { ROLES } from '../../../lib/protocol/access.ts';
import { actions, modules } from '../../../lib/format/activity-texts.ts';
import { OPERATOR_WORDS } from '../../../lib/list/filter-texts.ts';
import { STRIPE_TEXT_FIELDS } from '../../../lib/connections/stripe.ts';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { TranslationJSON, TranslationsJSON } from '@nanostores/i18n';
import { describe, expect, it } from 'vitest';
import { catalogSources } from '../../../lib/i18n/catalog.ts';
import { LOCALES } from '../../../lib/i18n/locales.ts';
import { pseudoTexts } from '../../../lib/i18n/pseudo.ts';
import { englishJSON } from '../../../lib/i18n/translations.ts';
import { ERROR_CODES } from '../../../lib/protocol/error-codes.ts';

const ROOT = new URL('../../../', import.meta.url).pathname;
const SOURCE_DIRS = ['lib', 'elements', 'host-app'];
const sourceFiles = SOURCE_DIRS.flatMap((dir) =>
  readdirSync(join(ROOT, dir), { recursive: true, encoding: 'utf8' })
    .filter((file) => /\.tsx?$/.test(file) && !file.endsWith('.css.ts'))
    .map((file) => join(dir, file)),
);
// texts.ts beside its views, or <name>-texts.ts beside the lib code that says them.
const isCatalogFile = (file: string) => /(^|[/-])texts(\.[\w-]+)?\.ts$/.test(file);

// Every catalog of the kit: each texts.ts registers itself with lib/i18n/catalog.ts as it loads.
await Promise.all(
  sourceFiles.filter((file) => /[/-]texts\.ts$/.test(file)).map((file) => import(join(ROOT, file))),
);
const catalogs = [...catalogSources()];

// Every file a person's words could come from is checked below, but these, whose English is not the console's
// own words to a user or reaches them translated another way.
const EXEMPT: [pattern: RegExp, why: string][] = [
  [
    /^lib\/broadcasts\/prompt-fit\.ts$/,
    "a rule's English, translated with the area's rules (labels.<tag>.ts)",
  ],
  [
    /^lib\/resources\//,
    "an area's definition: its English; another language's are labels.<tag>.ts (area-labels.test.ts)",
  ],
  [
    /^lib\/protocol\//,
    "the protocol's English: commands' summaries and the server's details, which a view shows by code",
  ],
  [
    /^lib\/api\//,
    "errors' English titles and details, and the developer's console lines; a view shows an error's code",
  ],
  [
    /^lib\/list\/list-query\.ts$/,
    "a list query's refusals: a 400's detail, or an address someone edited by hand",
  ],
  [
    /^lib\/routing\/(routes|menu-groups)\.ts$/,
    'screens and menu groups in English, named by labels.<tag>.ts by path',
  ],
  [/^elements\/admin-shell\/menu-icons\.ts$/, "each menu group's icon, keyed by the group's English name"],
  [/^elements\/manifest\//, "custom-elements.json's descriptions, for developers' editors"],
  [
    /^lib\/(trash\/commands|embed\/panel-scope)\.ts$/,
    "the server's commands and refusals (summaries, details)",
  ],
  [
    /^lib\/resource-views\/placeholders\.ts$/,
    "the sample values a template preview fills in: data, not the console's words",
  ],
  [
    /^lib\/resource-views\/(form-plan|loaders)\.ts$/,
    "English defaults for lib callers and a developer's Error; views pass their own",
  ],
  [
    /^lib\/format\/header-title\.ts$/,
    "the English default of a header; the shell passes its language's name",
  ],
];
const checked = sourceFiles.filter(
  (file) =>
    !isCatalogFile(file) &&
    !/\/labels\.[\w-]+\.ts$/.test(file) &&
    !EXEMPT.some(([pattern]) => pattern.test(file)),
);

// The API's error texts are looked up by the code a reply carries (lib/api/error-display.ts): their keys are
// the protocol's codes, each used by the server rather than by a view.
// The roles' names are looked up by their English (lib/protocol/access.ts roleName); a service connection's
// texts by the protocol's service key and the connection's ownership (lib/connections/druidia.ts).
const KEYED_BY_CODE: Record<string, readonly string[]> = {
  'api-errors': ERROR_CODES,
  roles: ROLES,
  'druidia-connections': [...DRUIDIA_SERVICES, 'shared', 'personal', 'other'],
  // An activity entry's action and a module's area by the names the server records (lib/format/activity-words.ts).
  'activity-actions': Object.keys(actions),
  'activity-modules': Object.keys(modules),
  // An operator's words by the operator (lib/list/filter-texts.ts OPERATOR_WORDS).
  'filter-input': Object.values(OPERATOR_WORDS),
  // A value's kind by the schema's name for it (lib/protocol/z.ts kindText).
  validation: Object.keys(ISSUE_TEXTS).filter((key) => key.startsWith('kind')),
  // A schema's own message by its English (lib/protocol/issue-texts.ts said).
  'schema-messages': SCHEMA_MESSAGES,
  // A Stripe form field's label by the field's name (lib/connections/stripe.ts STRIPE_TEXT_FIELDS).
  'stripe-store': STRIPE_TEXT_FIELDS.map(({ name }) => name),
};

const placeholders = (text: string): string[] => [...text.matchAll(/\{\w+\}/g)].map(([name]) => name).sort();

async function textsIn(locale: (typeof LOCALES)[number], component: string): Promise<TranslationsJSON> {
  const { base, loaders } = catalogSources().get(component)!;
  if (locale === 'en') return englishJSON(base);
  if (locale === 'en-XA' || locale === 'ar-XB') return pseudoTexts(locale, englishJSON(base));
  const loader = loaders[locale];
  return loader ? (await loader()).default : {};
}

function expectSameShape(english: TranslationJSON, other: TranslationJSON | undefined, locale: string) {
  if (typeof english === 'string') {
    expect(typeof other).toBe('string');
    expect(placeholders(other as string)).toEqual(placeholders(english));
    return;
  }
  // A plural text: 'one' and 'other' where the locale has them (count() falls back to 'other' for a form a
  // file leaves out, such as Spanish 'many'), each with the English placeholders.
  expect(typeof other).toBe('object');
  const forms = new Intl.PluralRules(locale.startsWith('es') ? 'es' : 'en').resolvedOptions()
    .pluralCategories;
  const englishPlaceholders = placeholders(Object.values(english)[0] as string);
  for (const form of forms.filter((form) => form === 'one' || form === 'other')) {
    expect(placeholders((other as TranslationsJSON)[form] as string)).toEqual(englishPlaceholders);
  }
}

describe('catalogs (docs/architecture.md, texts and languages)', () => {
  it('finds the catalogs of the kit', () => {
    expect(catalogs.map(([name]) => name).sort()).toEqual(
      expect.arrayContaining(['api-errors', 'auth-form', 'tasks']),
    );
  });

  describe.each(catalogs.map(([name]) => name))('%s', (component) => {
    it.each(LOCALES.filter((locale) => locale !== 'en'))(
      'has every English key in %s, with the same placeholders and plural forms',
      async (locale) => {
        const english = await textsIn('en', component);
        const other = await textsIn(locale, component);
        expect(Object.keys(other).sort()).toEqual(Object.keys(english).sort());
        for (const [key, text] of Object.entries(english)) expectSameShape(text, other[key], locale);
      },
    );

    it('has no key that no view uses', () => {
      const code = sourceFiles
        .filter((file) => !isCatalogFile(file))
        .map((file) => readFileSync(join(ROOT, file), 'utf8'))
        .join('\n');
      const unused = Object.keys(catalogSources().get(component)!.base).filter(
        (key) => !KEYED_BY_CODE[component]?.includes(key) && !new RegExp(`\\.${key}\\b`).test(code),
      );
      expect(unused).toEqual([]);
    });
  });

  it('checks the views and the lib code that speaks to people', () => {
    expect(checked.length).toBeGreaterThan(300);
    for (const [pattern] of EXEMPT) expect(sourceFiles.some((file) => pattern.test(file))).toBe(true);
  });

  it.each(checked)('%s shows no text that bypasses the catalog', (file) => {
    // Comments are for readers of the code, and quote the English on purpose.
    const code = readFileSync(join(ROOT, file), 'utf8')
      .replace(/\/\*[\s\S]*?\*\//g, '')
      .replace(/^\s*\/\/.*$/gm, '');
    // Words between tags (not after an arrow's =>), or words in an attribute a person reads.
    // (A type's angle brackets can frame code that reads as words: `Map<K, V>` ... `extends X<`.)
    const looksLikeCode = (text: string) => /;\s*\n|\b(?:extends|return|export|function)\b/.test(text);
    const jsxText = [...code.matchAll(/(?<!=)>\s*([A-Za-z][^<>{}]*?)\s*</g)]
      .map(([, text]) => text!)
      .filter((text) => !looksLikeCode(text));
    const attributes = [
      ...code.matchAll(/\b(?:label|help|title|description|placeholder|aria-label)="([^"]*[A-Za-z][^"]*)"/g),
      // Any other attribute that holds a sentence: empty="No rodeos coming up."
      ...code.matchAll(/\b[\w-]+="([A-Z][a-z]*(?: [^"]+)+)"/g),
    ].map(([, text]) => text);
    // A sentence in quotes: a capital, then more than one word.
    const quoted = [...code.matchAll(/['`]([A-Z][a-z]*(?: [^'`]+)+)['`]/g)].map(([, text]) => text);
    expect([...jsxText, ...attributes, ...quoted]).toEqual([]);
  });
});
