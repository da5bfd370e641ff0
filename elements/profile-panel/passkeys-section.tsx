import { KeyRound, Pencil, Trash2 } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { callCommand } from '../../lib/api/api.ts';
import { formatDateTime } from '../../lib/format/date.ts';
import { passkeysAvailable } from '../../lib/passkeys/available.ts';
import { passkeyCommands, type PasskeyInfo } from '../../lib/protocol/passkey.ts';
import { showToast } from '../../lib/toasts/toasts.ts';
import { Alert } from '../ui/alert.tsx';
import { Button } from '../ui/button.tsx';
import { ConfirmDialog } from '../ui/confirm-dialog.tsx';
import * as controls from '../ui/controls.css.ts';
import { apiReason } from '../../lib/api/reason-text.ts';
import { NameDialog, type Editing } from './passkey-name-dialog.tsx';
import * as styles from './passkeys-section.css.ts';
import { useLocale, useTexts } from '../runtime/locale.tsx';
import { securityTexts } from './texts.ts';

/**
 * "Passkeys" in the profile's "Sign-in and security" (docs/behaviour.md "Passkeys"): the caller's passkeys
 * with when each was added and last used; add one (named), rename, remove (confirmed).
 */
export function Passkeys() {
  const t = useTexts(securityTexts);
  const locale = useLocale();
  function failureOf(error: unknown): string {
    return apiReason(error) ?? t.sendFailed;
  }
  const [rows, setRows] = useState<PasskeyInfo[] | null>(null);
  const [loadError, setLoadError] = useState<string | null>(null);
  const [editing, setEditing] = useState<Editing | null>(null);
  const [removing, setRemoving] = useState<PasskeyInfo | null>(null);
  const [busy, setBusy] = useState(false);
  // After each change the focus goes to what follows from it: the row changed, or Add once a row is gone.
  const focusNext = useRef<string | null>(null);
  const section = useRef<HTMLDivElement>(null);

  const reload = () =>
    callCommand(passkeyCommands.list, {}, { report: false }).then(
      ({ rows }) => setRows(rows),
      // '' for no reason given: shown in the view's own words (below).
      (error: unknown) => setLoadError(apiReason(error) ?? ''),
    );
  useEffect(() => void reload(), []);
  // After the render that follows the change (and after a closing dialog gave the focus back to its opener).
  useEffect(() => {
    const key = focusNext.current;
    const target =
      key && section.current?.closest('section')?.querySelector<HTMLButtonElement>(`[data-focus="${key}"]`);
    if (!target) return;
    target.focus();
    focusNext.current = null;
  });

  const saved = (passkey: PasskeyInfo) => {
    const added = editing?.kind === 'add';
    setEditing(null);
    showToast('success', (added ? t.passkeyAdded : t.passkeyRenamed)({ name: passkey.name }));
    focusNext.current = `rename-${passkey.passkey_id}`;
    void reload();
  };

  const remove = async (passkey: PasskeyInfo) => {
    setBusy(true);
    try {
      await callCommand(passkeyCommands.remove, { passkey_id: passkey.passkey_id }, { report: false });
      showToast('success', t.passkeyRemoved({ name: passkey.name }));
      await reload();
    } catch (error) {
      showToast('error', failureOf(error));
    }
    focusNext.current = 'add';
    setBusy(false);
    setRemoving(null);
  };

  return (
    <div ref={section} className={`${controls.stack} ${styles.part}`}>
      <h3 className={styles.heading}>{t.passkeys}</h3>
      <p className={`${controls.muted} ${styles.text}`}>{t.passkeysLead}</p>
      {loadError !== null && <Alert tone="error">{loadError || t.sendFailed}</Alert>}
      {!passkeysAvailable() && <p className={controls.muted}>{t.noWebAuthn}</p>}
      {rows?.length === 0 && <p className={controls.muted}>{t.noPasskeys}</p>}
      {rows && rows.length > 0 && (
        <ul className={styles.list} aria-label={t.yourPasskeys}>
          {rows.map((passkey) => (
            <li key={passkey.passkey_id} className={styles.item}>
              <div>
                <div className={controls.label}>{passkey.name}</div>
                <div className={`${controls.muted} ${controls.help}`}>
                  {t.passkeyUse({
                    added: formatDateTime(passkey.created_at, { locale }),
                    lastUsed: passkey.last_used_at
                      ? formatDateTime(passkey.last_used_at, { locale })
                      : t.never,
                  })}
                </div>
              </div>
              <div className={controls.row}>
                <Button
                  data-focus={`rename-${passkey.passkey_id}`}
                  icon={Pencil}
                  iconOnly
                  label={t.rename({ name: passkey.name })}
                  onClick={() => setEditing({ kind: 'rename', passkey })}
                />
                <Button
                  icon={Trash2}
                  iconOnly
                  variant="ghost"
                  label={t.remove({ name: passkey.name })}
                  onClick={() => setRemoving(passkey)}
                />
              </div>
            </li>
          ))}
        </ul>
      )}
      {passkeysAvailable() && (
        <div className={controls.row}>
          <Button data-focus="add" icon={KeyRound} onClick={() => setEditing({ kind: 'add' })}>
            {t.addPasskey}
          </Button>
        </div>
      )}
      {editing && <NameDialog editing={editing} onDone={saved} onClose={() => setEditing(null)} />}
      <ConfirmDialog
        open={removing !== null}
        title={t.removeTitle}
        message={t.removeMessage({ name: removing?.name ?? '' })}
        confirmLabel={t.removeButton}
        cancelLabel={t.cancel}
        closeLabel={t.close}
        busy={busy}
        onConfirm={() => removing && void remove(removing)}
        onCancel={() => setRemoving(null)}
      />
    </div>
  );
}
