import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { databases, startTestApi, type TestApi } from './harness.ts';

// docs/behaviour.md#validation: a refused body's 400 detail names each field and what to do, in the
// same words a form and a CSV import's results use; no schema library wording reaches a caller.
const LIBRARY_WORDING =
  /expected|received|must be|element\(s\)|Unrecognized|Invalid (?!email)|Too (small|big)/i;

describe.each(databases())('400 details in the user words on %s', (database) => {
  let api: TestApi;
  let token: string;
  beforeAll(async () => {
    api = await startTestApi({ database });
    token = await api.login('super@demo.test');
  });
  afterAll(() => api.close());

  const detailOf = async (module: string, command: string, body: unknown): Promise<string> => {
    const result = await api.call(module, command, { token, body });
    expect(result.status).toBe(400);
    expect(result.packet.errors[0]?.title).toBe('Bad Request');
    return result.packet.errors[0]?.detail ?? '';
  };

  it.each([
    [
      'names each field and its fix, keeping the spec defaults',
      'contact',
      { first_name: '', last_name: 'Lovelace', email: 'ada@', phone: 'call me', state: 'Wyoming', bogus: 1 },
      [
        'first_name: Required',
        'email: Invalid email',
        'phone: Enter a phone number of 10 digits',
        'state: Use at most 2 characters',
        'Leave out bogus: not accepted here',
      ],
    ],
    [
      'says which values a choice takes and which dates and addresses it reads',
      'rodeo',
      { name: 'Frontier Days', starts_on: '2026-02-30', status: 'postponed', ticket_url: 'www.example.com' },
      [
        'starts_on: Enter a date like 2026-03-14',
        'status: Choose one of draft, scheduled, live, completed, cancelled',
        'ticket_url: Enter a web address starting with http:// or https://',
      ],
    ],
    [
      'says what kind of value a field takes',
      'contact',
      { first_name: 5, last_name: 'L' },
      ['first_name: Enter text'],
    ],
  ])('%s', async (_case, module, body, parts) => {
    const detail = await detailOf(module, 'create', body);
    expect(detail.split('; ').sort()).toEqual([...parts].sort());
  });

  it('says the range of a number', async () => {
    expect(await detailOf('contact', 'list', { limit: 0, page: 1.5 })).toBe(
      'page: Enter a whole number; limit: Enter 1 or more',
    );
  });

  it('uses no schema wording in any refusal of a wrong value', async () => {
    for (const body of [
      { first_name: 'a'.repeat(200), last_name: null, opted_in: 'maybe', tags: 7 },
      { first_name: 'A', last_name: 'B', notes: { a: 1 } },
    ])
      expect(await detailOf('contact', 'create', body)).not.toMatch(LIBRARY_WORDING);
  });
});
