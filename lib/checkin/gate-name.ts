import { gateName } from '../protocol/ticket.ts';
import { gateEnglish, type GateTexts } from './gate-texts.ts';

const KEY = 'console-gate-name';

/** The gate this device stands at, chosen once per device (docs/behaviour.md, the gate); none yet: null. */
export function storedGateName(): string | null {
  const parsed = gateName.safeParse(localStorage.getItem(KEY) ?? '');
  return parsed.success ? parsed.data : null;
}

/**
 * Keeps a valid name and returns it; an invalid one returns the schema's message instead (in the language
 * of the issue texts the view set, lib/protocol/issue-texts.ts), else `t`'s.
 */
export function chooseGateName(
  name: string,
  t: GateTexts = gateEnglish(),
): { name: string } | { problem: string } {
  const parsed = gateName.safeParse(name);
  if (!parsed.success) return { problem: parsed.error.issues[0]?.message ?? t.enterGateName };
  localStorage.setItem(KEY, parsed.data);
  return { name: parsed.data };
}
