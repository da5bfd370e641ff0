import { readFileSync } from 'node:fs';
// The analyzer's own reader of a class's JSDoc (@attr, @prop, @fires, @csspart, @cssprop, @slot, @summary):
// an element defined by a call gets exactly the treatment a class would.
import { classJsDocPlugin } from '@custom-elements-manifest/analyzer/src/features/analyse-phase/class-jsdoc.js';
import type * as TS from 'typescript';
import type { AnalyzerPlugin, CssCustomProperty, ElementDeclaration, Member } from './manifest-types.ts';

type Ts = typeof TS;
type NodeWithDoc = TS.Node & { jsDoc?: TS.JSDoc[] };

const DEFINE_CALL = 'defineConsoleElement';

const attributeName = (prop: string): string => prop.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`);
const className = (tag: string): string =>
  `${tag.replace(/(^|-)([a-z])/g, (_m, _dash: string, c: string) => c.toUpperCase())}Element`;

/** The `--console-*` tokens: each key of `defaults` in the theme file, its value, and its JSDoc. */
export function readTheme(ts: Ts, file: string): CssCustomProperty[] {
  const source = ts.createSourceFile(file, readFileSync(file, 'utf8'), ts.ScriptTarget.ES2022, true);
  let defaults: TS.ObjectLiteralExpression | undefined;
  source.forEachChild(function visit(node) {
    if (ts.isVariableDeclaration(node) && node.name.getText() === 'defaults') {
      if (node.initializer && ts.isObjectLiteralExpression(node.initializer)) defaults = node.initializer;
    }
    node.forEachChild(visit);
  });
  if (!defaults) throw new Error(`${file}: no 'const defaults = { ... }' of theme tokens`);
  return defaults.properties.map((property) => {
    if (!ts.isPropertyAssignment(property) || !ts.isStringLiteral(property.initializer)) {
      throw new Error(`${file}: theme token ${property.getText()} is not 'key: "value"'`);
    }
    const description = ts.getTextOfJSDocComment((property as NodeWithDoc).jsDoc?.[0]?.comment);
    if (!description) throw new Error(`${file}: theme token ${property.name.getText()} has no JSDoc`);
    return {
      name: `--console-${attributeName(property.name.getText())}`,
      default: property.initializer.text,
      description,
    };
  });
}

function objectEntries(ts: Ts, node: TS.Expression | undefined): [string, string][] {
  if (!node || !ts.isObjectLiteralExpression(node)) return [];
  return node.properties.filter(ts.isPropertyAssignment).map((p) => {
    if (!ts.isStringLiteral(p.initializer)) throw new Error(`${p.getText()}: expected a string literal`);
    return [p.name.getText(), p.initializer.text];
  });
}

function option(ts: Ts, call: TS.CallExpression, name: string): [string, string][] {
  const options = call.arguments[2];
  if (!options || !ts.isObjectLiteralExpression(options)) return [];
  const property = options.properties.find((p) => p.name?.getText() === name);
  return property && ts.isPropertyAssignment(property) ? objectEntries(ts, property.initializer) : [];
}

/**
 * `defineConsoleElement('tag', Component, { props, events })` with a JSDoc block becomes a custom element
 * declaration, as the analyzer makes for a class with `customElements.define`. The call's options are
 * the runtime's truth, so they are checked against the JSDoc: each prop needs an `@attr` (it becomes a
 * reflecting field with that attribute's type, default and text), each event an `@fires`, and back.
 * Every such element adopts the theme, so each lists the theme's tokens as custom properties. Private
 * members of plain classes (image-delivery) are dropped.
 */
export function consoleElementPlugin({ themeFile }: { themeFile: string }): AnalyzerPlugin {
  let theme: CssCustomProperty[] = [];
  const declarations: ElementDeclaration[] = [];
  const jsDoc = classJsDocPlugin();
  return {
    name: 'console-element',
    initialize({ ts }) {
      theme = readTheme(ts, themeFile);
    },
    analyzePhase({ ts, node, moduleDoc }) {
      if (!ts.isExpressionStatement(node) || !ts.isCallExpression(node.expression)) return;
      const call = node.expression;
      if (call.expression.getText() !== DEFINE_CALL) return;
      const [tagArgument] = call.arguments;
      if (!tagArgument || !ts.isStringLiteral(tagArgument))
        throw new Error(`${DEFINE_CALL}: tag must be a literal`);
      const tag = tagArgument.text;
      const where = `${moduleDoc.path} <${tag}>`;
      if (!(node as unknown as NodeWithDoc).jsDoc?.length)
        throw new Error(`${where}: the ${DEFINE_CALL} call has no JSDoc`);

      const declaration: ElementDeclaration = {
        kind: 'class',
        name: className(tag),
        tagName: tag,
        customElement: true,
        superclass: { name: 'HTMLElement' },
        attributes: [],
        members: [],
        events: [],
        slots: [],
        cssParts: [],
        cssProperties: [],
      };
      moduleDoc.declarations!.push(declaration);
      moduleDoc.exports!.push({
        kind: 'custom-element-definition',
        name: tag,
        declaration: { name: declaration.name, module: moduleDoc.path! },
      });
      const classLike = {
        kind: ts.SyntaxKind.ClassDeclaration,
        name: { getText: () => declaration.name },
        jsDoc: (node as unknown as NodeWithDoc).jsDoc,
      };
      jsDoc.analyzePhase({ ts, node: classLike, moduleDoc, context: {} });

      const attributes = declaration.attributes!;
      const props = option(ts, call, 'props');
      for (const [prop] of props) {
        const attribute = attributes.find((a) => a.name === attributeName(prop));
        if (!attribute) throw new Error(`${where}: prop ${prop} has no @attr ${attributeName(prop)}`);
        attribute.fieldName = prop;
        const field: Member = {
          kind: 'field',
          name: prop,
          ...(attribute.type && { type: attribute.type }),
          ...(attribute.default !== undefined && { default: attribute.default }),
          ...(attribute.description && { description: attribute.description }),
          attribute: attribute.name,
          reflects: true,
        };
        declaration.members!.push(field);
      }
      const events = option(ts, call, 'events').map(([, name]) => name);
      const documented = declaration.events!.map((event) => event.name);
      const undocumented = events.filter((name) => !documented.includes(name));
      const stray = documented.filter((name) => !events.includes(name));
      if (undocumented.length) throw new Error(`${where}: events without @fires: ${undocumented.join(', ')}`);
      if (stray.length) throw new Error(`${where}: @fires of events it never fires: ${stray.join(', ')}`);
      declarations.push(declaration);
    },
    packageLinkPhase({ customElementsManifest }) {
      for (const declaration of declarations) (declaration.cssProperties ??= []).push(...theme);
      for (const module of customElementsManifest.modules) {
        // The analyzer resolves `import { X } from './x.ts'` of a define call to '/elements/...'.
        for (const entry of module.exports ?? []) {
          if (entry.declaration.module)
            entry.declaration.module = entry.declaration.module.replace(/^\//, '');
        }
        // A class's private state (#fields) is no part of its public surface.
        for (const declaration of module.declarations ?? []) {
          if (declaration.kind !== 'class') continue;
          declaration.members = declaration.members?.filter((member) => member.privacy !== 'private');
        }
      }
    },
  };
}
