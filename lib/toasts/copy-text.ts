import { showToast } from './toasts.ts';

/** The toasts' words in the user's language (elements/ui/copy-texts.ts). */
export interface CopyWords {
  copied: (words: { what: string }) => string;
  notCopied: (words: { what: string }) => string;
}

/**
 * Puts `text` on the clipboard and says so once, naming `what` ("Token copied"). The clipboard can refuse
 * (no permission, a page not served over https): the user is then told to copy by hand, which the value's
 * own field or code block allows.
 */
export async function copyText(text: string, what: string, t: CopyWords): Promise<boolean> {
  try {
    await navigator.clipboard.writeText(text);
    showToast('success', t.copied({ what }));
    return true;
  } catch {
    showToast('error', t.notCopied({ what }));
    return false;
  }
}
