import { relativeTime } from '../format/relative-time.ts';
import type { LiveChange, LiveHere } from '../protocol/live.ts';

// docs/behaviour.md#live-changes: what an edit screen says of colleagues, in their words.

const who = (change: LiveChange): string => change.by?.name || 'Someone';

/** A colleague's change to the record being edited: what happened, when, and what to do. */
export function changedNotice(change: LiveChange, label: string, now = Date.now()): string {
  const when = relativeTime(change.at, now);
  if (change.action === 'delete' || change.updated_at === null)
    return `${who(change)} deleted this ${label} ${when}. It cannot be saved any more; copy anything you need before you leave.`;
  return `${who(change)} changed this ${label} ${when}:`;
}

/** Who else has the record open; undefined when nobody. */
export function presenceNotice(others: LiveHere['others'], label: string): string | undefined {
  if (others.length === 0) return undefined;
  const names = others.map((other) => other.name);
  const list =
    names.length === 1
      ? names[0]
      : names.length === 2
        ? `${names[0]} and ${names[1]}`
        : `${names[0]}, ${names[1]} and ${names.length - 2} more`;
  const verb = names.length === 1 ? 'has' : 'have';
  return `${list} also ${verb} this ${label} open. Nothing is locked: if you both save, the second is asked to review.`;
}
