import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { said, saidMessages, setMessageTexts } from '../../../lib/protocol/issue-texts.ts';
import spanish from '../../../lib/protocol/schema-message-texts.es.ts';
import { en, SCHEMA_MESSAGES } from '../../../lib/protocol/schema-message-texts.ts';

const ROOT = new URL('../../../', import.meta.url).pathname;
const DIRS = ['lib/protocol', 'lib/resources'];
const modules = DIRS.flatMap((dir) =>
  readdirSync(join(ROOT, dir))
    .filter((file) => file.endsWith('.ts') && !/texts|labels/.test(file))
    .map((file) => join(dir, file)),
);

// docs/architecture.md, texts and languages: every message a schema or an area's field says in its own
// words is said through `said` and has a text in every language, so none shows English to a Spanish user.
describe("the schemas' own messages", () => {
  it('are each in lib/protocol/schema-message-texts.ts, with Spanish', async () => {
    for (const file of modules) await import(join(ROOT, file));
    expect([...saidMessages()].sort()).toEqual([...SCHEMA_MESSAGES].sort());
    for (const message of SCHEMA_MESSAGES) {
      expect(Object.hasOwn(en, message), message).toBe(true);
      expect(Object.hasOwn(spanish, message), message).toBe(true);
    }
  });

  it('go through said, not as a bare English string', () => {
    // A check's message written as a string ('…', "…" or `…`) would skip the user's language.
    const bare =
      /z\.(regex|refine|gte|lte|minLength|maxLength|length)\([^;]*?,\s*(\{\s*error:\s*)?['"`][A-Z]/;
    // …or as a schema's error that is not said (`{ error: SOME_MESSAGE }`, `{ error: 'Some message' }`).
    const unsaid = /\berror:\s*(['"`][A-Z]|[A-Z_]{4,}\b)/;
    for (const file of modules) {
      const code = readFileSync(join(ROOT, file), 'utf8');
      expect(bare.test(code), file).toBe(false);
      expect(unsaid.test(code), file).toBe(false);
    }
  });

  it('say the words of the form that checks, else the English', () => {
    const message = said('Enter a whole number');
    expect(message()).toBe('Enter a whole number');
    setMessageTexts(spanish);
    expect(message()).toBe('Escribe un número entero');
    setMessageTexts({});
  });
});
