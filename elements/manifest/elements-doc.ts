import type { CssCustomProperty, ElementDeclaration } from './manifest-types.ts';

const cell = (text: string | undefined): string =>
  text ? text.replace(/\s*\n\s*/g, ' ').replace(/\|/g, '\\|') : '-';
const code = (text: string | undefined): string => (text ? `\`${text}\`` : '-');

function table(header: string[], rows: string[][]): string {
  return [
    `| ${header.join(' | ')} |`,
    `| ${header.map(() => '---').join(' | ')} |`,
    ...rows.map((r) => `| ${r.join(' | ')} |`),
  ].join('\n');
}

const propertyRows = (properties: CssCustomProperty[]): string[][] =>
  properties.map((p) => [code(p.name), code(p.default), cell(p.description)]);

function attributesSection(d: ElementDeclaration): string {
  const attributes = (d.attributes ?? []).map((a) => [
    code(a.name),
    code(a.fieldName),
    cell(a.type?.text),
    code(a.default),
    cell(a.description),
  ]);
  const fieldsOnly = (d.members ?? [])
    .filter((m) => m.kind === 'field' && !m.attribute)
    .map((m) => [
      '-',
      code(m.name),
      cell(`${m.type?.text ?? ''}${m.readonly ? ' (read-only)' : ''}`),
      code(m.default),
      cell(m.description),
    ]);
  const rows = [...attributes, ...fieldsOnly];
  if (!rows.length) return 'Attributes and properties: none.';
  return `### Attributes and properties\n\n${table(['Attribute', 'Property', 'Type', 'Default', 'Description'], rows)}`;
}

function eventsSection(d: ElementDeclaration): string {
  if (!d.events?.length) return 'Events: none.';
  const detail = (type: string | undefined) => type?.match(/^CustomEvent<(.*)>$/s)?.[1];
  const rows = d.events.map((e) => [code(e.name), cell(code(detail(e.type?.text))), cell(e.description)]);
  return `### Events\n\n${table(['Event', 'Detail', 'When'], rows)}`;
}

function slotsSection(d: ElementDeclaration): string {
  if (!d.slots?.length) return 'Slots: none.';
  const rows = d.slots.map((s) => [s.name ? code(s.name) : '(default)', cell(s.description)]);
  return `### Slots\n\n${table(['Slot', 'Content'], rows)}`;
}

function stylingSection(d: ElementDeclaration, theme: Set<string>): string {
  const parts = (d.cssParts ?? []).map((p) => [code(p.name), cell(p.description)]);
  const own = (d.cssProperties ?? []).filter((p) => !theme.has(p.name));
  const themed = (d.cssProperties ?? []).some((p) => theme.has(p.name));
  return [
    '### CSS parts and custom properties',
    parts.length ? table(['Part', 'Element'], parts) : 'Parts: none.',
    own.length ? table(['Custom property', 'Default', 'Used for'], propertyRows(own)) : '',
    themed ? 'Theme: the `--console-*` custom properties above.' : '',
  ]
    .filter(Boolean)
    .join('\n\n');
}

// Each element's subsections name it, so that no heading repeats in the doc and each has its own anchor.
function elementSection(d: ElementDeclaration, theme: Set<string>): string {
  const description = d.description ?? '';
  const exampleAt = description.indexOf('### Example');
  if (exampleAt < 0) throw new Error(`<${d.tagName}>: its JSDoc needs a '### Example' section`);
  return [
    `## \`<${d.tagName}>\``,
    d.summary ?? '',
    description.slice(0, exampleAt).trim(),
    attributesSection(d),
    eventsSection(d),
    slotsSection(d),
    stylingSection(d, theme),
    description.slice(exampleAt).trim(),
  ]
    .filter(Boolean)
    .join('\n\n')
    .replace(/^### (.+)$/gm, (_, heading: string) => `### ${heading} of \`<${d.tagName}>\``);
}

/** docs/elements.md: the template's shared prose, the theme's tokens, then one section per element. */
export function elementsDoc(
  template: string,
  theme: CssCustomProperty[],
  declarations: ElementDeclaration[],
): string {
  const names = new Set(theme.map((p) => p.name));
  return template
    .replace('<!-- theme -->', table(['Custom property', 'Default', 'Used for'], propertyRows(theme)))
    .replace('<!-- elements -->', declarations.map((d) => elementSection(d, names)).join('\n\n'));
}
