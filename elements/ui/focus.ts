/** The element focused inside shadow roots too: document.activeElement stops at the first host. */
export function deepActiveElement(): HTMLElement | null {
  let active = document.activeElement;
  while (active?.shadowRoot?.activeElement) active = active.shadowRoot.activeElement;
  return active instanceof HTMLElement ? active : null;
}

/** Whether focus is on nothing: the control that had it went away (docs/behaviour.md#lists). */
export const focusLost = (): boolean => !document.activeElement || document.activeElement === document.body;
