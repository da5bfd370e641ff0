import { useStore } from '@nanostores/react';
import { KeyRound, LogOut } from 'lucide-react';
import { useCallback, useEffect, useRef, useState } from 'react';
import { formatDateTime } from '../../lib/format/date.ts';
import {
  failureOf,
  nextAfter,
  notReachable,
  sessionActions as actions,
  sessionName,
} from '../../lib/profile/sessions.ts';
import { ACCESS } from '../../lib/protocol/access.ts';
import type { SessionInfo } from '../../lib/protocol/session.ts';
import { $session } from '../../lib/session/session.ts';
import { showToast } from '../../lib/toasts/toasts.ts';
import { Alert } from '../ui/alert.tsx';
import { Button } from '../ui/button.tsx';
import { ConfirmDialog } from '../ui/confirm-dialog.tsx';
import * as controls from '../ui/controls.css.ts';
import { Section } from '../ui/section.tsx';
import * as styles from '../profile-panel/passkeys-section.css.ts';
import { useLocale, useTexts } from '../runtime/locale.tsx';
import { sessionTexts, type SessionTexts } from './texts.ts';

type Asking = { kind: 'one'; session: SessionInfo } | { kind: 'others' } | { kind: 'reset' };

const askingTitle = (asking: Asking | null, own: boolean, t: SessionTexts): string =>
  asking?.kind === 'one'
    ? t.endSession
    : asking?.kind === 'reset'
      ? t.resetSecondFactor
      : own
        ? t.endAllOthers
        : t.endAll;

/**
 * "Where you are signed in" (docs/behaviour.md "Sessions"): one's own sessions in the profile, or, given
 * `userId`, that user's on their edit screen for an admin above them. Each End asks first and says what it
 * did; the focus then goes to the next session's End, or to the section's heading when none is left. A
 * caller the server lets see none of these sessions (403, 404) sees no section.
 */
export function SessionsSection({ userId }: { userId?: number }) {
  const own = userId === undefined;
  const t = useTexts(sessionTexts);
  const locale = useLocale();
  const when = (at: string) => formatDateTime(at, { locale });
  const failed = (error: unknown) => failureOf(error, t.failed);
  // The server lets group admins reset a factor of a user below them, the same users whose sessions they see.
  const access = useStore($session).access;
  const mayReset = !own && access >= ACCESS.groupAdmin;
  const [rows, setRows] = useState<SessionInfo[] | null>(null);
  const [hidden, setHidden] = useState(false);
  const [loadError, setLoadError] = useState<string | null>(null);
  const [asking, setAsking] = useState<Asking | null>(null);
  const [busy, setBusy] = useState(false);
  const body = useRef<HTMLDivElement>(null);
  // Where the focus goes after the render that follows an End: a session's End button, or the heading.
  const focusNext = useRef<number | 'heading' | null>(null);

  const reload = useCallback(
    () =>
      actions.list(userId).then(
        (list) => {
          setRows(list);
          setLoadError(null);
        },
        (error: unknown) => (notReachable(error) ? setHidden(true) : setLoadError(failed(error))),
      ),
    // The failure's words are read when it happens; a change of language does not list again.
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [userId],
  );
  useEffect(() => void reload(), [reload]);
  useEffect(() => {
    const next = focusNext.current;
    if (next === null || asking) return;
    const section = body.current?.closest('section');
    const end = typeof next === 'number' && section?.querySelector<HTMLElement>(`[data-end="${next}"]`);
    const heading = section?.querySelector<HTMLElement>('h2');
    const target = end || heading;
    if (!target) return;
    // The heading is a place to land, not a stop in the tab order.
    if (target === heading) target.tabIndex = -1;
    target.focus();
    focusNext.current = null;
  });

  if (hidden) return null;
  const others = rows?.filter((row) => !row.current) ?? [];

  const confirm = async (what: Asking) => {
    setBusy(true);
    try {
      if (what.kind === 'reset') {
        const told = await actions.resetSecondFactor(userId!);
        showToast('success', told ? t.resetDoneTold : t.resetDone);
        focusNext.current = 'heading';
      } else if (what.kind === 'one') {
        await actions.end(what.session.session_id);
        showToast('success', t.signedOutOf({ name: sessionName(what.session, t) }));
        focusNext.current = nextAfter(rows ?? [], what.session.session_id)?.session_id ?? 'heading';
      } else {
        const ended = await actions.endOthers(userId);
        showToast('success', t.signedOutCount(ended));
        focusNext.current = 'heading';
      }
      await reload();
    } catch (error) {
      showToast('error', failed(error));
    }
    setBusy(false);
    setAsking(null);
  };

  return (
    <Section title={own ? t.titleOwn : t.titleUser}>
      <div ref={body} className={controls.stack}>
        {loadError && <Alert tone="error">{loadError}</Alert>}
        {!rows && !loadError && <p className={controls.muted}>{t.loading}</p>}
        {rows?.length === 0 && <p className={controls.muted}>{t.none}</p>}
        {rows && rows.length > 0 && (
          <ul className={styles.list} aria-label={own ? t.listOwn : t.list}>
            {rows.map((session) => (
              <li key={session.session_id} className={styles.item}>
                <div>
                  <div className={controls.label}>
                    {sessionName(session, t)}
                    {session.current && <strong> · {t.thisBrowser}</strong>}
                  </div>
                  <div className={controls.muted}>
                    {t.usage({
                      ip: session.ip ?? t.ipUnknown,
                      signedIn: when(session.signed_in_at),
                      lastUsed: when(session.last_used_at),
                    })}
                  </div>
                </div>
                {!session.current && (
                  <Button
                    data-end={session.session_id}
                    icon={LogOut}
                    aria-label={t.endLabel({
                      name: sessionName(session, t),
                      lastUsed: when(session.last_used_at),
                    })}
                    onClick={() => setAsking({ kind: 'one', session })}
                  >
                    {t.end}
                  </Button>
                )}
              </li>
            ))}
          </ul>
        )}
        {(others.length > 0 || mayReset) && (
          <div className={controls.row}>
            {others.length > 0 && (
              <Button variant="danger" onClick={() => setAsking({ kind: 'others' })}>
                {askingTitle({ kind: 'others' }, own, t)}
              </Button>
            )}
            {mayReset && (
              <Button variant="danger" icon={KeyRound} onClick={() => setAsking({ kind: 'reset' })}>
                {t.resetSecondFactor}
              </Button>
            )}
          </div>
        )}
      </div>
      <ConfirmDialog
        open={asking !== null}
        title={askingTitle(asking, own, t)}
        message={
          asking?.kind === 'one'
            ? t.endOneMessage({ name: sessionName(asking.session, t), ip: asking.session.ip ?? t.ipUnknown })
            : asking?.kind === 'reset'
              ? t.resetMessage
              : own
                ? t.endOthersMessage
                : t.endAllMessage
        }
        confirmLabel={asking?.kind === 'reset' ? t.reset : t.end}
        cancelLabel={t.cancel}
        closeLabel={t.close}
        busy={busy}
        onConfirm={() => asking && void confirm(asking)}
        onCancel={() => setAsking(null)}
      />
    </Section>
  );
}
