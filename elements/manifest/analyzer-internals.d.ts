// @custom-elements-manifest/analyzer 0.11 ships untyped JavaScript for what the generator uses. It bundles
// its own TypeScript (5.4): its `ts` must build the source files it reads, since syntax kinds differ
// between versions; the root TypeScript's typings describe the same API closely enough to type it.
// Plugins and the manifest are typed in manifest-types.ts.
declare module '@custom-elements-manifest/analyzer/index.js' {
  import type * as TS from 'typescript';
  export const ts: typeof TS;
  export function create(options: { modules: TS.SourceFile[]; plugins?: object[] }): unknown;
}

declare module '@custom-elements-manifest/analyzer/src/features/analyse-phase/class-jsdoc.js' {
  export function classJsDocPlugin(): { analyzePhase(params: object): void };
}
