/**
 * The success toasts of an area's record commands, each a whole sentence (docs/behaviour.md#messages).
 * An area writes its own in `views.messages`; the ones it leaves out are these.
 */
export interface RecordMessages {
  created: string;
  updated: string;
  deleted: string;
  restored: string;
  reordered: string;
}

export const defaultMessages = (label: string, plural: string): RecordMessages => ({
  created: `${label} created successfully`,
  updated: `${label} updated successfully`,
  deleted: `${label} deleted successfully`,
  restored: `${label} restored successfully`,
  reordered: `${plural} reordered successfully`,
});
