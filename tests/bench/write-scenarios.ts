import { postJson } from './http-post.ts';

// Timed writes: what the activity log costs (docs/deploy.md, "Activity log retention"). Each create is a new contact
// with its own email (the area's unique field); each update rewrites one of the created ones.
const url = (api: string, command: string): string => `${api}?module=contact&command=${command}`;

export interface WriteScenarios {
  create: () => Promise<boolean>;
  update: () => Promise<boolean>;
}

export function writeScenarios(api: string, token: string, run: string): WriteScenarios {
  const auth = { Authorization: `Bearer ${token}` };
  const created: number[] = [];
  // Each contact's updated_at as last answered: an update is based on it (docs/behaviour.md#conflicts).
  const versions = new Map<number, string>();
  let next = 0;
  let edits = 0;
  return {
    async create() {
      const n = next++;
      const body = JSON.stringify({
        first_name: 'Bench',
        last_name: `Writer ${n}`,
        email: `bench-${run}-${n}@example.com`,
        city: 'Austin',
      });
      const { status, text } = await postJson(url(api, 'create'), auth, body);
      if (status !== 200) return false;
      const { contact_id, updated_at } = (
        JSON.parse(text) as { payload: { contact_id: number; updated_at: string } }
      ).payload;
      created.push(contact_id);
      versions.set(contact_id, updated_at);
      return true;
    },
    async update() {
      const id = created[edits++ % created.length];
      if (id === undefined) return false;
      const body = JSON.stringify({
        contact_id: id,
        city: `Austin ${edits}`,
        notes: `Edit ${edits}`,
        updated_at: versions.get(id),
      });
      const { status, text } = await postJson(url(api, 'update'), auth, body, 'PUT');
      if (status !== 200) return false;
      versions.set(id, (JSON.parse(text) as { payload: { updated_at: string } }).payload.updated_at);
      return true;
    },
  };
}
