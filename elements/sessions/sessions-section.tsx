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

type Asking = { kind: 'one'; session: SessionInfo } | { kind: 'others' } | { kind: 'reset' };

const askingTitle = (asking: Asking | null, own: boolean): string =>
  asking?.kind === 'one'
    ? 'End session'
    : asking?.kind === 'reset'
      ? 'Reset second factor'
      : own
        ? 'End all other sessions'
        : 'End all sessions';

/**
 * "Where you are signed in" (docs/behaviour.md "Sessions"): one's own sessions in the profile, or, given
 * `userId`, that user's on their edit screen for an admin above them. Each End asks first and says what it
 * did; the focus then goes to the next session's End, or to the section's heading when none is left. A
 * caller the server lets see none of these sessions (403, 404) sees no section.
 */
export function SessionsSection({ userId }: { userId?: number }) {
  const own = userId === undefined;
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
        (error: unknown) => (notReachable(error) ? setHidden(true) : setLoadError(failureOf(error))),
      ),
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
        showToast(
          'success',
          told
            ? 'Second factor reset and every session ended: the user was told by email'
            : 'Second factor reset and every session ended',
        );
        focusNext.current = 'heading';
      } else if (what.kind === 'one') {
        await actions.end(what.session.session_id);
        showToast('success', `Signed out of ${sessionName(what.session)}`);
        focusNext.current = nextAfter(rows ?? [], what.session.session_id)?.session_id ?? 'heading';
      } else {
        const ended = await actions.endOthers(userId);
        showToast('success', `Signed out of ${ended} ${ended === 1 ? 'session' : 'sessions'}`);
        focusNext.current = 'heading';
      }
      await reload();
    } catch (error) {
      showToast('error', failureOf(error));
    }
    setBusy(false);
    setAsking(null);
  };

  const whom = own ? 'you' : 'this user';
  return (
    <Section title={own ? 'Where you are signed in' : 'Where this user is signed in'}>
      <div ref={body} className={controls.stack}>
        {loadError && <Alert tone="error">{loadError}</Alert>}
        {!rows && !loadError && <p className={controls.muted}>Loading...</p>}
        {rows?.length === 0 && <p className={controls.muted}>Not signed in anywhere.</p>}
        {rows && rows.length > 0 && (
          <ul className={styles.list} aria-label={own ? 'Your sessions' : 'Sessions'}>
            {rows.map((session) => (
              <li key={session.session_id} className={styles.item}>
                <div>
                  <div className={controls.label}>
                    {sessionName(session)}
                    {session.current && <strong> · This browser</strong>}
                  </div>
                  <div className={controls.muted}>
                    {session.ip ?? 'IP unknown'} · Signed in {formatDateTime(session.signed_in_at)} · Last
                    used {formatDateTime(session.last_used_at)}
                  </div>
                </div>
                {!session.current && (
                  <Button
                    data-end={session.session_id}
                    icon={LogOut}
                    aria-label={`End ${sessionName(session)}, last used ${formatDateTime(session.last_used_at)}`}
                    onClick={() => setAsking({ kind: 'one', session })}
                  >
                    End
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
                {askingTitle({ kind: 'others' }, own)}
              </Button>
            )}
            {mayReset && (
              <Button variant="danger" icon={KeyRound} onClick={() => setAsking({ kind: 'reset' })}>
                Reset second factor
              </Button>
            )}
          </div>
        )}
      </div>
      <ConfirmDialog
        open={asking !== null}
        title={askingTitle(asking, own)}
        message={
          asking?.kind === 'one'
            ? `${sessionName(asking.session)} (${asking.session.ip ?? 'IP unknown'}) will be signed out on its next request.`
            : asking?.kind === 'reset'
              ? 'This user’s authenticator app, recovery codes and passkeys are removed, and every browser where they are signed in is signed out. They sign in with their password alone until they set up a new factor, and are told by email when a mail server is configured.'
              : `Every browser where ${whom} ${own ? 'are' : 'is'} signed in${own ? ', but this one,' : ''} will be signed out on its next request.`
        }
        confirmLabel={asking?.kind === 'reset' ? 'Reset' : 'End'}
        busy={busy}
        onConfirm={() => asking && void confirm(asking)}
        onCancel={() => setAsking(null)}
      />
    </Section>
  );
}
