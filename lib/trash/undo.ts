import { atom } from 'nanostores';
import { callCommand } from '../api/api.ts';
import { commandOf } from '../resources/command-of.ts';
import type { Resource } from '../resources/define.ts';
import { showToast, TOAST_DURATION_MS, UNDO } from '../toasts/toasts.ts';

/** The last record put back from the trash: a view showing its area reloads (docs/behaviour.md#trash). */
export const $restored = atom<{ area: string; id: number } | null>(null);

/** Restores a trashed record, says so, and tells the views of its area. */
export async function restoreFromTrash(resource: Resource, id: number): Promise<void> {
  await callCommand(commandOf(resource, 'restore'), { [resource.idKey]: id });
  showToast('success', resource.messages.restored);
  $restored.set({ area: resource.name, id });
}

/**
 * The toast after a delete: the usual success text with an Undo for the toast's life, which restores the
 * record. Every delete flow of the panels calls this one function.
 */
export const showDeleted = (resource: Resource, id: number): string =>
  showToast(
    'success',
    resource.messages.deleted,
    TOAST_DURATION_MS,
    resource.commands.restore
      ? { label: UNDO, run: () => void restoreFromTrash(resource, id).catch(() => undefined) }
      : undefined,
  );
