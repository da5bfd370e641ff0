/** The element focused inside shadow roots too: document.activeElement stops at the first host. */
export function deepActiveElement(): HTMLElement | null {
  let active = document.activeElement;
  while (active?.shadowRoot?.activeElement) active = active.shadowRoot.activeElement;
  return active instanceof HTMLElement ? active : null;
}

/** Whether focus is on nothing: the control that had it went away (docs/behaviour.md#lists). */
export const focusLost = (): boolean => !document.activeElement || document.activeElement === document.body;

/** A list row's controls that can take focus: its checkbox first, then its buttons and links. */
export const ROW_CONTROLS = 'input:not([disabled]), button:not([disabled]), a[href]';

/** Where focus lands in a row: its first control (docs/behaviour.md#lists, "Focus after an action"). */
export const rowFocusStop = (row: HTMLElement): HTMLElement | null =>
  row.querySelector<HTMLElement>(ROW_CONTROLS);
