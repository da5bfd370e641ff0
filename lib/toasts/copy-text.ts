import { showToast } from './toasts.ts';

/**
 * Puts `text` on the clipboard and says so once, naming `what` ("Token copied"). The clipboard can refuse
 * (no permission, a page not served over https): the user is then told to copy by hand, which the value's
 * own field or code block allows.
 */
export async function copyText(text: string, what: string): Promise<boolean> {
  try {
    await navigator.clipboard.writeText(text);
    showToast('success', `${what} copied`);
    return true;
  } catch {
    showToast('error', `${what} could not be copied: select it and copy it by hand`);
    return false;
  }
}
