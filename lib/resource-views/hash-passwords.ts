import { passhash } from '../crypto/passhash.ts';
import type { FormPlan } from './form-plan.ts';
import { planFields } from './form-values.ts';

// Apart from form-values.ts, which a list's row actions import: the hashing (lib/crypto, in the protocol
// chunk) loads with a form's save, not with a list's first rows (docs/performance.md, issue 38).

/** The body with every typed password replaced by its SHA-256 (docs/behaviour.md#validation: never sent in clear). */
export async function hashPasswords(
  plan: FormPlan,
  body: Record<string, unknown>,
): Promise<Record<string, unknown>> {
  const hashed = { ...body };
  for (const [name, field] of planFields(plan)) {
    if (field.kind === 'password' && typeof hashed[name] === 'string')
      hashed[name] = await passhash(hashed[name]);
  }
  return hashed;
}
