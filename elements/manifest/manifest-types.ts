import type * as TS from 'typescript';

// The parts of the custom elements manifest schema (2.1) that the generators read and write. The analyzer
// ships the 1.0 typings, which lack fieldName, attribute and reflects.
export interface TypeText {
  text: string;
}
export interface Attribute {
  name: string;
  type?: TypeText;
  default?: string;
  description?: string;
  fieldName?: string;
}
export interface Member {
  kind: 'field' | 'method';
  name: string;
  type?: TypeText;
  default?: string;
  description?: string;
  attribute?: string;
  reflects?: boolean;
  readonly?: boolean;
  static?: boolean;
  privacy?: 'public' | 'private' | 'protected';
}
export interface Named {
  name: string;
  description?: string;
}
export interface CssCustomProperty extends Named {
  default?: string;
}
export interface ElementEvent extends Named {
  type?: TypeText;
}
export interface Declaration {
  kind: string;
  name: string;
  tagName?: string;
  customElement?: boolean;
  summary?: string;
  description?: string;
  superclass?: { name: string };
  attributes?: Attribute[];
  members?: Member[];
  events?: ElementEvent[];
  slots?: Named[];
  cssParts?: Named[];
  cssProperties?: CssCustomProperty[];
}
export type ElementDeclaration = Declaration & { tagName: string; customElement: true };
export interface Export {
  kind: 'js' | 'custom-element-definition';
  name: string;
  declaration: { name: string; module?: string };
}
export interface Module {
  kind: 'javascript-module';
  path: string;
  declarations?: Declaration[];
  exports?: Export[];
}
export interface Package {
  schemaVersion: string;
  readme?: string;
  modules: Module[];
}

/** An analyzer plugin, as far as console-element-plugin.ts uses the hooks. */
export interface AnalyzerPlugin {
  name: string;
  initialize?(params: { ts: typeof TS }): void;
  analyzePhase?(params: { ts: typeof TS; node: TS.Node; moduleDoc: Module }): void;
  packageLinkPhase?(params: { customElementsManifest: Package }): void;
}
