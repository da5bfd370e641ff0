import { showToast } from '../toasts/toasts.ts';

/**
 * Where a failure shows (docs/behaviour.md#states, "Errors show once"): one that belongs to a field or a
 * form shows there, the field taking the focus; one of an action with no form is one error toast. Never
 * both: a view with a form hands its own display, and the toast is only the fallback.
 */
export type FailureHome = 'form' | 'toast';

/** How a view shows a failure on its form: the form's message (and marks), and the focus moved to the field. */
export type FormDisplay = (message: string) => void;

export const failureHome = (form: FormDisplay | undefined): FailureHome => (form ? 'form' : 'toast');

/** Shows `message` once, on the form when there is one, else as an error toast; says where it went. */
export function showFailure(
  message: string,
  form?: FormDisplay,
  toast: (message: string) => void = (text) => void showToast('error', text),
): FailureHome {
  const home = failureHome(form);
  if (home === 'form') form!(message);
  else toast(message);
  return home;
}
