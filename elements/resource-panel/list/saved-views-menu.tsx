import { useStore } from '@nanostores/react';
import { Bookmark, Save, Star, Trash2 } from 'lucide-react';
import { useId, useState } from 'react';
import type { ListPrefsStore } from '../../../lib/list/list-prefs.ts';
import type { SavedView, ViewState } from '../../../lib/protocol/list-prefs.ts';
import { showToast } from '../../../lib/toasts/toasts.ts';
import { Button } from '../../ui/button.tsx';
import * as controls from '../../ui/controls.css.ts';
import { FormDialog } from '../../ui/form-dialog.tsx';
import { SelectField } from '../../ui/select-field.tsx';
import { TextField } from '../../ui/text-field.tsx';
import * as styles from './lists.css.ts';
import { useTexts } from '../../runtime/locale.tsx';
import { panelTexts } from '../texts.ts';

/**
 * Saved views above a list (docs/behaviour.md#lists): a menu of the user's views and the ones colleagues
 * shared, Save view (private or shared), make the chosen one the default, delete one's own.
 */
export function SavedViewsMenu({
  prefs,
  current,
  onApply,
}: {
  prefs: ListPrefsStore;
  /** The list's state now, as a view would keep it. */
  current: () => ViewState;
  onApply: (view: SavedView) => void;
}) {
  const loaded = useStore(prefs.$prefs);
  const [picked, setPicked] = useState<SavedView | null>(null);
  const [saving, setSaving] = useState<{ name: string; shared: boolean; error: string | null } | null>(null);
  const sharedId = useId();
  const t = useTexts(panelTexts);
  const pick = (id: string) => {
    if (!loaded) return;
    const view = loaded.views.find((candidate) => String(candidate.view_id) === id) ?? null;
    setPicked(view);
    if (view) onApply(view);
  };
  const save = async () => {
    if (!saving) return;
    try {
      const view = await prefs.saveView({ name: saving.name, shared: saving.shared, state: current() });
      setSaving(null);
      setPicked(view);
      showToast('success', t.viewSaved({ name: view.name }));
    } catch (failure) {
      setSaving({ ...saving, error: (failure as Error).message });
    }
  };
  return (
    <div className={styles.views}>
      {loaded && loaded.views.length > 0 && (
        <SelectField
          label={t.savedView}
          placeholder={t.chooseView}
          value={picked ? String(picked.view_id) : ''}
          options={loaded.views.map((view) => ({
            value: String(view.view_id),
            label: `${view.name}${view.mine ? '' : ` (${view.owner})`}${view.view_id === loaded.default_view ? t.isDefault : ''}`,
          }))}
          onChange={(event) => pick(event.target.value)}
        />
      )}
      {/* Shown before the preferences are read, so the toolbar does not grow when they come. */}
      <Button
        icon={Bookmark}
        disabled={!loaded}
        onClick={() => setSaving({ name: '', shared: false, error: null })}
      >
        {t.saveView}
      </Button>
      {loaded && picked && (
        <Button
          icon={Star}
          onClick={() =>
            void prefs.setDefault(loaded.default_view === picked.view_id ? null : picked.view_id)
          }
        >
          {loaded.default_view === picked.view_id ? t.stopOpeningWith : t.openWith}
        </Button>
      )}
      {picked?.mine && (
        <Button
          variant="ghost"
          icon={Trash2}
          iconOnly
          label={t.deleteView({ name: picked.name })}
          onClick={() => void prefs.deleteView(picked.view_id).then(() => setPicked(null))}
        />
      )}
      {saving && (
        <FormDialog
          title={t.saveView}
          size="sm"
          busy={false}
          error={saving.error}
          submitLabel={t.saveView}
          busyLabel={t.saving}
          submitIcon={Save}
          onSubmit={() => void save()}
          onClose={() => setSaving(null)}
        >
          <TextField
            label={t.name}
            required
            maxLength={60}
            value={saving.name}
            onChange={(event) => setSaving({ ...saving, name: event.target.value, error: null })}
          />
          <label htmlFor={sharedId} className={controls.switchRow}>
            <input
              id={sharedId}
              type="checkbox"
              className={styles.checkbox}
              checked={saving.shared}
              onChange={(event) => setSaving({ ...saving, shared: event.target.checked })}
            />
            {t.shareWithAccount}
          </label>
        </FormDialog>
      )}
    </div>
  );
}
