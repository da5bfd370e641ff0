import { describe, expect, it } from 'vitest';
import { unfillablePlaceholders } from '../../../lib/broadcasts/contact-placeholders.ts';
import { demoBroadcasts } from '../../../server/seed/broadcasts.ts';
import { DEMO_RESOURCES } from '../../../server/seed/resource-data.ts';

// A demo broadcast still to go is really sent at its time (docs/jobs.md): its prompt must exist in its
// account and name contact fields only, or the demo would greet a newcomer with failed jobs.
describe('demo broadcasts', () => {
  const broadcasts = demoBroadcasts(new Date());
  for (const [domain, rows] of Object.entries(broadcasts)) {
    const prompts = DEMO_RESOURCES[domain]?.message_prompt ?? [];
    for (const row of rows.filter((broadcast) => broadcast.status === 'scheduled')) {
      it(`${domain}: '${String(row.title)}' can be sent`, () => {
        const prompt = prompts.find((candidate) => candidate.name === row.message_prompt);
        expect(prompt, `no prompt '${String(row.message_prompt)}'`).toBeDefined();
        expect(unfillablePlaceholders(prompt?.subject as string, prompt?.body as string)).toBeNull();
      });
    }
  }
});
