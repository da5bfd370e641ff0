import type { Plugin } from 'vite';

// A command table entry's `summary` (on its line or the next): a quoted string or a template literal.
const SUMMARY = /\n[ \t]*summary:\s*(?:'(?:[^'\\\n]|\\.)*'|`(?:[^`\\]|\\.)*`),?/g;

/**
 * Leaves the command tables' `summary` texts out of browser builds. They document the protocol
 * (docs/protocol.md, written by the server) and nothing in a browser reads them, yet every table ships in
 * the sign-in screen's API chunk. A summary written in another form stops the build instead of shipping.
 */
export function stripSummaries(): Plugin {
  return {
    name: 'console-kit:strip-summaries',
    enforce: 'pre',
    transform(code, id) {
      const file = id.split('?')[0]!;
      if (!/\/lib\/protocol\/[^/]+\.ts$/.test(file) || !code.includes('summary:')) return null;
      const stripped = code.replace(SUMMARY, '');
      const left = /^[ \t]*summary:/m.exec(stripped);
      if (left && !file.endsWith('/command.ts')) {
        throw new Error(`${file}: write each command summary as one string or template literal`);
      }
      return { code: stripped, map: null };
    },
  };
}
