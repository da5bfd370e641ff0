import type { Editor } from '@tiptap/core';
import { Link } from 'lucide-react';
import { useState } from 'react';
import { linkHref } from '../../../lib/rich-text/rules.ts';
import { Button } from '../../ui/button.tsx';
import { Dialog } from '../../ui/dialog.tsx';
import { TextField } from '../../ui/text-field.tsx';
import { commonTexts } from '../../ui/common-texts.ts';
import { useTexts } from '../../runtime/locale.tsx';
import { richTextTexts } from './texts.ts';

// What the address field shows before anything is typed: the start of a web address.
const ADDRESS_START = 'https://';

/** Adds, changes or removes the link at the selection; with nothing selected the address becomes the text. */
export function LinkDialog({ editor, onClose }: { editor: Editor; onClose: () => void }) {
  const t = useTexts(richTextTexts);
  const common = useTexts(commonTexts);
  const current = editor.getAttributes('link').href as string | undefined;
  const [typed, setTyped] = useState(current ?? '');
  const [error, setError] = useState<string | null>(null);

  const apply = () => {
    const href = linkHref(typed);
    if (!href) {
      setError(t.badLink);
      return;
    }
    const chain = editor.chain().focus().extendMarkRange('link');
    if (editor.state.selection.empty && !current) {
      chain
        .insertContent({ type: 'text', text: typed.trim(), marks: [{ type: 'link', attrs: { href } }] })
        .run();
    } else {
      chain.setLink({ href }).run();
    }
    onClose();
  };
  const remove = () => {
    editor.chain().focus().extendMarkRange('link').unsetLink().run();
    onClose();
  };

  return (
    <Dialog
      open
      title={current ? t.editLink : t.addLink}
      size="sm"
      onClose={onClose}
      onSubmit={apply}
      footer={
        <>
          {current && (
            <Button variant="danger" onClick={remove}>
              {t.removeLink}
            </Button>
          )}
          <Button onClick={onClose}>{common.cancel}</Button>
          <Button type="submit" variant="primary" icon={Link}>
            {t.apply}
          </Button>
        </>
      }
    >
      <TextField
        label={t.linkAddress}
        type="url"
        value={typed}
        required
        placeholder={ADDRESS_START}
        error={error}
        data-autofocus
        onChange={(event) => {
          setTyped(event.target.value);
          setError(null);
        }}
      />
    </Dialog>
  );
}
